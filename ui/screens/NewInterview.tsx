/**
 * Start a new assessment (/new-interview/{id}, spec §2, §5): 'Start New Assessment', the card 'Assessment
 * Settings' with the form built from the type's metadata, and 'Start Assessment', disabled until the form is
 * valid. The route's template id is parsed as an integer; a started interview opens at /interview/{id}.
 */
import { useStore } from "@nanostores/react"
import { type FormEvent, useEffect, useState } from "react"
import { useLocation, useParams } from "wouter"
import type { InterviewMeta } from "../../core/contract/interview.ts"
import { cardOfType, type InterviewCard, topicLabel } from "../../core/sdk/interview-cards.ts"
import {
  $dashboard,
  type Loaded,
  loadInterviewMeta,
  loadInterviewTypes,
  parseTemplateId,
  startInterview,
  type StartOutcome
} from "../../core/sdk/interviews.ts"
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
  // The type's name, description and category: from the dashboard when it has them, else asked for once.
  const listed = useStore($dashboard).available.cards.find((c) => c.id === typeId)
  const [fetched, setFetched] = useState<InterviewCard | null>(null)
  const known = listed ?? fetched

  useEffect(() => {
    if (typeId === null || listed !== undefined) return
    let live = true
    void loadInterviewTypes().then((result) => {
      const type = result.ok ? result.value.find((t) => t.id === typeId) : undefined
      if (live && type !== undefined) setFetched(cardOfType(type))
    })
    return () => {
      live = false
    }
  }, [typeId, listed === undefined])

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
      eyebrow="New interview"
      title="Start New Assessment"
      lead="Choose how the interview should go. Questions are read aloud; you answer by speaking or typing."
    >
      {known === null ? null : (
        <section className="card mt-8 p-6 sm:p-8" aria-labelledby="type-title">
          <div className="flex flex-wrap items-center gap-2">
            {known.category === null ? null : <span className="text-xs font-semibold uppercase tracking-wide text-brand-700">{known.category}</span>}
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-ink-soft">{topicLabel(known.topic)}</span>
          </div>
          <h2 id="type-title" className="mt-2 font-display text-2xl font-semibold text-ink">
            {known.title}
          </h2>
          <p className="mt-1 text-ink-soft">{known.description}</p>
        </section>
      )}
      <form noValidate onSubmit={submit} className={`card p-6 sm:p-8 ${known === null ? "mt-8" : "mt-5"}`} aria-labelledby="settings-title">
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
