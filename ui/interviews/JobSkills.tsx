/**
 * The start form's step for an interview from a job description (issue #16): once a description is pasted, the
 * skills the coach finds in it, as chips the candidate may drop (and add back); the form is ready only when at least
 * one skill is kept. The kept ids go in the form's `skills` value.
 */
import { useEffect, useRef, useState } from "react"
import type { JobSkill } from "../../core/contract/job.ts"
import { findJobSkills, keptSkillsValue, NO_JOB_SKILLS } from "../../core/sdk/job-skills.ts"
import type { DynamicFormState } from "../fields/DynamicForm.tsx"
import { SpinnerGlyph, WarningIcon } from "../fields/icons.tsx"

type Found =
  | { readonly phase: "idle" }
  | { readonly phase: "finding"; readonly description: string }
  | { readonly phase: "found"; readonly description: string; readonly skills: ReadonlyArray<JobSkill> }
  | { readonly phase: "failed"; readonly description: string; readonly message: string }

export interface JobSkillsState {
  /** The form is a job-description form: it has a description and a `skills` field. */
  readonly active: boolean
  readonly found: Found
  readonly dropped: ReadonlySet<string>
  /** Why the form cannot start yet, or null when it can. */
  readonly problem: string | null
  readonly find: () => void
  readonly toggle: (id: string) => void
}

/** How long typing must pause before the description is read. */
const PAUSE_MS = 600
export const KEEP_ONE_SKILL = "Keep at least one skill to practise, or pick a topic instead."

export const useJobSkills = (form: DynamicFormState): JobSkillsState => {
  const active = form.fields.some((f) => f.key === "skills") && form.fields.some((f) => f.key === "jobDescription")
  const description = typeof form.values.jobDescription === "string" ? form.values.jobDescription : ""
  const [found, setFound] = useState<Found>({ phase: "idle" })
  const [dropped, setDropped] = useState<ReadonlySet<string>>(() => new Set())
  const latest = useRef(description)
  latest.current = description
  const { setValue } = form

  const find = () => {
    const text = latest.current
    if (text.trim() === "") return
    setFound({ phase: "finding", description: text })
    void findJobSkills(text).then((outcome) => {
      // An answer for a description since edited is dropped: the newer one is being read.
      if (latest.current !== text) return
      if (!outcome.ok) return setFound({ phase: "failed", description: text, message: outcome.message })
      setFound({ phase: "found", description: text, skills: outcome.skills })
      setDropped(new Set())
      setValue("skills", keptSkillsValue(outcome.skills, new Set()))
    })
  }

  useEffect(() => {
    if (!active) return
    setFound((f) => (f.phase !== "idle" && f.description !== description ? { phase: "idle" } : f))
    if (description.trim() === "" || description.length > 3000) return
    const timer = setTimeout(find, PAUSE_MS)
    return () => clearTimeout(timer)
  }, [active, description])

  const toggle = (id: string) => {
    if (found.phase !== "found") return
    const next = new Set(dropped)
    if (next.has(id)) next.delete(id)
    else next.add(id)
    setDropped(next)
    setValue("skills", keptSkillsValue(found.skills, next))
  }

  const current = found.phase !== "idle" && found.description === description ? found : null
  const problem = !active
    ? null
    : current === null || current.phase === "finding"
    ? "Finding the skills in the job description…"
    : current.phase === "failed"
    ? current.message
    : current.skills.length === 0
    ? NO_JOB_SKILLS
    : current.skills.every((s) => dropped.has(s.id))
    ? KEEP_ONE_SKILL
    : null
  return { active, found, dropped, problem, find, toggle }
}

const CloseGlyph = () => (
  <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false" className="h-3.5 w-3.5">
    <path d="M6.3 5.3a1 1 0 0 0-1.4 1.4L8.6 10l-3.7 3.3a1 1 0 1 0 1.4 1.4L10 11.4l3.3 3.3a1 1 0 0 0 1.4-1.4L11.4 10l3.3-3.3a1 1 0 0 0-1.4-1.4L10 8.6 6.3 5.3Z" />
  </svg>
)

const PlusGlyph = () => (
  <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false" className="h-3.5 w-3.5">
    <path d="M10 4a1 1 0 0 1 1 1v4h4a1 1 0 1 1 0 2h-4v4a1 1 0 1 1-2 0v-4H5a1 1 0 1 1 0-2h4V5a1 1 0 0 1 1-1Z" />
  </svg>
)

/** The words that named a skill, when they say more than its name. */
const foundAs = (skill: JobSkill) => {
  const name = skill.name.toLowerCase()
  const other = skill.matched.filter((m) => !name.includes(m.toLowerCase()))
  return other.length === 0 ? null : other.join(", ")
}

const SkillChip = ({ skill, kept, onToggle }: { skill: JobSkill; kept: boolean; onToggle: () => void }) => {
  const also = foundAs(skill)
  return (
    <li
      className={`flex items-center gap-1.5 rounded-full py-1 pl-3 pr-1 text-sm ring-1 ring-inset ${
        kept
          ? skill.kind === "behavioural" ? "bg-amber-50 text-amber-900 ring-amber-200" : "bg-brand-50 text-brand-900 ring-brand-200"
          : "bg-white text-ink-muted ring-slate-200"
      }`}
    >
      <span className={kept ? "font-medium" : "line-through"}>{skill.name}</span>
      {also === null ? null : <span className="text-xs opacity-80">({also})</span>}
      <button
        type="button"
        onClick={onToggle}
        aria-label={kept ? `Drop ${skill.name}` : `Keep ${skill.name}`}
        className="ml-0.5 inline-flex h-6 w-6 items-center justify-center rounded-full hover:bg-black/10"
      >
        {kept ? <CloseGlyph /> : <PlusGlyph />}
      </button>
    </li>
  )
}

/** The skills found, their chips and what stops the start, under the job description. */
export const JobSkillsPicker = ({ job }: { job: JobSkillsState }) => {
  const found = job.found
  const skills = found.phase === "found" ? found.skills : []
  const kept = skills.filter((s) => !job.dropped.has(s.id)).length
  return (
    <section aria-labelledby="job-skills-title" className="rounded-xl bg-slate-50 p-4 ring-1 ring-inset ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="job-skills-title" className="text-sm font-semibold text-ink">
          Skills found in the job description
        </h3>
        <button type="button" className="btn-secondary px-3 py-1.5" onClick={job.find} disabled={found.phase === "finding"} aria-busy={found.phase === "finding"}>
          {found.phase === "finding" ? <SpinnerGlyph /> : null}
          {found.phase === "finding" ? "Finding skills…" : "Find skills"}
        </button>
      </div>
      <div aria-live="polite" className="mt-3">
        {found.phase === "idle" ? (
          <p className="text-sm text-ink-soft">Paste the job description above; the skills it names show here, and you can drop any you don't want to practise.</p>
        ) : found.phase === "finding" ? (
          <p className="text-sm text-ink-soft">Reading the job description…</p>
        ) : found.phase === "failed" ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {found.message}
          </p>
        ) : skills.length === 0 ? (
          <p className="flex items-start gap-2 text-sm text-amber-900">
            <WarningIcon className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" />
            {NO_JOB_SKILLS}
          </p>
        ) : (
          <>
            <p className="text-sm text-ink-soft">
              {kept} of {skills.length} skill{skills.length === 1 ? "" : "s"} kept. The questions cover them in proportion to how often the job names them,
              with behavioural questions among them.
            </p>
            <ul aria-label="Skills found" className="mt-3 flex flex-wrap gap-2">
              {skills.map((skill) => (
                <SkillChip key={skill.id} skill={skill} kept={!job.dropped.has(skill.id)} onToggle={() => job.toggle(skill.id)} />
              ))}
            </ul>
            {kept === 0 ? (
              <p role="alert" className="mt-3 text-sm font-medium text-red-700">
                {KEEP_ONE_SKILL}
              </p>
            ) : null}
          </>
        )}
      </div>
    </section>
  )
}
