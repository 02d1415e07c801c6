/**
 * The details of one interview (/interview/details/{id}, spec §2): a spinner, then its name and description and
 * the settings it was started with as read-only 'Question Properties' and 'Answer Properties' forms (each only if
 * it has fields), and 'Back to Dashboard'. A failed load says 'Failed to load interview details.' in red, centred.
 */
import { Link, useParams } from "wouter"
import type { FieldDefinition } from "../../core/contract/fields.ts"
import { DETAILS_FAILED, loadDetails, parseTemplateId } from "../../core/sdk/interviews.ts"
import { useDocumentTitle } from "../components/useDocumentTitle.ts"
import { DynamicFields, useDynamicForm } from "../fields/DynamicForm.tsx"
import { ErrorLine, Loading } from "../interviews/ScreenStates.tsx"
import { useLoaded } from "../interviews/useLoaded.ts"
import { useSignedOutRedirect } from "../sdk.ts"

const ReadOnlyForm = (
  { title, fields, values, idPrefix }: {
    title: string
    fields: ReadonlyArray<FieldDefinition>
    values: Readonly<Record<string, unknown>>
    idPrefix: string
  }
) => {
  const form = useDynamicForm(fields, values)
  const titleId = `${idPrefix}-title`
  return (
    <section className="card p-6 sm:p-8" aria-labelledby={titleId}>
      <h2 id={titleId} className="font-display text-lg font-semibold text-ink">
        {title}
      </h2>
      <form className="mt-5" aria-labelledby={titleId} onSubmit={(event) => event.preventDefault()}>
        <DynamicFields form={form} readOnly idPrefix={idPrefix} />
      </form>
    </section>
  )
}

export default function InterviewDetailsScreen() {
  useDocumentTitle("Interview details")
  useSignedOutRedirect()
  const { id } = useParams<{ id: string }>()
  const interviewId = parseTemplateId(id)
  const details = useLoaded(
    () => (interviewId === null ? Promise.resolve({ ok: false, message: DETAILS_FAILED, status: null } as const) : loadDetails(interviewId)),
    interviewId
  )
  const data = details?.ok === true ? details.value : null

  return (
    <div className="page-x py-10 sm:py-14">
      <div className="mx-auto max-w-2xl">
        <header>
          <p className="eyebrow">Interview</p>
          <h1 className="mt-2 page-title">Interview details</h1>
        </header>

        {details === null ? (
          <Loading label="Loading the interview details…" />
        ) : !details.ok ? (
          <ErrorLine message={details.message} />
        ) : data === null ? null : (
          <div className="mt-8 space-y-6">
            <section className="card p-6 sm:p-8" aria-labelledby="details-name">
              <h2 id="details-name" className="font-display text-2xl font-semibold text-ink">
                {data.display_name}
              </h2>
              <p className="mt-2 leading-relaxed text-ink-soft">{data.description}</p>
            </section>
            {data.question_prompt_user_input_properties.length === 0 ? null : (
              <ReadOnlyForm
                title="Question Properties"
                fields={data.question_prompt_user_input_properties}
                values={data.question_user_properties}
                idPrefix="details-question"
              />
            )}
            {data.answer_prompt_user_input_properties.length === 0 ? null : (
              <ReadOnlyForm
                title="Answer Properties"
                fields={data.answer_prompt_user_input_properties}
                values={data.answer_user_properties}
                idPrefix="details-answer"
              />
            )}
          </div>
        )}
        {details === null ? null : (
          <div className="mt-8">
            <Link href="/dashboard" className="btn-secondary">
              Back to Dashboard
            </Link>
          </div>
        )}
      </div>
    </div>
  )
}
