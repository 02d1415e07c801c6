/** Reading an interview back: the dashboard's lists, the report card, the answers, the details and the premium analysis. */
import { Effect, Option } from "effect"
import type { SignedInUser } from "../contract/Authorization.ts"
import { NotFound, PaymentRequired } from "../contract/errors.ts"
import type { FieldDefinition } from "../contract/fields.ts"
import type { InterviewStatus, ReportItem, UserInterview } from "../contract/interview.ts"
import { analysisFields, reportCardFields } from "../coach/feedback/fields.ts"
import { answeredAndSkipped, type ClosedQuestion, overallScore } from "../coach/feedback/overall-score.ts"
import { reportCard } from "../coach/feedback/report-card.ts"
import { Coach } from "../ports/Coach.ts"
import { Interviews, type InterviewSummary } from "../ports/Interviews.ts"
import { closedQuestions, isFollowUp, numberOf } from "./asked.ts"
import { answerItem, reportQuestionItem } from "./payloads.ts"
import { kindOf, owned, topicName } from "./records.ts"

export const PREMIUM_MESSAGE = "Premium feature. Please upgrade to access detailed analysis."

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

const toListItem = (i: InterviewSummary, closed: ReadonlyArray<ClosedQuestion>): UserInterview => ({
  userInterviewId: i.id,
  id: i.id,
  interviewObjectId: i.typeId,
  interviewDisplayName: i.type.displayName,
  title: i.type.displayName,
  interviewDescription: i.type.description,
  description: i.type.description,
  topic: i.topic,
  status: i.status,
  createdAt: new Date(i.createdAt).toISOString(),
  scheduledAt: iso(i.scheduledAt),
  completedAt: iso(i.completedAt),
  isActive: i.status !== "COMPLETED",
  questionsAnswered: answeredAndSkipped(closed).answered,
  questionsSkipped: answeredAndSkipped(closed).skipped,
  questionsPlanned: i.plannedQuestions,
  score: overallScore(closed)
})

/** The `Interviewer` methods that read interviews back. */
export const readingBack = Effect.gen(function*() {
  const store = yield* Interviews
  const coach = yield* Coach

  return {
    byStatus: Effect.fn("Interviewer.byStatus")(function*(user: SignedInUser, status: InterviewStatus) {
      const list = yield* store.list(user.id, status)
      return yield* Effect.forEach(list, (i) => Effect.map(store.asked(i.id), (asked) => toListItem(i, closedQuestions(asked))))
    }),

    report: Effect.fn("Interviewer.report")(function*(user: SignedInUser, id: number) {
      const interview = yield* owned(store, user, id)
      const asked = yield* store.asked(id)
      const answered = asked.filter((a) => a.answer !== null)
      const card = reportCard({
        questions: answered.map(({ question, answer }) => ({
          questionId: String(question.id),
          text: question.text,
          topic: question.topic,
          tags: Array.isArray(question.extra.tags) ? (question.extra.tags as Array<string>) : [],
          status: answer!.status === "SKIPPED" ? "skipped" : "answered",
          score: answer!.score,
          rating: answer!.rating,
          followUp: isFollowUp(question)
        })),
        strikes: yield* store.strikes(id),
        endReason: interview.endReason ?? "ended-early"
      })
      const summary: Array<ReportItem> = reportCardFields(card).map((f) => ({
        ...f,
        feedback_object: f.type === "score" && card.overallScore !== null
          ? { score: card.overallScore, ...(card.overallRating !== null ? { rating: card.overallRating } : {}) }
          : {}
      }))
      return [...summary, ...answered.map(({ question, answer }) => reportQuestionItem(numberOf(asked, question), question, answer!))]
    }),

    answers: Effect.fn("Interviewer.answers")(function*(user: SignedInUser, id: number) {
      yield* owned(store, user, id)
      const asked = yield* store.asked(id)
      return asked.flatMap(({ question, answer }) => (answer === null ? [] : [answerItem(numberOf(asked, question), question, answer)]))
    }),

    details: Effect.fn("Interviewer.details")(function*(user: SignedInUser, id: number) {
      const interview = yield* owned(store, user, id)
      const type = Option.getOrNull(yield* store.findType(interview.typeId))
      return {
        display_name: type?.displayName ?? topicName(interview.topic),
        description: type?.description ?? "",
        status: interview.status,
        strikes: yield* store.strikes(id),
        question_prompt_user_input_properties: type?.questionFields ?? [],
        answer_prompt_user_input_properties: type?.answerFields ?? [],
        question_user_properties: interview.questionValues,
        answer_user_properties: interview.answerValues
      }
    }),

    analysis: Effect.fn("Interviewer.analysis")(function*(user: SignedInUser, questionId: number): Effect.fn.Return<ReadonlyArray<FieldDefinition>, NotFound | PaymentRequired> {
      const found = yield* store.findQuestion(questionId, user.id)
      if (Option.isNone(found)) return yield* new NotFound({ message: "Question not found." })
      if (user.plan !== "premium") return yield* new PaymentRequired({ message: PREMIUM_MESSAGE })
      const { question, answer } = found.value
      if (answer === null || answer.status === "SKIPPED") {
        return [
          {
            key: "skipped",
            label: "Your answer",
            type: "display",
            properties: { content: answer === null ? "This question has no answer yet." : "You skipped this question.", className: "info", readOnly: true }
          },
          { key: "modelAnswer", label: "Model answer", type: "textarea", properties: { value: question.modelAnswer, readOnly: true, rows: 6 } }
        ]
      }
      const analysis = yield* coach.analyse({
        question: question.text,
        questionId: question.ref,
        topic: question.topic,
        kind: kindOf(question.kind),
        talkingPoints: question.talkingPoints,
        reference: question.modelAnswer,
        ...(typeof question.extra.exactAnswer === "string" ? { exactAnswer: question.extra.exactAnswer } : {}),
        answer: answer.answer
      }).pipe(Effect.option)
      return Option.isSome(analysis) ? analysisFields(analysis.value) : [{
        key: "notAnalysed",
        label: "Analysis",
        type: "display",
        properties: { content: "This answer could not be analysed.", className: "warning", readOnly: true }
      }]
    })
  }
})
