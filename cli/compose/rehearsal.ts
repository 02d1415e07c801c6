/**
 * The server's rehearsal at start (issue #15: "the first answer is as fast as the hundredth"): before it listens, its
 * own coach judges answers and the lane's answer codecs run, so the first candidate's answer does not pay for what V8
 * compiles and the app builds on first use. It touches no database and sends nothing.
 *
 * It runs only the server's own instances and module-level code, never a second app: a second instance of the
 * services, SQL client, lane or node:http server (as the rehearsal once was, through an app on a throwaway in-memory
 * database) compiles the answer path ahead, but leaves every closure of it made twice, and V8 then compiles the
 * server's own code without specialising it on its one instance: the GET of the current question cost ~20% more CPU.
 */
import { createHash } from "node:crypto"
import { Effect } from "effect"
import { rehearseAnswerCodecs } from "../../adapters/http-server/lane/lane.ts"
import { bankQuestions } from "../../core/coach/bank/index.ts"
import { feedbackOf } from "../../core/interviews/answering.ts"
import type { CoachShape } from "../../core/ports/Coach.ts"
import type { AnswerRecord, QuestionRecord } from "../../core/ports/Interviews.ts"

/** Answers rehearsed at start: what it took, in the load bench, for the first answer to cost what the hundredth does. */
export const REHEARSED_ANSWERS = 60

/**
 * Done first, before anything is prepared. The first Buffer Node's C++ side makes (a received request body, a hash's
 * digest) is given Buffer's prototype, which invalidates one of V8's assumptions about typed arrays (the
 * TypedArrayLengthLookupChain protector) and with it all the code V8 had optimized on it — the coach's word vectors
 * among it: left to the first request with a body, it made the first candidates' answers run the coach unoptimized
 * while it was compiled again. A digest does it without a second HTTP server.
 */
export const tripBufferProtector = (): void => {
  createHash("sha256").update("rehearsal").digest()
}

/**
 * Each bank question's rehearsal answer: the model answer of the next question on its topic — a candidate's words on
 * the topic, never the question's own reference (so no later answer is judged on a cache of its own words).
 */
const neighbourAnswers = (() => {
  const byTopic = new Map<string, Array<(typeof bankQuestions)[number]>>()
  for (const q of bankQuestions) byTopic.set(q.topic, [...(byTopic.get(q.topic) ?? []), q])
  return new Map([...byTopic.values()].flatMap((qs) => qs.map((q, i) => [q.text, qs[(i + 1) % qs.length]!.modelAnswer] as const)))
})()

/** An answer as candidates give them: mostly one on the question's topic, now and then a short vague one. */
const answerFor = (question: string, n: number) =>
  n % 4 === 3 ? "I think it depends on the situation, I would look it up." : (neighbourAnswers.get(question) ?? "An answer in a few words.")

/**
 * The server's coach judges `answers` answers (easy bank questions, topic after topic), each asked as the interviews
 * code asks it, its talking points and judgement read back from JSON as the store gives them (so the coach's code
 * meets the object shapes a candidate's answer brings), then the follow-up decision on it; each answer's body and
 * feedback also go once through the lane's codecs. Returns the answers judged.
 */
export const rehearse = (coach: CoachShape, answers: number = REHEARSED_ANSWERS): Effect.Effect<number> =>
  Effect.gen(function*() {
    const byTopic = new Map<string, Array<(typeof bankQuestions)[number]>>()
    for (const q of bankQuestions) if (q.difficulty === "easy") byTopic.set(q.topic, [...(byTopic.get(q.topic) ?? []), q])
    const topics = [...byTopic.values()]
    const encoder = new TextEncoder()
    let given = 0
    for (let i = 0; given < answers && topics.length > 0; i++) {
      const onTopic = topics[i % topics.length]!
      const q = onTopic[Math.floor(i / topics.length) % onTopic.length]!
      const talkingPoints = JSON.parse(JSON.stringify(q.talkingPoints)) as typeof q.talkingPoints
      const answer = answerFor(q.text, given)
      const judged = yield* Effect.option(coach.assess({
        question: q.text,
        questionId: q.id,
        topic: q.topic,
        kind: q.kind,
        talkingPoints,
        reference: q.modelAnswer,
        answer
      }))
      given++
      if (judged._tag === "None") continue
      const stored = JSON.parse(JSON.stringify(judged.value)) as typeof judged.value
      // The answer call's body and reply, through the lane's own codecs and the interviews' feedback fields
      const answered: AnswerRecord = {
        id: given,
        createdAt: 0,
        questionId: given,
        interviewId: 1,
        status: "ANSWERED",
        answer,
        timing: null,
        score: stored.score,
        rating: stored.rating,
        assessment: stored,
        judgedBy: stored.judgedBy
      }
      yield* rehearseAnswerCodecs(
        encoder.encode(JSON.stringify({ question: q.text, answer, questionId: given, status: "ANSWERED" })),
        // feedbackOf reads only the question's id of its record
        feedbackOf({ id: given } as QuestionRecord, answered)
      )
      yield* coach.followUp({
        question: q.text,
        questionId: q.id,
        talkingPoints,
        reference: q.modelAnswer,
        status: "ANSWERED",
        answer,
        assessment: {
          missed: stored.missed,
          flags: stored.flags ?? [],
          ...(stored.contradicted !== undefined ? { contradicted: stored.contradicted } : {}),
          ...(stored.vague !== undefined ? { vague: stored.vague } : {})
        },
        isFollowUp: false
      })
    }
    return given
  })
