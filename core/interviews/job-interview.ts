/**
 * An interview from a job description (issue #16) on the server: at start, the skills the description names (the
 * kept ones only, checked against what the reader finds) become a plan of bank questions, each with its reason,
 * stored with the interview; each question is then asked from the plan, in order.
 */
import { bankQuestions } from "../coach/bank/index.ts"
import type { BankQuestion } from "../coach/bank/types.ts"
import { planJobInterview } from "../coach/selection/job-plan.ts"
import { readJobSkills } from "../coach/selection/job-skills.ts"
import type { FormValues } from "../contract/interview.ts"
import { type JobSkills, NO_JOB_SKILLS } from "../contract/job.ts"
import type { InterviewRecord, NewQuestion } from "../ports/Interviews.ts"
import { JOB_DESCRIPTION_TOPIC } from "./catalog.ts"
import { newQuestion } from "./records.ts"
import type { InterviewPlan } from "./start-form.ts"

/** Where the plan lives in the interview's stored start values. */
export const JOB_PLAN_KEY = "jobPlan"

export interface JobStep {
  readonly ref: string
  readonly reason: string
}

let byId: ReadonlyMap<string, BankQuestion> | undefined
const bankQuestion = (ref: string) => (byId ??= new Map(bankQuestions.map((q) => [q.id, q] as const))).get(ref)

/** The skill ids a start form keeps: none given keeps every skill found. */
const keptIds = (value: unknown): ReadonlyArray<string> =>
  typeof value === "string" ? value.split(",").map((s) => s.trim()).filter((s) => s !== "") : []

/** The skills a job description names, as the preview call answers them. */
export const jobSkillsOf = (description: string): JobSkills => ({ skills: readJobSkills(description) })

/** The start values with the plan added, and how many questions it has; or the problem, naming the field. */
export const planJobStart = (
  values: FormValues,
  plan: InterviewPlan,
  seed: number,
  recentlyAsked: ReadonlyArray<string>
): { readonly questionValues: FormValues; readonly plannedQuestions: number } | { readonly problem: string } => {
  const found = readJobSkills(typeof values.jobDescription === "string" ? values.jobDescription : "")
  if (found.length === 0) return { problem: NO_JOB_SKILLS }
  const wanted = keptIds(values.skills)
  const unknown = wanted.find((id) => !found.some((s) => s.id === id))
  if (unknown !== undefined) return { problem: `questionProperties.skills: "${unknown}" is not a skill found in the job description` }
  const steps = planJobInterview(bankQuestions, {
    skills: wanted.length === 0 ? found : found.filter((s) => wanted.includes(s.id)),
    questionCount: plan.questionCount,
    difficulty: plan.difficulty,
    experience: plan.experience,
    targetRole: plan.targetRole,
    seed,
    recentlyAsked
  })
  const jobPlan: Array<JobStep> = steps.map(({ ref, reason }) => ({ ref, reason }))
  return { questionValues: { ...values, [JOB_PLAN_KEY]: jobPlan }, plannedQuestions: jobPlan.length }
}

/** The plan a job-description interview was started with, or null for any other interview. */
export const jobPlanOf = (interview: InterviewRecord): ReadonlyArray<JobStep> | null => {
  const steps = interview.questionValues[JOB_PLAN_KEY]
  if (interview.topic !== JOB_DESCRIPTION_TOPIC || !Array.isArray(steps)) return null
  return steps.flatMap((s: unknown) => {
    const { ref, reason } = (typeof s === "object" && s !== null ? s : {}) as { ref?: unknown; reason?: unknown }
    return typeof ref === "string" ? [{ ref, reason: typeof reason === "string" ? reason : "" }] : []
  })
}

/** The question a plan's step asks, as the store keeps it, its reason with it; undefined if the bank lost it. */
export const jobQuestion = (interviewId: number, position: number, step: JobStep): NewQuestion | undefined => {
  const q = bankQuestion(step.ref)
  return q === undefined ? undefined : newQuestion(interviewId, position, q, "built-in", step.reason)
}
