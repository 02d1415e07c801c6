/**
 * Reading an interview's asked questions (issue #16): which are follow-ups, each one's number as the candidate
 * sees it ("Question 3", "Follow-up to question 3"), and the closed questions the overall score reads.
 */
import type { ClosedQuestion } from "../coach/feedback/overall-score.ts"
import type { AskedQuestion, QuestionRecord } from "../ports/Interviews.ts"

export const isFollowUp = (q: { readonly followUpTo?: number | null }): boolean => q.followUpTo !== undefined && q.followUpTo !== null

/** The questions that were answered or skipped, as the overall score reads them (follow-ups weigh less). */
export const closedQuestions = (asked: ReadonlyArray<AskedQuestion>): ReadonlyArray<ClosedQuestion> =>
  asked.flatMap(({ answer, question }) =>
    answer === null
      ? []
      : [{ status: answer.status === "SKIPPED" ? "skipped" as const : "answered" as const, score: answer.score, followUp: isFollowUp(question) }]
  )

/** How many main questions were asked (follow-ups do not count against the planned number). */
export const mainQuestionsAsked = (asked: ReadonlyArray<AskedQuestion>): number => asked.filter((a) => !isFollowUp(a.question)).length

/**
 * A question's number as the candidate sees it: a main question's count among the main questions up to it; a
 * follow-up has the number of the question it follows up.
 */
export const numberOf = (asked: ReadonlyArray<{ readonly question: QuestionRecord }>, question: QuestionRecord): number => {
  const upTo = isFollowUp(question) ? question.followUpTo! : question.position
  return Math.max(1, asked.filter((a) => a.question.position <= upTo && !isFollowUp(a.question)).length)
}

/** "Question 3" or "Follow-up to question 3". */
export const questionTitle = (number: number, followUp: boolean): string =>
  followUp ? `Follow-up to question ${number}` : `Question ${number}`
