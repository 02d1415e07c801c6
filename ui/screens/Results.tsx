/**
 * The report card (/results/{id}, spec §2 "Report"): 'Assessment Report', 'Back to Dashboard', and one card per
 * report item: the overall score as a circular gauge, the rating, the summary lines, then each question, which
 * expands to show the answer and the detailed analysis (premium, fetched on expand). 'Print report card' prints it
 * (issue #17): the print stylesheet drops the page's chrome and lays every question out open.
 */
import { Link, useParams } from "wouter"
import type { ReportItem } from "../../core/contract/interview.ts"
import { loadAnalysis, loadReport, parseTemplateId, RESULTS_FAILED } from "../../core/sdk/interviews.ts"
import { useDocumentTitle } from "../components/useDocumentTitle.ts"
import { AnalysisContext } from "../fields/analysis.ts"
import { ReportItemCard } from "../interviews/ReportItemCard.tsx"
import { ErrorLine, Loading } from "../interviews/ScreenStates.tsx"
import { useLoaded } from "../interviews/useLoaded.ts"
import { useSignedOutRedirect } from "../sdk.ts"

const safeId = (key: string) => key.replace(/[^a-zA-Z0-9_-]/g, "_")

/**
 * The questions as the printed report card shows them (issue #17): every one open, with its score, rating and
 * feedback lines, since a drawer cannot be opened on paper. Only drawn for print; the drawers are hidden there.
 */
const PrintedQuestions = ({ items }: { items: ReadonlyArray<ReportItem> }) => (
  <ol className="mt-4 hidden space-y-4 print:block">
    {items.map((item) => {
      const fb = item.feedback_object
      const skipped = item.properties?.value === "SKIPPED"
      return (
        <li key={item.key} className="break-inside-avoid border-b border-slate-200 pb-3">
          <p className="font-semibold text-ink">
            {item.label}: {String(item.properties?.content ?? "")}
          </p>
          <p className="mt-1 text-sm text-ink-soft">
            {skipped ? "Skipped" : fb.score === undefined ? "Not assessed" : `Score ${fb.score}/100${fb.rating === undefined ? "" : `, rating ${fb.rating} of 5`}`}
          </p>
          {fb.lines === undefined || fb.lines.length === 0 ? null : (
            <ul className="mt-1 space-y-0.5 text-sm text-ink">
              {fb.lines.map((line, i) => <li key={i}>{line}</li>)}
            </ul>
          )}
        </li>
      )
    })}
  </ol>
)

export default function ResultsScreen() {
  useDocumentTitle("Assessment Report")
  useSignedOutRedirect()
  const { id } = useParams<{ id: string }>()
  const interviewId = parseTemplateId(id)
  const report = useLoaded(
    () => (interviewId === null ? Promise.resolve({ ok: false, message: RESULTS_FAILED, status: null } as const) : loadReport(interviewId)),
    interviewId
  )
  const items = report?.ok === true ? report.value : []
  const summary = items.filter((i) => i.type !== "questiondrawer")
  const questions = items.filter((i) => i.type === "questiondrawer")

  return (
    <div className="page-x py-10 sm:py-14">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="eyebrow">Report card</p>
          <h1 className="mt-2 page-title">Assessment Report</h1>
        </div>
        <div className="flex flex-wrap gap-3 print:hidden">
          {report?.ok === true && items.length > 0 ? (
            <button type="button" className="btn-ghost" onClick={() => window.print()}>
              Print report card
            </button>
          ) : null}
          <Link href="/dashboard" className="btn-secondary">
            Back to Dashboard
          </Link>
        </div>
      </header>

      {report === null ? (
        <Loading label="Loading the report…" />
      ) : !report.ok ? (
        <ErrorLine message={report.message} />
      ) : (
        <AnalysisContext.Provider value={loadAnalysis}>
          {summary.length === 0 ? null : (
            <section className="mt-8" aria-labelledby="summary-title">
              <h2 id="summary-title" className="font-display text-xl font-semibold text-ink">
                Summary
              </h2>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                {summary.map((item) => (
                  <li key={item.key} className={item.type === "score" || item.type === "rating" ? "" : "sm:col-span-1"}>
                    <ReportItemCard item={item} id={`report-${safeId(item.key)}`} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          {questions.length === 0 ? null : (
            <section className="mt-10" aria-labelledby="questions-title">
              <h2 id="questions-title" className="font-display text-xl font-semibold text-ink">
                Questions
              </h2>
              <p className="mt-1 text-sm text-ink-soft print:hidden">Open a question to read your answer and its detailed analysis.</p>
              <PrintedQuestions items={questions} />
              <ul className="mt-4 space-y-4 print:hidden">
                {questions.map((item) => (
                  <li key={item.key}>
                    <ReportItemCard item={item} id={`report-${safeId(item.key)}`} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          {items.length === 0 ? <p className="py-12 text-center text-ink-soft">This report has nothing in it yet.</p> : null}
          <nav className="mt-10 flex flex-wrap gap-3 print:hidden" aria-label="More about this interview">
            <Link href={`/assessment-answers/${interviewId}`} className="btn-secondary">
              View Answers
            </Link>
            <Link href={`/interview/details/${interviewId}`} className="btn-ghost">
              Interview details
            </Link>
          </nav>
        </AnalysisContext.Provider>
      )}
    </div>
  )
}
