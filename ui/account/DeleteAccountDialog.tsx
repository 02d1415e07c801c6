/**
 * Delete account (issue #17): says what goes, asks for the password again (a Google-only account's e-mail address),
 * and on success loads /login afresh, signed out, with the 'Account deleted' toast.
 */
import { type FormEvent, useState } from "react"
import { deleteAccount } from "../sdk.ts"
import { Dialog } from "./Dialog.tsx"
import { BusyButton, PasswordField } from "./fields.tsx"
import { carryNotice, page, showNotice } from "./notify.ts"

export const DeleteAccountDialog = ({ onClose }: { onClose: () => void }) => {
  const [password, setPassword] = useState("")
  const [busy, setBusy] = useState(false)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    const outcome = await deleteAccount(password)
    setBusy(false)
    if (!outcome.ok) return showNotice(outcome.notice)
    setPassword("")
    onClose()
    if (outcome.notice !== null) carryNotice(outcome.notice)
    page.load("/login")
  }

  return (
    <Dialog
      title="Delete your account?"
      description="Your profile, every interview with its answers and feedback, and your sign-ins are deleted for good. Download your data first if you want to keep it."
      onClose={onClose}
      locked={busy}
    >
      <form className="space-y-5" onSubmit={onSubmit} aria-label="Delete your account">
        <PasswordField
          label="Password"
          value={password}
          onValue={setPassword}
          autoComplete="current-password"
          required
          hint="If you sign in only with Google, type your e-mail address instead."
        />
        <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <BusyButton busy={busy} label="Delete my account" busyLabel="Deleting..." className="btn-danger" />
        </div>
      </form>
    </Dialog>
  )
}
