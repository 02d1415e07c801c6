/**
 * Asking: the question shown until it is answered; after a judged answer, maybe a follow-up on a point it missed; then
 * the next main question, from a job-description plan, a weak-points plan, or the coach.
 */
import { Clock, Effect, Option } from "effect"
import type { SignedInUser } from "../contract/Authorization.ts"
import { InterviewEnded } from "../contract/errors.ts"
import type { FieldDefinition } from "../contract/fields.ts"
import { isTopic } from "../coach/bank/topic-list.ts"
import { Coach } from "../ports/Coach.ts"
import { type AskedQuestion, type InterviewRecord, Interviews, type NewQuestion, type QuestionRecord } from "../ports/Interviews.ts"
import { isFollowUp, mainQuestionsAsked, numberOf } from "./asked.ts"
import { JOB_DESCRIPTION_TOPIC, WEAK_POINTS_TOPIC } from "./catalog.ts"
import { followUpQuestion, followUpRequest } from "./follow-up.ts"
import { jobPlanOf, jobQuestion } from "./job-interview.ts"
import { NO_MORE_QUESTIONS, questionFields } from "./payloads.ts"
import { newQuestion, ownedWithAsked, topicName } from "./records.ts"
import { RECENT_INTERVIEWS } from "./settings.ts"
import { followUpsOn, planOf } from "./start-form.ts"

const ENDED_NO_QUESTIONS = "This interview has ended. You can read its report from the dashboard."

/** What the question endpoint answers: the question's fields, or a message and none when no question is left. */
type Shown = { readonly message?: string; readonly fields: ReadonlyArray<FieldDefinition> }
const NONE_LEFT: Shown = { message: NO_MORE_QUESTIONS, fields: [] }

/** The topic a question's header names: weak-points and job-description interviews mix topics, so each question names its own. */
const headerTopic = (interview: InterviewRecord, question: QuestionRecord) =>
  topicName(interview.topic === WEAK_POINTS_TOPIC || interview.topic === JOB_DESCRIPTION_TOPIC ? question.topic : interview.topic)

/** The question refs a weak-points interview was planned with (core/progress/weak-points.ts), or null for any other. */
const plannedRefs = (interview: InterviewRecord): ReadonlyArray<string> | null => {
  const refs = interview.questionValues.weakPoints
  return interview.topic === WEAK_POINTS_TOPIC && Array.isArray(refs) ? refs.filter((r): r is string => typeof r === "string") : null
}

/** The difficulty asked of the coach: a fixed one, or for "mixed" a ramp from easy to hard across the interview. */
const difficultyAt = (plan: string, position: number, planned: number): "easy" | "medium" | "hard" | undefined => {
  if (plan === "easy" || plan === "medium" || plan === "hard") return plan
  const third = (position - 1) / Math.max(1, planned)
  return third < 1 / 3 ? "easy" : third < 2 / 3 ? "medium" : "hard"
}

/** The `Interviewer` method that asks the current question. */
export const asking = Effect.gen(function*() {
  const store = yield* Interviews
  const coach = yield* Coach

  /** The next main question, numbered `number`, to store at `position`; null when none is left. */
  const nextMainQuestion = Effect.fnUntraced(function*(
    user: SignedInUser,
    interview: InterviewRecord,
    asked: ReadonlyArray<AskedQuestion>,
    number: number,
    position: number
  ): Effect.fn.Return<NewQuestion | null> {
    const id = interview.id
    const jobPlan = jobPlanOf(interview)
    if (jobPlan !== null) {
      // A job-description interview asks its plan's questions in order, each with the reason it was chosen.
      const step = jobPlan[number - 1]
      return (step === undefined ? undefined : jobQuestion(id, position, step)) ?? null
    }
    const planned = plannedRefs(interview)
    if (planned !== null) {
      // A weak-points interview asks again, as it was asked before, each question its plan names.
      const ref = planned[number - 1]
      const before = ref === undefined ? Option.none() : yield* store.latestQuestion(user.id, ref)
      if (Option.isNone(before)) return null
      const { id: _id, askedAt: _askedAt, interviewId: _from, position: _at, ...again } = before.value
      return { ...again, interviewId: id, position, followUpTo: null }
    }
    const difficulty = difficultyAt(interview.difficulty, number, interview.plannedQuestions)
    const plan = planOf([], interview.questionValues)
    const topic = interview.topic
    if (!isTopic(topic)) return null
    const next = yield* coach.nextQuestion({
      topic,
      ...(difficulty !== undefined ? { difficulty } : {}),
      ...(plan.experience !== undefined ? { experience: plan.experience } : {}),
      ...(plan.jobDescription !== undefined ? { jobDescription: plan.jobDescription } : {}),
      askedInThisInterview: asked.filter((a) => !isFollowUp(a.question)).map((a) => a.question.ref),
      recentlyAsked: yield* store.recentRefs(user.id, RECENT_INTERVIEWS),
      seed: interview.seed + number
    }).pipe(Effect.catch((e) => Effect.logWarning(`no question for interview ${id}: ${e.message}`).pipe(Effect.as(null))))
    if (next === null || next._tag === "NoneLeft") return null
    return newQuestion(id, position, next.question, next.question.id.startsWith("llm-") ? "llm" : "built-in")
  })

  /** What a GET shows of `interview` once it is open: its unanswered question, or the next one chosen and stored. */
  const showing = (user: SignedInUser, interview: InterviewRecord, asked: ReadonlyArray<AskedQuestion>, now: number): Effect.Effect<Shown, InterviewEnded> => {
    const shown = (q: QuestionRecord): Shown => ({
      fields: questionFields(
        q,
        numberOf(asked.some((a) => a.question.id === q.id) ? asked : [...asked, { question: q }], q),
        interview.plannedQuestions,
        headerTopic(interview, q)
      )
    })
    const last = asked.at(-1)
    // The call the client repeats most shows the question it has not answered yet: no generator on that path (V8
    // keeps every generator object past the young generation's collections, ~400 bytes a call).
    if (last !== undefined && last.answer === null) return Effect.succeed(shown(last.question))
    return Effect.gen(function*() {
      const id = interview.id
      // The interview ended while its next question was being chosen: the store refuses the question atomically.
      const ask = (record: NewQuestion) =>
        Effect.flatMap(store.addQuestion(record, now), Option.match({
          onNone: () => Effect.fail(new InterviewEnded({ message: ENDED_NO_QUESTIONS })),
          onSome: (stored) => Effect.succeed(shown(stored))
        }))
      const position = (last?.question.position ?? 0) + 1
      if (last !== undefined && last.answer !== null && !isFollowUp(last.question) && followUpsOn(interview.questionValues)) {
        // Decided from the stored judgement, so a restart after the answer was stored decides the same.
        const followUp = yield* coach.followUp(followUpRequest(last.question, last.answer))
        if (Option.isSome(followUp) && last.question.talkingPoints[followUp.value.pointIndex] !== undefined) {
          return yield* ask(followUpQuestion(last.question, followUp.value, position))
        }
      }
      const number = mainQuestionsAsked(asked) + 1
      if (number > interview.plannedQuestions) return NONE_LEFT
      const next = yield* nextMainQuestion(user, interview, asked, number, position)
      return next === null ? NONE_LEFT : yield* ask(next)
    })
  }

  return {
    // Untraced: the call the client repeats most after the bearer check (see Accounts.authenticate).
    question: (user: SignedInUser, id: number) =>
      Effect.flatMap(ownedWithAsked(store, user, id), ({ interview, asked }) =>
        interview.status === "COMPLETED"
          ? Effect.fail(new InterviewEnded({ message: ENDED_NO_QUESTIONS }))
          : Effect.flatMap(Clock.currentTimeMillis, (now) =>
            interview.status === "SCHEDULED"
              ? Effect.andThen(store.open(id, now), showing(user, interview, asked, now))
              : showing(user, interview, asked, now)))
  }
})
