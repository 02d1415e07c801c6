/** The user's data export (issue #17) built from what the store holds: a pure mapping, so the document has one shape. */
import type { AccountExport } from "../contract/export.ts"
import type { SpeechTiming } from "../contract/interview.ts"
import type { UserProfile } from "../contract/user.ts"
import { overallScore } from "../coach/feedback/overall-score.ts"
import { closedQuestions } from "../interviews/asked.ts"
import type { AskedQuestion, InterviewSummary } from "../ports/Interviews.ts"

const iso = (ms: number) => new Date(ms).toISOString()
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms))

export const accountExport = (
  profile: UserProfile,
  stored: { readonly interviews: ReadonlyArray<InterviewSummary>; readonly asked: ReadonlyArray<AskedQuestion>; readonly strikes: ReadonlyMap<number, number> },
  now: number
): AccountExport => {
  const byInterview = new Map<number, Array<AskedQuestion>>()
  for (const a of stored.asked) byInterview.set(a.question.interviewId, [...(byInterview.get(a.question.interviewId) ?? []), a])
  return {
    exportedAt: iso(now),
    profile,
    interviews: stored.interviews.map((i) => {
      const asked = byInterview.get(i.id) ?? []
      return {
        id: i.id,
        title: i.type.displayName,
        topic: i.topic,
        status: i.status,
        difficulty: i.difficulty,
        plannedQuestions: i.plannedQuestions,
        overallScore: overallScore(closedQuestions(asked)),
        strikes: stored.strikes.get(i.id) ?? 0,
        endReason: i.endReason,
        settings: { question: i.questionValues, answer: i.answerValues },
        createdAt: iso(i.createdAt),
        scheduledAt: isoOrNull(i.scheduledAt),
        startedAt: isoOrNull(i.startedAt),
        completedAt: isoOrNull(i.completedAt),
        questions: asked.map(({ question: q, answer: a }) => ({
          position: q.position,
          question: q.text,
          topic: q.topic,
          difficulty: q.difficulty,
          kind: q.kind,
          talkingPoints: q.talkingPoints.map((p) => p.point),
          modelAnswer: q.modelAnswer,
          askedAt: iso(q.askedAt),
          answer: a === null ? null : {
            status: a.status,
            answer: a.answer,
            timing: (a.timing ?? null) as SpeechTiming | null,
            score: a.score,
            rating: a.rating,
            judgedBy: a.judgedBy,
            judgement: a.assessment,
            answeredAt: iso(a.createdAt)
          }
        }))
      }
    })
  }
}
