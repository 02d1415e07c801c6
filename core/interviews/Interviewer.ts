/** The interview lifecycle on the server: types, start and schedule, questions, answers, strikes, the report. */
import { Clock, Context, Effect, Layer, Option, Random, Schema } from "effect"
import type { SignedInUser } from "../contract/Authorization.ts"
import { AnswerAlreadyRecorded, BadRequest, InterviewEnded, NotCurrentQuestion, NotFound, PaymentRequired } from "../contract/errors.ts"
import type { FieldDefinition } from "../contract/fields.ts"
import type {
  AnswerSubmission,
  Feedback,
  InterviewDetails,
  InterviewMeta,
  InterviewStatus,
  InterviewType,
  ReportItem,
  ScheduleInterviewRequest,
  StartInterviewRequest,
  UserInterview
} from "../contract/interview.ts"
import { isTopic, TOPIC_NAMES } from "../coach/bank/topic-list.ts"
import { QUESTION_KINDS as KINDS } from "../coach/bank/types.ts"
import { analysisFields, assessmentFields, reportCardFields } from "../coach/feedback/fields.ts"
import { answeredAndSkipped, type ClosedQuestion, overallScore } from "../coach/feedback/overall-score.ts"
import { Assessment } from "../coach/schemas.ts"
import { reportCard } from "../coach/feedback/report-card.ts"
import { MAX_STRIKES } from "../live-interview/StrikePolicy.ts"
import { Coach, type FollowUp } from "../ports/Coach.ts"
import {
  type AnswerRecord,
  type InterviewRecord,
  Interviews,
  type InterviewSummary,
  type InterviewTypeRecord,
  type NewInterview,
  type NewQuestion,
  type QuestionRecord
} from "../ports/Interviews.ts"
import { closedQuestions, isFollowUp, mainQuestionsAsked, numberOf } from "./asked.ts"
import { catalog, JOB_DESCRIPTION_TOPIC, jobDescriptionType, WEAK_POINTS_TOPIC } from "./catalog.ts"
import { jobPlanOf, jobQuestion, planJobStart } from "./job-interview.ts"
import { answerItem, NO_MORE_QUESTIONS, questionFields, reportQuestionItem } from "./payloads.ts"
import { followUpsOn, formProblem, planOf } from "./start-form.ts"

export const PREMIUM_MESSAGE = "Premium feature. Please upgrade to access detailed analysis."
const RECENT_INTERVIEWS = 5
/** The free plan's 402, in words: the web app links 'Pricing page' beside it, so no raw path is printed. */
export const quotaMessage = (interviews: number) =>
  `You have used all ${interviews} interviews of the Free Plan. Premium lifts the limit: ask for it on the Pricing page.`
const ENDED_NO_ANSWERS = "This interview has ended, so it takes no more answers."
const ENDED_NO_QUESTIONS = "This interview has ended. You can read its report from the dashboard."

export class InterviewSettings extends Context.Service<InterviewSettings, {
  readonly freePlanInterviews: number
}>()("rehearse/interviews/InterviewSettings") {}

const topicName = (topic: string) => (isTopic(topic) ? TOPIC_NAMES[topic] : topic)
/** The topic a question's header names: weak-points and job-description interviews mix topics, so each question names its own. */
const headerTopic = (interview: InterviewRecord, question: QuestionRecord) =>
  topicName(interview.topic === WEAK_POINTS_TOPIC || interview.topic === JOB_DESCRIPTION_TOPIC ? question.topic : interview.topic)
/** The question refs a weak-points interview was planned with (core/progress/weak-points.ts), or null for any other. */
const plannedRefs = (interview: InterviewRecord): ReadonlyArray<string> | null => {
  const refs = interview.questionValues.weakPoints
  return interview.topic === WEAK_POINTS_TOPIC && Array.isArray(refs) ? refs.filter((r): r is string => typeof r === "string") : null
}
const notFound = () => new NotFound({ message: "Interview not found." })
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

const toType = (t: InterviewTypeRecord): InterviewType => ({
  id: t.id,
  name: t.name,
  displayName: t.displayName,
  description: t.description,
  isActive: t.isActive,
  topic: t.topic,
  Category: { name: t.category }
})

const decodeAssessment = Schema.decodeUnknownOption(Assessment)

/** The follow-up question stored after `parent`: its one talking point is the point it draws out. */
const followUpQuestion = (parent: QuestionRecord, followUp: FollowUp, position: number): NewQuestion => {
  const point = parent.talkingPoints[followUp.pointIndex]!
  return {
    interviewId: parent.interviewId,
    position,
    ref: `${parent.ref}#follow-up-${followUp.pointIndex + 1}`,
    source: followUp.writtenBy,
    topic: parent.topic,
    difficulty: parent.difficulty,
    // Judged on its one point, as a short answer: a STAR story or an exact figure belongs to the main question.
    kind: "concept",
    text: followUp.text,
    talkingPoints: [point],
    modelAnswer: point.point,
    extra: { ...(Array.isArray(parent.extra.tags) ? { tags: parent.extra.tags } : {}), followUpReason: followUp.reason },
    followUpTo: parent.position
  }
}

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

/** The difficulty asked of the coach: a fixed one, or for "mixed" a ramp from easy to hard across the interview. */
const difficultyAt = (plan: string, position: number, planned: number): "easy" | "medium" | "hard" | undefined => {
  if (plan === "easy" || plan === "medium" || plan === "hard") return plan
  const third = (position - 1) / Math.max(1, planned)
  return third < 1 / 3 ? "easy" : third < 2 / 3 ? "medium" : "hard"
}

const kindOf = (kind: string) => KINDS.find((k) => k === kind)

const sameAnswer = (a: AnswerRecord, s: AnswerSubmission) => a.status === s.status && a.answer.trim() === s.answer.trim()

export class Interviewer extends Context.Service<Interviewer, {
  readonly availableTypes: () => Effect.Effect<ReadonlyArray<InterviewType>>
  readonly byStatus: (user: SignedInUser, status: InterviewStatus) => Effect.Effect<ReadonlyArray<UserInterview>>
  readonly meta: (typeId: number) => Effect.Effect<InterviewMeta, NotFound>
  readonly start: (user: SignedInUser, request: StartInterviewRequest) => Effect.Effect<InterviewRecord, BadRequest | NotFound | PaymentRequired>
  readonly schedule: (user: SignedInUser, request: ScheduleInterviewRequest) => Effect.Effect<InterviewRecord, BadRequest | NotFound | PaymentRequired>
  readonly question: (user: SignedInUser, id: number) => Effect.Effect<{ readonly message?: string; readonly fields: ReadonlyArray<FieldDefinition> }, NotFound | InterviewEnded>
  readonly submit: (user: SignedInUser, id: number, submission: AnswerSubmission) => Effect.Effect<ReadonlyArray<Feedback>, BadRequest | NotFound | InterviewEnded | NotCurrentQuestion | AnswerAlreadyRecorded>
  readonly end: (user: SignedInUser, id: number, isTabSwitch: boolean) => Effect.Effect<InterviewRecord, NotFound>
  readonly tabSwitch: (user: SignedInUser, id: number) => Effect.Effect<{ readonly totalTabSwitches: number; readonly closed: boolean }, NotFound>
  readonly report: (user: SignedInUser, id: number) => Effect.Effect<ReadonlyArray<ReportItem>, NotFound>
  readonly answers: (user: SignedInUser, id: number) => Effect.Effect<ReadonlyArray<ReportItem>, NotFound>
  readonly details: (user: SignedInUser, id: number) => Effect.Effect<InterviewDetails, NotFound>
  readonly analysis: (user: SignedInUser, questionId: number) => Effect.Effect<ReadonlyArray<FieldDefinition>, NotFound | PaymentRequired>
}>()("rehearse/interviews/Interviewer") {
  static readonly layer = Layer.effect(
    Interviewer,
    Effect.gen(function*() {
      const store = yield* Interviews
      const coach = yield* Coach
      const settings = yield* InterviewSettings
      yield* store.seedTypes(catalog)
      yield* store.seedTypes([jobDescriptionType])

      const owned = (user: SignedInUser, id: number) =>
        Effect.flatMap(store.find(id, user.id), Option.match({ onNone: () => Effect.fail(notFound()), onSome: Effect.succeed }))

      const createInterview = Effect.fnUntraced(function*(
        user: SignedInUser,
        request: StartInterviewRequest,
        scheduledAt: number | null
      ) {
        const type = yield* Effect.flatMap(store.findType(request.interviewObjectId), Option.match({
          onNone: () => Effect.fail(new NotFound({ message: `There is no interview type with id ${request.interviewObjectId}.` })),
          onSome: Effect.succeed
        }))
        const problem = formProblem("questionProperties", type.questionFields, request.questionProperties) ??
          formProblem("answerProperties", type.answerFields, request.answerProperties)
        if (problem !== null) return yield* new BadRequest({ message: problem })
        const plan = planOf(type.questionFields, request.questionProperties)
        const now = yield* Clock.currentTimeMillis
        const seed = yield* Random.nextIntBetween(1, 2_147_483_647)
        // A job-description interview plans its questions now, from the skills its description names.
        const job = type.topic === JOB_DESCRIPTION_TOPIC
          ? planJobStart(request.questionProperties, plan, seed, yield* store.recentRefs(user.id, RECENT_INTERVIEWS))
          : null
        if (job !== null && "problem" in job) return yield* new BadRequest({ message: job.problem })
        const interview: NewInterview = {
          userId: user.id,
          typeId: type.id,
          status: scheduledAt === null ? "IN_PROGRESS" : "SCHEDULED",
          questionValues: job?.questionValues ?? request.questionProperties,
          answerValues: request.answerProperties,
          topic: type.topic,
          difficulty: plan.difficulty,
          plannedQuestions: job?.plannedQuestions ?? plan.questionCount,
          seed,
          scheduledAt
        }
        if (user.plan !== "free") return yield* store.create(interview, now)
        // Counted and created in one step by the store, so concurrent starts never pass the quota.
        const created = yield* store.createWithin(interview, settings.freePlanInterviews, now)
        if (Option.isSome(created)) return created.value
        return yield* new PaymentRequired({
          message: quotaMessage(settings.freePlanInterviews)
        })
      })

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

      const feedbackOf = (q: QuestionRecord, a: AnswerRecord): ReadonlyArray<Feedback> => {
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

      return Interviewer.of({
        availableTypes: () => Effect.map(store.listTypes(), (types) => types.map(toType)),

        byStatus: (user, status) =>
          Effect.flatMap(store.list(user.id, status), (list) =>
            Effect.forEach(list, (i) => Effect.map(store.asked(i.id), (asked) => toListItem(i, closedQuestions(asked))))),

        meta: (typeId) =>
          Effect.flatMap(store.findType(typeId), Option.match({
            onNone: () => Effect.fail(new NotFound({ message: `There is no interview type with id ${typeId}.` })),
            onSome: (t) => Effect.succeed({ questionProperties: t.questionFields, answerProperties: t.answerFields })
          })),

        start: (user, request) => createInterview(user, request, null),

        schedule: Effect.fnUntraced(function*(user, request) {
          const at = Date.parse(request.scheduledAt)
          const now = yield* Clock.currentTimeMillis
          if (Number.isNaN(at)) return yield* new BadRequest({ message: "scheduledAt must be a real date and time" })
          if (at <= now) return yield* new BadRequest({ message: "scheduledAt must be in the future" })
          return yield* createInterview(user, request, at)
        }),

        question: Effect.fnUntraced(function*(user, id) {
          const interview = yield* owned(user, id)
          if (interview.status === "COMPLETED") return yield* new InterviewEnded({ message: ENDED_NO_QUESTIONS })
          const now = yield* Clock.currentTimeMillis
          if (interview.status === "SCHEDULED") yield* store.open(id, now)
          const asked = yield* store.asked(id)
          const last = asked.at(-1)
          const shown = (q: QuestionRecord) => ({
            fields: questionFields(
              q,
              numberOf(asked.some((a) => a.question.id === q.id) ? asked : [...asked, { question: q }], q),
              interview.plannedQuestions,
              headerTopic(interview, q)
            )
          })
          if (last !== undefined && last.answer === null) return shown(last.question)
          const position = (last?.question.position ?? 0) + 1
          if (last !== undefined && last.answer !== null && !isFollowUp(last.question) && followUpsOn(interview.questionValues)) {
            // The server decides the follow-up from the stored judgement, so a client can neither skip nor forge one,
            // and a restart after the answer was stored decides the same.
            const followUp = yield* coach.followUp({
              question: last.question.text,
              questionId: last.question.ref,
              talkingPoints: last.question.talkingPoints,
              reference: last.question.modelAnswer,
              status: last.answer.status,
              answer: last.answer.answer,
              assessment: Option.getOrNull(decodeAssessment(last.answer.assessment)),
              isFollowUp: false
            })
            if (Option.isSome(followUp) && last.question.talkingPoints[followUp.value.pointIndex] !== undefined) {
              const stored = yield* store.addQuestion(followUpQuestion(last.question, followUp.value, position), now)
              if (Option.isNone(stored)) return yield* new InterviewEnded({ message: ENDED_NO_QUESTIONS })
              return shown(stored.value)
            }
          }
          const number = mainQuestionsAsked(asked) + 1
          if (number > interview.plannedQuestions) return { message: NO_MORE_QUESTIONS, fields: [] }
          const jobPlan = jobPlanOf(interview)
          if (jobPlan !== null) {
            // A job-description interview asks its plan's questions in order, each with the reason it was chosen.
            const step = jobPlan[number - 1]
            const record = step === undefined ? undefined : jobQuestion(id, position, step)
            if (record === undefined) return { message: NO_MORE_QUESTIONS, fields: [] }
            const stored = yield* store.addQuestion(record, now)
            if (Option.isNone(stored)) return yield* new InterviewEnded({ message: ENDED_NO_QUESTIONS })
            return shown(stored.value)
          }
          const planned = plannedRefs(interview)
          if (planned !== null) {
            // A weak-points interview asks again, as it was asked before, each question its plan names.
            const ref = planned[number - 1]
            const before = ref === undefined ? Option.none() : yield* store.latestQuestion(user.id, ref)
            if (Option.isNone(before)) return { message: NO_MORE_QUESTIONS, fields: [] }
            const { id: _id, askedAt: _askedAt, interviewId: _from, position: _at, ...again } = before.value
            const stored = yield* store.addQuestion({ ...again, interviewId: id, position, followUpTo: null }, now)
            if (Option.isNone(stored)) return yield* new InterviewEnded({ message: ENDED_NO_QUESTIONS })
            return shown(stored.value)
          }
          const difficulty = difficultyAt(interview.difficulty, number, interview.plannedQuestions)
          const values = interview.questionValues
          const plan = planOf([], values)
          const topic = interview.topic
          if (!isTopic(topic)) return { message: NO_MORE_QUESTIONS, fields: [] }
          const next = yield* coach.nextQuestion({
            topic,
            ...(difficulty !== undefined ? { difficulty } : {}),
            ...(plan.experience !== undefined ? { experience: plan.experience } : {}),
            ...(plan.jobDescription !== undefined ? { jobDescription: plan.jobDescription } : {}),
            askedInThisInterview: asked.filter((a) => !isFollowUp(a.question)).map((a) => a.question.ref),
            recentlyAsked: yield* store.recentRefs(user.id, RECENT_INTERVIEWS),
            seed: interview.seed + number
          }).pipe(Effect.catch((e) => Effect.logWarning(`no question for interview ${id}: ${e.message}`).pipe(Effect.as(null))))
          if (next === null || next._tag === "NoneLeft") return { message: NO_MORE_QUESTIONS, fields: [] }
          const q = next.question
          const stored = yield* store.addQuestion({
            interviewId: id,
            position,
            ref: q.id,
            source: q.id.startsWith("llm-") ? "llm" : "built-in",
            topic: q.topic,
            difficulty: q.difficulty,
            kind: q.kind,
            text: q.text,
            talkingPoints: q.talkingPoints,
            modelAnswer: q.modelAnswer,
            extra: {
              tags: q.tags,
              ...(q.exactAnswer !== undefined ? { exactAnswer: q.exactAnswer } : {}),
              ...(q.solution !== undefined ? { solution: q.solution } : {}),
              ...(q.schema !== undefined ? { schema: q.schema } : {})
            }
          }, now)
          // The interview ended while its next question was being chosen: the store refused it atomically.
          if (Option.isNone(stored)) return yield* new InterviewEnded({ message: ENDED_NO_QUESTIONS })
          return shown(stored.value)
        }),

        submit: Effect.fnUntraced(function*(user, id, submission) {
          const interview = yield* owned(user, id)
          const questionId = typeof submission.questionId === "number" ? submission.questionId : Number(submission.questionId)
          if (!Number.isInteger(questionId) || questionId <= 0) {
            return yield* new BadRequest({ message: "questionId must be the id of the current question" })
          }
          const asked = yield* store.asked(id)
          const entry = asked.find((a) => a.question.id === questionId)
          if (entry === undefined) {
            return yield* new NotCurrentQuestion({ message: "That is not the current question of this interview. Fetch the current question and answer it." })
          }
          if (entry.answer !== null) {
            if (sameAnswer(entry.answer, submission)) return feedbackOf(entry.question, entry.answer)
            return yield* new AnswerAlreadyRecorded({ message: "This question already has an answer." })
          }
          if (interview.status === "COMPLETED") return yield* new InterviewEnded({ message: ENDED_NO_ANSWERS })
          if (asked.at(-1)?.question.id !== questionId) {
            return yield* new NotCurrentQuestion({ message: "That is not the current question of this interview. Fetch the current question and answer it." })
          }
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
          if (!inserted && !sameAnswer(answer, submission)) {
            return yield* new AnswerAlreadyRecorded({ message: "This question already has an answer." })
          }
          return feedbackOf(entry.question, answer)
        }),

        end: Effect.fnUntraced(function*(user, id, isTabSwitch) {
          const interview = yield* owned(user, id)
          if (interview.status === "COMPLETED") return interview
          const asked = yield* store.asked(id)
          const answered = asked.filter((a) => a.answer !== null && !isFollowUp(a.question)).length
          const reason = isTabSwitch ? "tab-switching" : answered >= interview.plannedQuestions ? "completed" : "ended-early"
          yield* store.complete(id, reason, yield* Clock.currentTimeMillis)
          return Option.getOrElse(yield* store.find(id, user.id), () => interview)
        }),

        tabSwitch: Effect.fnUntraced(function*(user, id) {
          const interview = yield* owned(user, id)
          if (interview.status === "COMPLETED") return { totalTabSwitches: yield* store.strikes(id), closed: true }
          const now = yield* Clock.currentTimeMillis
          const total = yield* store.addStrike(id, MAX_STRIKES, now)
          if (total >= MAX_STRIKES) {
            yield* store.complete(id, "tab-switching", now)
            return { totalTabSwitches: total, closed: true }
          }
          return { totalTabSwitches: total, closed: false }
        }),

        report: Effect.fnUntraced(function*(user, id) {
          const interview = yield* owned(user, id)
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

        answers: Effect.fnUntraced(function*(user, id) {
          yield* owned(user, id)
          const asked = yield* store.asked(id)
          return asked.flatMap(({ question, answer }) => (answer === null ? [] : [answerItem(numberOf(asked, question), question, answer)]))
        }),

        details: Effect.fnUntraced(function*(user, id) {
          const interview = yield* owned(user, id)
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

        analysis: Effect.fnUntraced(function*(user, questionId) {
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
      })
    })
  )
}
