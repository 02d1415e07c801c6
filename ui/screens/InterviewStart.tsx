/**
 * Schedule or start an interview (/interview/start, PRODUCT.md): pick a type, set it up with the type's own form,
 * then start now (→ /interview/{id}) or schedule it for a date and time, and take the calendar file with you.
 */
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react"
import { Link, useLocation, useSearch } from "wouter"
import type { InterviewMeta, InterviewType } from "../../core/contract/interview.ts"
import { formatCardDate } from "../../core/sdk/interview-cards.ts"
import {
  type Loaded,
  loadInterviewMeta,
  loadInterviewTypes,
  parseTemplateId,
  scheduleInterview,
  startInterview,
  type StartOutcome
} from "../../core/sdk/interviews.ts"
import { DashboardSubpage } from "../components/DashboardSubpage.tsx"
import { CheckCircleIcon } from "../components/Icons.tsx"
import { Spinner } from "../components/Spinner.tsx"
import { useDocumentTitle } from "../components/useDocumentTitle.ts"
import { controlClass, labelClass } from "../fields/FieldShell.tsx"
import { SpinnerGlyph } from "../fields/icons.tsx"
import { LoadedAssessmentFields, showStartFailure, UpgradeNotice, useAssessmentForms } from "../interviews/AssessmentSettings.tsx"
import { CalendarLink, type ScheduledInterview } from "../interviews/calendar-link.tsx"
import { initialWhen, localDate, scheduledMoment, type WhenValue, WhenPicker } from "../interviews/WhenPicker.tsx"
import { useSignedOutRedirect } from "../sdk.ts"

type Failure = Extract<StartOutcome, { ok: false }>

/** The types by their Category, in the order the server lists them. */
const byCategory = (types: ReadonlyArray<InterviewType>) => {
  const groups = new Map<string, Array<InterviewType>>()
  for (const t of types) groups.set(t.Category.name, [...(groups.get(t.Category.name) ?? []), t])
  return [...groups.entries()]
}

const Scheduled = ({ interview, onAgain }: { interview: ScheduledInterview; onAgain: () => void }) => {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const at = new Date(interview.scheduledAt)
  const time = at.toLocaleTimeString([], { hour: "numeric", minute: "2-digit" })
  return (
    <section className="card mt-8 p-6 text-center sm:p-8" aria-labelledby="scheduled-title">
      <CheckCircleIcon className="mx-auto h-12 w-12 text-emerald-600" />
      <h2 id="scheduled-title" ref={heading} tabIndex={-1} className="mt-4 font-display text-2xl font-semibold text-ink">
        Interview scheduled
      </h2>
      <p className="mt-2 text-ink-soft">
        {interview.title} on <time dateTime={interview.scheduledAt}>{formatCardDate(interview.scheduledAt)} at {time}</time>. It waits
        for you in the Scheduled tab of your dashboard.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <CalendarLink interview={interview} className="btn-primary" />
        <Link href="/dashboard" className="btn-secondary">
          Go to Dashboard
        </Link>
        <button type="button" className="btn-ghost" onClick={onAgain}>
          Schedule another
        </button>
      </div>
    </section>
  )
}

export default function InterviewStartScreen() {
  useDocumentTitle("Schedule or start an interview")
  useSignedOutRedirect()
  const [, navigate] = useLocation()
  const search = useSearch()
  const [types, setTypes] = useState<Loaded<ReadonlyArray<InterviewType>> | null>(null)
  const [typeId, setTypeId] = useState<number | null>(() => parseTemplateId(new URLSearchParams(search).get("type") ?? undefined))
  const [meta, setMeta] = useState<Loaded<InterviewMeta> | null>(null)
  const [when, setWhen] = useState<WhenValue>(() => initialWhen(new Date()))
  const [whenTouched, setWhenTouched] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<Failure | null>(null)
  const [scheduled, setScheduled] = useState<ScheduledInterview | null>(null)
  const [attempt, setAttempt] = useState(0)
  const forms = useAssessmentForms(meta?.ok === true ? meta.value : null)

  useEffect(() => {
    let live = true
    setTypes(null)
    void loadInterviewTypes().then((result) => {
      if (live) setTypes(result)
    })
    return () => {
      live = false
    }
  }, [attempt])

  useEffect(() => {
    setMeta(null)
    setFailure(null)
    if (typeId === null) return
    let live = true
    void loadInterviewMeta(typeId).then((result) => {
      if (live) setMeta(result)
    })
    return () => {
      live = false
    }
  }, [typeId])

  const chosen = types?.ok === true ? types.value.find((t) => t.id === typeId) ?? null : null
  const moment = when.when === "later" ? scheduledMoment(when, new Date()) : null
  const momentProblem = moment !== null && "problem" in moment ? moment.problem : null
  const ready = chosen !== null && meta?.ok === true && forms.valid && momentProblem === null
  const groups = useMemo(() => (types?.ok === true ? byCategory(types.value) : []), [types])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (!ready || chosen === null) {
      forms.touchAll()
      setWhenTouched(true)
      return
    }
    setBusy(true)
    setFailure(null)
    const { questionProperties, answerProperties } = forms.values()
    if (moment !== null && "iso" in moment) {
      const outcome = await scheduleInterview(chosen.id, questionProperties, answerProperties, moment.iso)
      setBusy(false)
      if (!outcome.ok) {
        setFailure(outcome)
        return showStartFailure(outcome)
      }
      const count = questionProperties["questionCount"]
      setScheduled({
        id: outcome.id,
        title: chosen.displayName,
        description: chosen.description,
        scheduledAt: moment.iso,
        questionsPlanned: typeof count === "number" ? count : null
      })
      return
    }
    const outcome = await startInterview(chosen.id, questionProperties, answerProperties)
    if (outcome.ok) return navigate(`/interview/${outcome.id}`)
    setBusy(false)
    setFailure(outcome)
    showStartFailure(outcome)
  }

  return (
    <DashboardSubpage
      eyebrow="New interview"
      title="Schedule or start an interview"
      lead="Pick a topic, set it up, and start now or put it in your calendar."
    >
      {scheduled !== null ? (
        <Scheduled
          interview={scheduled}
          onAgain={() => {
            setScheduled(null)
            setWhenTouched(false)
          }}
        />
      ) : (
        <form noValidate onSubmit={submit} className="card mt-8 space-y-8 p-6 sm:p-8" aria-label="Schedule or start an interview">
          <div>
            <label htmlFor="interview-type" className={labelClass}>
              Interview type
            </label>
            {types === null ? (
              <div className="mt-2">
                <Spinner label="Loading interview types…" />
              </div>
            ) : !types.ok ? (
              <div className="mt-2 flex flex-wrap items-center gap-3">
                <p role="alert" className="text-sm font-medium text-red-700">
                  {types.message}
                </p>
                <button type="button" className="btn-secondary px-4 py-2" onClick={() => setAttempt((n) => n + 1)}>
                  Try again
                </button>
              </div>
            ) : (
              <>
                <select
                  id="interview-type"
                  required
                  value={typeId === null ? "" : String(typeId)}
                  aria-describedby={chosen === null ? undefined : "interview-type-about"}
                  className={`mt-1.5 h-11 ${controlClass}`}
                  onChange={(event) => setTypeId(parseTemplateId(event.target.value))}
                >
                  <option value="" disabled>
                    Choose a topic…
                  </option>
                  {groups.map(([category, list]) => (
                    <optgroup key={category} label={category}>
                      {list.map((t) => (
                        <option key={t.id} value={String(t.id)}>
                          {t.displayName}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </select>
                {chosen === null ? null : (
                  <p id="interview-type-about" className="mt-1.5 text-sm text-ink-soft">
                    {chosen.description}
                  </p>
                )}
              </>
            )}
          </div>

          {typeId === null || types?.ok !== true ? null : (
            <section aria-labelledby="start-settings-title">
              <h2 id="start-settings-title" className="font-display text-lg font-semibold text-ink">
                Assessment Settings
              </h2>
              <div className="mt-4">
                <LoadedAssessmentFields meta={meta} forms={forms} idPrefix="start" />
              </div>
            </section>
          )}

          <WhenPicker
            value={when}
            today={localDate(new Date())}
            problem={whenTouched ? momentProblem : null}
            onChange={(next) => {
              if (next.date !== when.date || next.time !== when.time) setWhenTouched(true)
              setWhen(next)
            }}
          />

          <div>
            <UpgradeNotice failure={failure} />
            <button type="submit" className="btn-primary btn-lg mt-2 w-full" disabled={busy || !ready} aria-busy={busy}>
              {busy ? <SpinnerGlyph /> : null}
              {when.when === "later" ? (busy ? "Scheduling..." : "Schedule Interview") : busy ? "Starting..." : "Start Interview"}
            </button>
          </div>
        </form>
      )}
    </DashboardSubpage>
  )
}
