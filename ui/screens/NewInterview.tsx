/**
 * Start a new assessment (/new-interview/{id}, spec §2, §5): 'Start New Assessment', the card 'Assessment
 * Settings' with the form built from the type's metadata, and 'Start Assessment', disabled until the form is
 * valid. The route's template id is parsed as an integer; a started interview opens at /interview/{id}.
 */
import { useStore } from "@nanostores/react"
import { type FormEvent, useEffect, useState } from "react"
import { useLocation, useParams } from "wouter"
import type { InterviewMeta } from "../../core/contract/interview.ts"
import { $dashboard, type Loaded, loadInterviewMeta, parseTemplateId, startInterview, type StartOutcome } from "../../core/sdk/interviews.ts"
import { DashboardSubpage } from "../components/DashboardSubpage.tsx"
import { SpinnerGlyph } from "../fields/icons.tsx"
import { useDocumentTitle } from "../components/useDocumentTitle.ts"
import { LoadedAssessmentFields, showStartFailure, UpgradeNotice, useAssessmentForms } from "../interviews/AssessmentSettings.tsx"
import { useSignedOutRedirect } from "../sdk.ts"

type Failure = Extract<StartOutcome, { ok: false }>

export default function NewInterviewScreen() {
  useDocumentTitle("Start New Assessment")
  useSignedOutRedirect()
  const params = useParams<{ id: string }>()
  const [, navigate] = useLocation()
  const typeId = parseTemplateId(params.id)
  const [meta, setMeta] = useState<Loaded<InterviewMeta> | null>(null)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<Failure | null>(null)
  const forms = useAssessmentForms(meta?.ok === true ? meta.value : null)
  // The type's name when the dashboard already has it; the screen never waits for it.
  const known = useStore($dashboard).available.cards.find((c) => c.id === typeId)

  useEffect(() => {
    if (typeId === null) return
    let live = true
    setMeta(null)
    void loadInterviewMeta(typeId).then((result) => {
      if (live) setMeta(result)
    })
    return () => {
      live = false
    }
  }, [typeId])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy || typeId === null || meta?.ok !== true) return
    if (!forms.valid) return forms.touchAll()
    setBusy(true)
    setFailure(null)
    const { questionProperties, answerProperties } = forms.values()
    const outcome = await startInterview(typeId, questionProperties, answerProperties)
    if (outcome.ok) return navigate(`/interview/${outcome.id}`)
    setBusy(false)
    setFailure(outcome)
    showStartFailure(outcome)
  }

  return (
    <DashboardSubpage
      eyebrow={known?.title ?? "New interview"}
      title="Start New Assessment"
      lead="Choose how the interview should go. Questions are read aloud; you answer by speaking or typing."
    >
      <form noValidate onSubmit={submit} className="card mt-8 p-6 sm:p-8" aria-labelledby="settings-title">
        <h2 id="settings-title" className="font-display text-xl font-semibold text-ink">
          Assessment Settings
        </h2>
        <div className="mt-6">
          {typeId === null ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              This interview type does not exist.
            </p>
          ) : <LoadedAssessmentFields meta={meta} forms={forms} idPrefix="new" />}
        </div>
        <UpgradeNotice failure={failure} />
        <button
          type="submit"
          className="btn-primary btn-lg mt-8 w-full"
          disabled={busy || meta?.ok !== true || !forms.valid}
          aria-busy={busy}
        >
          {busy ? <SpinnerGlyph /> : null}
          {busy ? "Starting..." : "Start Assessment"}
        </button>
      </form>
    </DashboardSubpage>
  )
}
