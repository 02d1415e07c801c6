/**
 * 'Your data' on the profile (issue #17): download everything stored of your practice as JSON, or delete the
 * account and everything in it (the password is asked again in a dialog).
 */
import { useState } from "react"
import { exportMyData } from "../sdk.ts"
import { DeleteAccountDialog } from "./DeleteAccountDialog.tsx"
import { BusyButton } from "./fields.tsx"
import { showNotice } from "./notify.ts"

/** Hands the browser a file to save, without a round trip: a Blob behind a temporary link. */
const saveFile = (fileName: string, text: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }))
  const link = document.createElement("a")
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

export const YourDataCard = () => {
  const [busy, setBusy] = useState(false)
  const [deleting, setDeleting] = useState(false)

  const download = async () => {
    if (busy) return
    setBusy(true)
    const outcome = await exportMyData()
    setBusy(false)
    if (!outcome.ok) return showNotice(outcome.notice)
    saveFile(outcome.value.fileName, outcome.value.json)
  }

  return (
    <section className="card p-6 sm:p-7" aria-labelledby="your-data-title">
      <h2 id="your-data-title" className="font-display text-lg font-semibold text-ink">
        Your data
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        Download every interview, answer and piece of feedback as a JSON file, or delete your account and everything in it.
      </p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <BusyButton busy={busy} label="Download my data" busyLabel="Preparing..." className="btn-secondary" type="button" onClick={download} />
        <button type="button" className="btn-danger" onClick={() => setDeleting(true)}>
          Delete account
        </button>
      </div>
      {deleting ? <DeleteAccountDialog onClose={() => setDeleting(false)} /> : null}
    </section>
  )
}
