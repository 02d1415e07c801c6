/**
 * The questiondrawer field (spec §3, §2 "Report"): a question that expands to show the answer and the detailed
 * analysis. The analysis is fetched on the first opening; for a free user it is the premium message with a link
 * to /pricing (spec §6). The button is a disclosure: aria-expanded, and the panel it controls.
 */
import { type ReactNode, useContext, useState } from "react"
import { Link } from "wouter"
import type { FieldDefinition } from "../../core/contract/fields.ts"
import { decodeFields, labelOf } from "../../core/forms/fields.ts"
import { Spinner } from "../components/Spinner.tsx"
import { AnalysisContext, type AnalysisResult } from "./analysis.ts"
import { textOf } from "./Display.tsx"
import { FeedbackLines } from "./FeedbackLines.tsx"
import { ChevronDownIcon, LockIcon } from "./icons.tsx"
import { NestedFieldRenderer } from "./nested.ts"
import { Stars } from "./Rating.tsx"
import { ScoreGauge } from "./Score.tsx"
import type { FieldProps } from "./types.ts"

type AnalysisState = { readonly phase: "idle" | "loading" } | { readonly phase: "done"; readonly result: AnalysisResult }

const StatusChip = ({ status }: { status: string }) => {
  const skipped = status.toUpperCase() === "SKIPPED"
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
        skipped ? "bg-slate-100 text-ink-soft ring-slate-300" : "bg-emerald-50 text-emerald-800 ring-emerald-200"
      }`}
    >
      {skipped ? "Skipped" : "Answered"}
    </span>
  )
}

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="mt-5 first:mt-0">
    <h4 className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{title}</h4>
    <div className="mt-2">{children}</div>
  </section>
)

const AnalysisView = ({ state, id }: { state: AnalysisState; id: string }) => {
  if (state.phase !== "done") return <Spinner label="Loading the detailed analysis…" />
  const { result } = state
  if (!result.ok) {
    return result.premium ? (
      <div className="flex items-start gap-3 rounded-xl bg-brand-50 p-4 text-sm text-brand-900 ring-1 ring-inset ring-brand-200">
        <LockIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
        <p>
          {result.message}{" "}
          <Link href="/pricing" className="ui-link">
            See how to upgrade
          </Link>
        </p>
      </div>
    ) : (
      <p className="text-sm font-medium text-red-700">{result.message}</p>
    )
  }
  if (result.fields.length === 0) return <p className="text-sm text-ink-muted">No detailed analysis for this answer.</p>
  return <AnalysisFields fields={result.fields} id={id} />
}

const AnalysisFields = ({ fields, id }: { fields: ReadonlyArray<FieldDefinition>; id: string }) => {
  const Renderer = useContext(NestedFieldRenderer)
  if (Renderer === null) throw new Error("A question drawer is drawn by FieldRenderer, which draws the fields inside it.")
  return (
    <div className="space-y-4">
      {fields.map((f) => (
        <Renderer key={f.key} field={f} id={`${id}-${f.key}`} value={f.properties?.value} readOnly />
      ))}
    </div>
  )
}

export const QuestionDrawerField = ({ field, id, feedback }: FieldProps) => {
  const load = useContext(AnalysisContext)
  const [open, setOpen] = useState(false)
  const [analysis, setAnalysis] = useState<AnalysisState>({ phase: "idle" })
  const p = field.properties
  const question = textOf(p?.content)
  const answer = textOf(p?.answer)
  const status = typeof p?.value === "string" ? p.value : ""
  const questionId = p?.questionId ?? field.id
  // The field may carry the analysis itself (a premium viewer's report); then nothing is fetched.
  const carried = p?.analysis === undefined ? null : decodeFields(p.analysis)
  const panelId = `${id}-panel`

  const toggle = () => {
    const next = !open
    setOpen(next)
    if (next && carried === null && load !== null && questionId !== undefined && analysis.phase === "idle") {
      setAnalysis({ phase: "loading" })
      void load(questionId).then((result) => setAnalysis({ phase: "done", result }))
    }
  }

  return (
    <div>
      <div className="flex items-start gap-4">
        {feedback?.score === undefined ? null : <ScoreGauge value={feedback.score} label={`${labelOf(field)} score`} size="sm" />}
        <div className="min-w-0 flex-1">
          <h3>
            <button
              id={id}
              type="button"
              aria-expanded={open}
              aria-controls={panelId}
              className="group flex w-full items-start gap-3 rounded-lg text-left"
              onClick={toggle}
            >
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="text-xs font-semibold uppercase tracking-wide text-brand-700">{labelOf(field)}</span>
                  {status === "" ? null : <StatusChip status={status} />}
                </span>
                <span className="mt-1 block font-medium leading-snug text-ink">{question}</span>
              </span>
              <span
                className="mt-0.5 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg text-ink-soft ring-1 ring-inset ring-slate-200 group-hover:bg-slate-50"
                aria-hidden="true"
              >
                <ChevronDownIcon className={`h-4 w-4 motion-safe:transition-transform ${open ? "rotate-180" : ""}`} />
              </span>
            </button>
          </h3>
          {feedback?.rating === undefined ? null : (
            <div className="mt-1.5">
              <Stars value={feedback.rating} label={`${labelOf(field)} rating`} size="sm" />
            </div>
          )}
        </div>
      </div>
      <div id={panelId} hidden={!open} className="mt-4 border-t border-slate-100 pt-4">
        <Section title="Your answer">
          {answer.trim() === "" ? (
            <p className="text-sm italic text-ink-muted">{status.toUpperCase() === "SKIPPED" ? "You skipped this question." : "No answer recorded."}</p>
          ) : (
            <p className="whitespace-pre-wrap text-[0.95rem] leading-relaxed text-ink">{answer}</p>
          )}
        </Section>
        {feedback?.lines === undefined || feedback.lines.length === 0 ? null : (
          <div className="mt-5">
            <FeedbackLines lines={feedback.lines} />
          </div>
        )}
        <Section title="Detailed analysis">
          {carried !== null ? (
            <AnalysisFields fields={carried} id={`${id}-analysis`} />
          ) : load === null ? (
            <p className="text-sm text-ink-muted">No detailed analysis is available here.</p>
          ) : (
            <AnalysisView state={analysis} id={`${id}-analysis`} />
          )}
        </Section>
      </div>
    </div>
  )
}
