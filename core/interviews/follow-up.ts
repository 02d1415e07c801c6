/**
 * A follow-up after a judged answer: what the coach is asked to decide it from, and the question stored when it asks
 * one, whose one talking point is the point it draws out.
 */
import type { FollowUp, FollowUpRequest } from "../ports/Coach.ts"
import type { AnswerRecord, NewQuestion, QuestionRecord } from "../ports/Interviews.ts"
import type { StoredAssessment } from "../ports/stored.ts"

/** What the rule reads of the stored judgement (decoded at the SQL edge); none without the list of missed points. */
const judgementOf = (stored: StoredAssessment): FollowUpRequest["assessment"] =>
  stored === null || stored.missed === undefined
    ? null
    : {
      missed: stored.missed,
      flags: stored.flags ?? [],
      ...(stored.contradicted !== undefined ? { contradicted: stored.contradicted } : {}),
      ...(stored.vague !== undefined ? { vague: stored.vague } : {})
    }

/** The coach decides from the stored judgement, so a client can neither skip nor forge a follow-up. */
export const followUpRequest = (question: QuestionRecord, answer: AnswerRecord): FollowUpRequest => ({
  question: question.text,
  questionId: question.ref,
  talkingPoints: question.talkingPoints,
  reference: question.modelAnswer,
  status: answer.status,
  answer: answer.answer,
  assessment: judgementOf(answer.assessment),
  isFollowUp: false
})

/** The follow-up question stored after `parent`: its one talking point is the point it draws out. */
export const followUpQuestion = (parent: QuestionRecord, followUp: FollowUp, position: number): NewQuestion => {
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
