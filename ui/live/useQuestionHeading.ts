/**
 * The live interview's "Question 3" or "Follow-up to question 3": from the question on screen, and while the next one
 * loads, from the counter kept in step with the server's numbering (follow-ups and a resumed interview included).
 */
import { useRef } from "react"
import { type LiveInterviewState, questionHeading } from "../../core/sdk/live-interview.ts"

export const useQuestionHeading = (state: LiveInterviewState | null): string => {
  // How far the counter runs ahead of the server's number: follow-ups asked, or questions answered before a resume.
  const offset = useRef(0)
  if (state === null) return ""
  const question = state.question
  if (question?.number !== undefined) offset.current = state.questionNumber - question.number
  return questionHeading(question, state.questionNumber - offset.current)
}
