/** Answering: an answer submitted to the current question, judged by the coach and stored, and the feedback it gets. */
import { Clock, Effect, Option } from "effect"
import type { SignedInUser } from "../contract/Authorization.ts"
import { AnswerAlreadyRecorded, BadRequest, InterviewEnded, NotCurrentQuestion } from "../contract/errors.ts"
import type { AnswerSubmission, Feedback } from "../contract/interview.ts"
import { assessmentFields } from "../coach/feedback/fields.ts"
import { Coach } from "../ports/Coach.ts"
import { type AnswerRecord, Interviews, type QuestionRecord } from "../ports/Interviews.ts"
import { kindOf, ownedWithAsked } from "./records.ts"

const ENDED_NO_ANSWERS = "This interview has ended, so it takes no more answers."
const NOT_CURRENT = "That is not the current question of this interview. Fetch the current question and answer it."
const ALREADY_ANSWERED = "This question already has an answer."

/** A submission sent again (a retry after a lost reply) gets the stored answer's feedback rather than a conflict. */
const sameAnswer = (a: AnswerRecord, s: AnswerSubmission) => a.status === s.status && a.answer.trim() === s.answer.trim()

export const feedbackOf = (q: QuestionRecord, a: AnswerRecord): ReadonlyArray<Feedback> => {
  if (a.status === "SKIPPED") return []
  const assessment = a.assessment as Parameters<typeof assessmentFields>[0] | null
  return [{
    questionId: q.id,
    status: a.status,
    score: a.score,
    rating: a.rating,
    judgedBy: a.judgedBy,
    fields: assessment !== null
      ? [...assessmentFields(assessment), {
        key: "judgedBy",
        label: "Judged by",
        type: "display",
        properties: { content: a.judgedBy === "built-in" ? "the built-in coach" : a.judgedBy ?? "", className: "info", readOnly: true }
      }]
      : [{
        key: "notAssessed",
        label: "Feedback",
        type: "display",
        properties: { content: "This answer was saved but could not be assessed, so it has no score.", className: "warning", readOnly: true }
      }]
  }]
}

/** The `Interviewer` method that takes an answer. */
export const answering = Effect.gen(function*() {
  const store = yield* Interviews
  const coach = yield* Coach

  const assessmentOf = (q: QuestionRecord, submission: AnswerSubmission) =>
    coach.assess({
      question: q.text,
      questionId: q.ref,
      topic: q.topic,
      kind: kindOf(q.kind),
      talkingPoints: q.talkingPoints,
      reference: q.modelAnswer,
      ...(typeof q.extra.exactAnswer === "string" ? { exactAnswer: q.extra.exactAnswer } : {}),
      ...(typeof q.extra.solution === "string" ? { solution: q.extra.solution } : {}),
      answer: submission.answer,
      ...(submission.timing !== undefined ? { timing: submission.timing } : {})
    }).pipe(
      Effect.map(Option.some),
      // No score is ever invented: an answer the coach could not judge is stored without one.
      Effect.catch((e) => Effect.logWarning(`answer to question ${q.id} not assessed: ${e.message}`).pipe(Effect.as(Option.none())))
    )

  return {
    // Untraced: a traced Effect.fn captures a stack trace and opens a span on every call (the GET's question() went the
    // same way); the request's log line still carries its id and timing.
    submit: Effect.fnUntraced(function*(user: SignedInUser, id: number, submission: AnswerSubmission) {
      const { interview, asked } = yield* ownedWithAsked(store, user, id)
      const questionId = typeof submission.questionId === "number" ? submission.questionId : Number(submission.questionId)
      if (!Number.isInteger(questionId) || questionId <= 0) {
        return yield* new BadRequest({ message: "questionId must be the id of the current question" })
      }
      const entry = asked.find((a) => a.question.id === questionId)
      if (entry === undefined) return yield* new NotCurrentQuestion({ message: NOT_CURRENT })
      if (entry.answer !== null) {
        if (sameAnswer(entry.answer, submission)) return feedbackOf(entry.question, entry.answer)
        return yield* new AnswerAlreadyRecorded({ message: ALREADY_ANSWERED })
      }
      if (interview.status === "COMPLETED") return yield* new InterviewEnded({ message: ENDED_NO_ANSWERS })
      if (asked.at(-1)?.question.id !== questionId) return yield* new NotCurrentQuestion({ message: NOT_CURRENT })
      if (submission.status === "ANSWERED" && submission.answer.trim() === "") {
        return yield* new BadRequest({ message: "answer is required when status is ANSWERED; send status SKIPPED to skip the question." })
      }
      const assessment = submission.status === "ANSWERED" ? yield* assessmentOf(entry.question, submission) : Option.none()
      const now = yield* Clock.currentTimeMillis
      const added = yield* store.addAnswer({
        questionId,
        interviewId: id,
        status: submission.status,
        answer: submission.status === "SKIPPED" ? "" : submission.answer.trim(),
        timing: submission.timing ?? null,
        score: Option.isSome(assessment) ? assessment.value.score : null,
        rating: Option.isSome(assessment) ? assessment.value.rating : null,
        assessment: Option.getOrNull(assessment),
        judgedBy: Option.isSome(assessment) ? assessment.value.judgedBy : null
      }, now)
      // The interview ended while this answer was being judged: the store refused it atomically.
      if (added.ended) return yield* new InterviewEnded({ message: ENDED_NO_ANSWERS })
      const { inserted, answer } = added
      if (!inserted && !sameAnswer(answer, submission)) return yield* new AnswerAlreadyRecorded({ message: ALREADY_ANSWERED })
      return feedbackOf(entry.question, answer)
    })
  }
})
