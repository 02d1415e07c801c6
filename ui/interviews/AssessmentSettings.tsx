/**
 * The start form built from an interview type's metadata (spec §2 "Start new assessment"): its question and
 * answer field lists as two dynamic forms, valid only when both are; and what a failed start shows besides its
 * toast (the quota's 402 links to /pricing).
 */
import { Link } from "wouter"
import type { FieldDefinition } from "../../core/contract/fields.ts"
import type { InterviewMeta } from "../../core/contract/interview.ts"
import type { Loaded, StartOutcome } from "../../core/sdk/interviews.ts"
import { toast } from "../../core/sdk/toasts.ts"
import { Spinner } from "../components/Spinner.tsx"
import { DynamicFields, type DynamicFormState, submittedValues, useDynamicForm } from "../fields/DynamicForm.tsx"
import { WarningIcon } from "../fields/icons.tsx"
import { JobSkillsPicker, type JobSkillsState, useJobSkills } from "./JobSkills.tsx"

const NONE: ReadonlyArray<FieldDefinition> = []

const NO_FORM_FIELDS = "No form fields available. Please check the API response."

export interface AssessmentForms {
  readonly question: DynamicFormState
  readonly answer: DynamicFormState
  /** An interview from a job description: the skills found and kept (issue #16). */
  readonly job: JobSkillsState
  readonly valid: boolean
  readonly empty: boolean
  /** The start request's two maps by field key (spec §3 "Started interview"). */
  readonly values: () => { questionProperties: Record<string, unknown>; answerProperties: Record<string, unknown> }
  readonly touchAll: () => void
}

export const useAssessmentForms = (meta: InterviewMeta | null): AssessmentForms => {
  const question = useDynamicForm(meta?.questionProperties ?? NONE)
  const answer = useDynamicForm(meta?.answerProperties ?? NONE)
  const job = useJobSkills(question)
  return {
    question,
    answer,
    job,
    valid: question.valid && answer.valid && job.problem === null,
    empty: question.fields.length === 0 && answer.fields.length === 0,
    values: () => ({
      questionProperties: submittedValues(question.fields, question.values),
      answerProperties: submittedValues(answer.fields, answer.values)
    }),
    touchAll: () => {
      question.touchAll()
      answer.touchAll()
    }
  }
}

const AssessmentFields = ({ forms, idPrefix }: { forms: AssessmentForms; idPrefix: string }) => {
  if (forms.empty) return <p className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-inset ring-amber-200">{NO_FORM_FIELDS}</p>
  return (
    <div className="space-y-5">
      {forms.question.fields.length === 0 ? null : forms.job.active ? <JobFields forms={forms} idPrefix={idPrefix} /> : (
        <DynamicFields form={forms.question} idPrefix={`${idPrefix}-question`} />
      )}
      {forms.question.fields.length === 0 || forms.answer.fields.length === 0 ? null : <hr className="border-slate-200" />}
      {forms.answer.fields.length === 0 ? null : <DynamicFields form={forms.answer} idPrefix={`${idPrefix}-answer`} />}
    </div>
  )
}

/** A job-description form: the description, the skills found in it as chips, then the other settings. */
const JobFields = ({ forms, idPrefix }: { forms: AssessmentForms; idPrefix: string }) => {
  const fields = forms.question.fields
  const at = fields.findIndex((f) => f.key === "jobDescription") + 1
  const part = (list: typeof fields) => ({ ...forms.question, fields: list.filter((f) => f.key !== "skills") })
  return (
    <div className="space-y-5">
      <DynamicFields form={part(fields.slice(0, at))} idPrefix={`${idPrefix}-question`} />
      <JobSkillsPicker job={forms.job} />
      <DynamicFields form={part(fields.slice(at))} idPrefix={`${idPrefix}-question`} />
    </div>
  )
}

/** The type's settings once its metadata is loaded: a spinner before, the failure in red if it did not load. */
export const LoadedAssessmentFields = (
  { meta, forms, idPrefix }: { meta: Loaded<InterviewMeta> | null; forms: AssessmentForms; idPrefix: string }
) =>
  meta === null ? <Spinner label="Loading the assessment settings…" /> : !meta.ok ? (
    <p role="alert" className="text-sm font-medium text-red-700">
      {meta.message}
    </p>
  ) : <AssessmentFields forms={forms} idPrefix={idPrefix} />

type Failure = Extract<StartOutcome, { ok: false }>

/** Spec §8: the start failure's toast. */
export const showStartFailure = (failure: Failure): void => {
  toast({ title: failure.title, variant: "error", ...(failure.description === undefined ? {} : { description: failure.description }) })
}

/** The free plan's limit, said where the button is, with the way to more. */
export const UpgradeNotice = ({ failure }: { failure: Failure | null }) =>
  failure === null || !failure.upgrade ? null : (
    <div role="alert" className="mt-5 flex items-start gap-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-inset ring-amber-200">
      <WarningIcon className="mt-0.5 h-5 w-5 shrink-0 text-amber-600" />
      <p>
        {failure.description}{" "}
        <Link href="/pricing" className="font-semibold underline underline-offset-2">
          See plans and how to upgrade
        </Link>
      </p>
    </div>
  )
