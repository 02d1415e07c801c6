/**
 * The Change Password dialog (spec §2, §4, §5): current, new (with the 8-character hint) and confirm, each
 * with a show/hide toggle; Cancel and 'Change Password' ('Changing...'). On success it closes, clears its
 * fields and the browser loads /login afresh, where the 'Password changed' toast is shown.
 */
import { type FormEvent, useState } from "react"
import { MIN_PASSWORD_LENGTH } from "../../core/auth/rules.ts"
import { changePassword } from "../sdk.ts"
import { Dialog } from "./Dialog.tsx"
import { BusyButton, PasswordField } from "./fields.tsx"
import { carryNotice, page, showNotice } from "./notify.ts"

export const ChangePasswordDialog = ({ onClose }: { onClose: () => void }) => {
  const [currentPassword, setCurrent] = useState("")
  const [newPassword, setNew] = useState("")
  const [confirmPassword, setConfirm] = useState("")
  const [busy, setBusy] = useState(false)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    const outcome = await changePassword({ currentPassword, newPassword, confirmPassword })
    setBusy(false)
    if (!outcome.ok) {
      showNotice(outcome.notice)
      return
    }
    setCurrent("")
    setNew("")
    setConfirm("")
    onClose()
    // Every session has ended with the change; a full page load starts /login clean.
    if (outcome.notice !== null) carryNotice(outcome.notice)
    page.load("/login")
  }

  return (
    <Dialog
      title="Change Password"
      description="Enter your current password, then choose a new one. You will be asked to log in again."
      onClose={onClose}
      locked={busy}
    >
      <form className="space-y-5" onSubmit={onSubmit} aria-label="Change Password">
        <PasswordField label="Current Password" value={currentPassword} onValue={setCurrent} autoComplete="current-password" required />
        <PasswordField
          label="New Password"
          value={newPassword}
          onValue={setNew}
          autoComplete="new-password"
          required
          hint={`Password must be at least ${MIN_PASSWORD_LENGTH} characters long`}
        />
        <PasswordField label="Confirm New Password" value={confirmPassword} onValue={setConfirm} autoComplete="new-password" required />
        <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <BusyButton busy={busy} label="Change Password" busyLabel="Changing..." className="btn-primary" />
        </div>
      </form>
    </Dialog>
  )
}
