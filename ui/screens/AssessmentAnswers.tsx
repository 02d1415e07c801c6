/**
 * The answers (/assessment-answers/{id}, spec §2): 'Assessment Answers', a back-to-dashboard button, a spinner,
 * an error line ('No result data found.' / 'Failed to fetch results.'), and one read-only card per answer with
 * its score and rating when present.
 */
import { Link, useLocation, useParams } from "wouter"
import { loadAnswers, parseTemplateId, RESULTS_FAILED } from "../../core/sdk/interviews.ts"
import { useDocumentTitle } from "../components/useDocumentTitle.ts"
import { ReportItemCard } from "../interviews/ReportItemCard.tsx"
import { ErrorLine, Loading } from "../interviews/ScreenStates.tsx"
import { useLoaded } from "../interviews/useLoaded.ts"
import { useSignedOutRedirect } from "../sdk.ts"

export default function AssessmentAnswersScreen() {
  useDocumentTitle("Assessment Answers")
  useSignedOutRedirect()
  const [, navigate] = useLocation()
  const { id } = useParams<{ id: string }>()
  const interviewId = parseTemplateId(id)
  const answers = useLoaded(
    () => (interviewId === null ? Promise.resolve({ ok: false, message: RESULTS_FAILED, status: null } as const) : loadAnswers(interviewId)),
    interviewId
  )

  return (
    <div className="page-x py-10 sm:py-14">
      <div className="mx-auto max-w-3xl">
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="eyebrow">Your answers</p>
            <h1 className="mt-2 page-title">Assessment Answers</h1>
          </div>
          <button type="button" className="btn-secondary" onClick={() => navigate("/dashboard")}>
            Back to Dashboard
          </button>
        </header>

        {answers === null ? (
          <Loading label="Loading your answers…" />
        ) : !answers.ok ? (
          <ErrorLine message={answers.message} />
        ) : answers.value.length === 0 ? (
          <p className="py-12 text-center text-ink-soft">No answers were recorded for this interview.</p>
        ) : (
          <>
            <ol className="mt-8 space-y-4">
              {answers.value.map((item) => (
                <li key={item.key}>
                  <ReportItemCard item={item} id={`answer-${item.key.replace(/[^a-zA-Z0-9_-]/g, "_")}`} />
                </li>
              ))}
            </ol>
            {interviewId === null ? null : (
              <nav className="mt-10 flex flex-wrap gap-3" aria-label="More about this interview">
                <Link href={`/results/${interviewId}`} className="btn-secondary">
                  View Report Card
                </Link>
              </nav>
            )}
          </>
        )}
      </div>
    </div>
  )
}
