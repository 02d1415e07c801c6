/** Reading the question payload (spec §3): the field with key 'question' holds the text and the question id. */
import type { FieldDefinition } from "../contract/fields.ts"
import type { QuestionResult } from "../ports/Api.ts"
import { NO_MORE_QUESTIONS } from "./messages.ts"

export interface LiveQuestion {
  readonly id: number | string
  readonly text: string
  /** Every field of the payload (question, progress, difficulty, topic, SQL schema…) for the renderer. */
  readonly fields: ReadonlyArray<FieldDefinition>
  /** The question's number as the server counts it (a follow-up has the number of the question it follows up). */
  readonly number?: number
  /** A follow-up question (issue #16). */
  readonly followUp?: boolean
}

export type QuestionOutcome =
  | { readonly _tag: "Question"; readonly question: LiveQuestion }
  | { readonly _tag: "NoneLeft"; readonly message: string }

/** A payload without question text is "no content" (spec §4 step 7), whatever else it holds. */
export const readQuestion = (result: QuestionResult): QuestionOutcome => {
  const field = result.fields.find((f) => f.key === "question")
  const content = field?.properties?.content
  const text = typeof content === "string" ? content.trim() : ""
  const id = field?.id ?? field?.properties?.questionId
  if (text === "" || id === undefined) {
    const message = result.message?.trim() ?? ""
    return { _tag: "NoneLeft", message: message === "" ? NO_MORE_QUESTIONS : message }
  }
  const number = field?.properties?.number
  return {
    _tag: "Question",
    question: {
      id,
      text,
      fields: result.fields,
      ...(typeof number === "number" && Number.isInteger(number) && number > 0 ? { number } : {}),
      ...(field?.properties?.followUp === true ? { followUp: true } : {})
    }
  }
}

/**
 * Where the interview stands, as its bar says it: "Follow-up to question 3" or "Question 3", from the question's own
 * number when the server sent one, else from the counter.
 */
export const questionHeading = (question: LiveQuestion | null, counter: number): string => {
  const number = question?.number ?? counter
  return question?.followUp === true ? `Follow-up to question ${number}` : `Question ${number}`
}
