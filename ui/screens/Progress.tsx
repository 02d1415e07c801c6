/**
 * The progress page (issue #17): where the user improved and what to practise next — score trends by topic (a
 * chart, and the same numbers as a table for screen readers), the points missed most often, delivery and STAR
 * structure over time, the streak and time practised, and one click to practise the weak points.
 */
import { useStore } from "@nanostores/react"
import { useEffect, useState } from "react"
import { Link, useLocation } from "wouter"
import type { Progress } from "../../core/contract/progress.ts"
import { formatCardDate } from "../../core/sdk/interview-cards.ts"
import {
  $progress,
  days,
  formatChange,
  formatMinutes,
  formatPause,
  loadProgress,
  missedByQuestion,
  practiseWeakPoints,
  progressSeries,
  resetProgress,
  weakPointsLine
} from "../../core/sdk/progress.ts"
import type { StartOutcome } from "../../core/sdk/interviews.ts"
import { CalendarIcon } from "../components/Icons.tsx"
import { useDocumentTitle } from "../components/useDocumentTitle.ts"
import { showStartFailure, UpgradeNotice } from "../interviews/AssessmentSettings.tsx"
import { ScoreChart } from "../interviews/ScoreChart.tsx"
import { useSignedOutRedirect } from "../sdk.ts"

const date = (iso: string) => formatCardDate(iso)

const Stat = ({ label, value }: { label: string; value: string }) => (
  <div className="card px-5 py-4">
    <dt className="text-sm text-ink-soft">{label}</dt>
    <dd className="mt-1 font-display text-2xl font-semibold tabular-nums text-ink">{value}</dd>
  </div>
)

const Section = ({ id, title, note, children }: { id: string; title: string; note?: string; children: React.ReactNode }) => (
  <section className="card mt-6 p-5 sm:p-6 print:break-inside-avoid" aria-labelledby={id}>
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <h2 id={id} className="font-display text-lg font-semibold text-ink">
        {title}
      </h2>
      {note === undefined ? null : <p className="text-sm text-ink-muted">{note}</p>}
    </div>
    <div className="mt-4">{children}</div>
  </section>
)

const Quiet = ({ children }: { children: React.ReactNode }) => (
  <p className="rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-ink-soft">{children}</p>
)

const th = "px-3 py-2 text-left font-medium text-ink-soft"
const td = "px-3 py-2 tabular-nums text-ink"

const Table = ({ caption, head, rows }: { caption: string; head: ReadonlyArray<string>; rows: ReadonlyArray<ReadonlyArray<React.ReactNode>> }) => (
  <div className="overflow-x-auto">
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200">
          {head.map((h) => (
            <th key={h} scope="col" className={th}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i} className="border-b border-slate-100 last:border-0">
            {row.map((cell, j) => (
              <td key={j} className={td}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  </div>
)

const Figures = ({ progress }: { progress: Progress }) => {
  const series = progressSeries(progress)
  const one = progress.interviews === 1
  return (
    <>
      <dl className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Stat label="Interviews" value={String(progress.interviews)} />
        <Stat label="Current streak" value={days(progress.streak.current)} />
        <Stat label="Longest streak" value={days(progress.streak.longest)} />
        <Stat label="Time practised" value={formatMinutes(progress.timePractisedMinutes)} />
      </dl>

      <Section id="trend-title" title="Scores over time" note="Each interview's overall score, by topic">
        <ScoreChart series={series} titleId="trend-title" />
        {one ? <p className="mt-4 text-sm text-ink-soft">One interview so far. Practise again to see which way your scores go.</p> : null}
        <ul className="mt-4 flex flex-wrap gap-2 text-sm" aria-label="Change by topic">
          {progress.topics.map((t) => {
            const change = formatChange(t.change)
            return (
              <li key={t.topic} className="rounded-full bg-slate-100 px-3 py-1 text-ink-soft">
                <span className="font-medium text-ink">{t.name}</span>{" "}
                {change === null ? `${t.points[0]!.score}` : `${t.points[0]!.score} → ${t.points.at(-1)!.score} (${change})`}
              </li>
            )
          })}
        </ul>
      </Section>

      <Section id="missed-title" title="Points you miss most often" note="Missed, contradicted or skipped">
        {progress.missedPoints.length === 0 ? (
          <Quiet>You have not missed a talking point yet.</Quiet>
        ) : (
          <ol className="space-y-4">
            {missedByQuestion(progress.missedPoints).map((q) => (
              <li key={q.questionRef} className="rounded-xl bg-slate-50 p-4">
                <p className="text-sm text-ink-soft">
                  <span className="sr-only">Question: </span>
                  {q.question}
                </p>
                <ul className="mt-2 space-y-2">
                  {q.points.map((p) => (
                    <li key={p.point} className="flex items-start justify-between gap-4 text-sm">
                      <span className="font-medium text-ink">{p.point}</span>
                      <span className="shrink-0 rounded-full bg-white px-2.5 py-0.5 tabular-nums text-ink-soft ring-1 ring-inset ring-slate-200">
                        missed {p.missed} of {p.asked}
                      </span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </Section>

      <Section id="delivery-title" title="Delivery" note="Spoken answers only">
        {progress.delivery.length === 0 ? (
          <Quiet>Answer by speaking to see your pace, filler words and pauses here.</Quiet>
        ) : (
          <Table
            caption="Delivery of spoken answers by interview"
            head={["Interview", "Spoken answers", "Words per minute", "Fillers per minute", "Longest pause"]}
            rows={progress.delivery.map((d) => [
              date(d.at),
              d.spokenAnswers,
              d.wordsPerMinute ?? "—",
              d.fillersPerMinute === null ? "—" : d.fillersPerMinute.toFixed(1),
              formatPause(d.longestPauseMs)
            ])}
          />
        )}
      </Section>

      <Section id="star-title" title="STAR structure" note="Behavioural answers: situation, task, action, result">
        {progress.star.length === 0 ? (
          <Quiet>Take an HR interview to see how complete your STAR stories are.</Quiet>
        ) : (
          <Table
            caption="STAR completeness of behavioural answers by interview"
            head={["Interview", "Behavioural answers", "Complete", "Quantified results"]}
            rows={progress.star.map((s) => [date(s.at), s.behaviouralAnswers, `${s.completeness}%`, s.quantified])}
          />
        )}
      </Section>
    </>
  )
}

const PractiseWeakPoints = ({ progress, busy, onPractise }: { progress: Progress; busy: boolean; onPractise: () => void }) => {
  const { canPractise, text } = weakPointsLine(progress)
  return (
    <div className="flex flex-col items-start gap-2 sm:items-end print:hidden">
      <button
        type="button"
        className="btn-primary"
        onClick={onPractise}
        disabled={busy || !canPractise}
        aria-busy={busy}
        aria-describedby="weak-points-due"
      >
        Practise your weak points
      </button>
      <p id="weak-points-due" className="text-sm text-ink-soft">
        {text}
      </p>
    </div>
  )
}

const Empty = () => (
  <div className="card mt-8 flex flex-col items-center px-6 py-14 text-center">
    <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700" aria-hidden="true">
      <CalendarIcon className="h-6 w-6" />
    </span>
    <h2 className="mt-4 font-display text-lg font-semibold text-ink">Your progress starts with your first interview</h2>
    <p className="mt-2 max-w-md text-ink-soft">
      Answer a few questions and this page shows your scores over time, the points you miss most often, and what to practise next.
    </p>
    <Link href="/interview/start" className="btn-primary mt-6">
      Start an interview
    </Link>
  </div>
)

export default function ProgressScreen() {
  useDocumentTitle("Progress")
  useSignedOutRedirect()
  const state = useStore($progress)
  const [, navigate] = useLocation()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<Extract<StartOutcome, { ok: false }> | null>(null)

  useEffect(() => {
    void loadProgress({ utcOffsetMinutes: -new Date().getTimezoneOffset() })
    return resetProgress
  }, [])

  const practise = async () => {
    if (busy) return
    setBusy(true)
    setFailure(null)
    const outcome = await practiseWeakPoints()
    if (outcome.ok) return navigate(`/interview/${outcome.id}`)
    setBusy(false)
    setFailure(outcome)
    showStartFailure(outcome)
  }

  const hasHistory = state.phase === "loaded" && state.progress.interviews > 0
  return (
    <div className="page-x py-10 sm:py-14">
      <Link href="/dashboard" className="ui-link text-sm print:hidden">
        Back to Dashboard
      </Link>
      <header className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="eyebrow">Your practice</p>
          <h1 className="mt-2 page-title">Progress</h1>
          <p className="mt-2 text-ink-soft">Where you improved, and what to practise next.</p>
        </div>
        {state.phase === "loaded" && hasHistory ? <PractiseWeakPoints progress={state.progress} busy={busy} onPractise={practise} /> : null}
      </header>
      <UpgradeNotice failure={failure} />
      {state.phase === "loaded" ? (
        state.progress.interviews === 0 ? <Empty /> : <Figures progress={state.progress} />
      ) : state.phase === "failed" ? (
        <p role="alert" className="card mt-8 px-6 py-10 text-center text-ink-soft">
          {state.message}
        </p>
      ) : (
        <div className="mt-8 h-60 rounded-2xl bg-slate-100 motion-safe:animate-pulse" aria-busy="true" aria-label="Loading your progress" />
      )}
    </div>
  )
}
