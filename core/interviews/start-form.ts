/** Reading and checking a start form's values against the type's field definitions (core/forms rules). */
import type { FieldDefinition } from "../contract/fields.ts"
import type { FormValues } from "../contract/interview.ts"
import { defaultValues } from "../forms/fields.ts"
import { validateForm } from "../forms/validate.ts"
import { QUESTION_COUNT } from "./catalog.ts"

export interface InterviewPlan {
  readonly difficulty: "easy" | "medium" | "hard" | "mixed"
  readonly questionCount: number
  readonly experience: string | undefined
  readonly jobDescription: string | undefined
  readonly targetRole: string | undefined
}

/** The first problem with a form, naming its field (`questionProperties.difficulty: …`), or null. */
export const formProblem = (
  where: "questionProperties" | "answerProperties",
  fields: ReadonlyArray<FieldDefinition>,
  values: FormValues
): string | null => {
  const known = new Set(fields.map((f) => f.key))
  const unknown = Object.keys(values).find((k) => !known.has(k))
  if (unknown !== undefined) return `${where}.${unknown} is not a field of this interview type`
  const errors = validateForm(fields, { ...defaultValues(fields), ...values })
  const [key, message] = Object.entries(errors)[0] ?? []
  return key === undefined ? null : `${where}.${key}: ${message}`
}

const text = (v: unknown): string | undefined => (typeof v === "string" && v.trim() !== "" ? v.trim() : undefined)

/** The plan the server follows, from values already checked by `formProblem`. */
export const planOf = (fields: ReadonlyArray<FieldDefinition>, values: FormValues): InterviewPlan => {
  const all = { ...defaultValues(fields), ...values }
  const difficulty = ["easy", "medium", "hard", "mixed"].includes(String(all.difficulty))
    ? (String(all.difficulty) as InterviewPlan["difficulty"])
    : "mixed"
  const count = Number(all.questionCount)
  return {
    difficulty,
    questionCount: Number.isInteger(count) ? Math.min(QUESTION_COUNT.max, Math.max(QUESTION_COUNT.min, count)) : QUESTION_COUNT.default,
    experience: text(all.experience),
    jobDescription: [text(all.targetRole), text(all.jobDescription)].filter(Boolean).join("\n") || undefined,
    targetRole: text(all.targetRole)
  }
}

/** Whether the interviewer may follow up (issue #16): on unless the start form turned it off. */
export const followUpsOn = (values: FormValues): boolean => values.followUps !== false && values.followUps !== "false"
