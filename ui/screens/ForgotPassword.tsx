/**
 * Forgot password (/forgot-password, spec §2, §4): an e-mail field and 'Send reset link', then the sent
 * state with 'Return to login'. The server answers alike whether or not the address has an account.
 */
import { type FormEvent, useState } from "react"
import { Link } from "wouter"
import { AuthLayout } from "../account/AuthLayout.tsx"
import { BusyButton, TextField } from "../account/fields.tsx"
import { KeyIcon, MailOpenIcon } from "../account/icons.tsx"
import { showNotice } from "../account/notify.ts"
import { forgotPassword, useSignedOutRedirect } from "../sdk.ts"

export default function ForgotPasswordScreen() {
  useSignedOutRedirect()
  const [email, setEmail] = useState("")
  const [busy, setBusy] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    const outcome = await forgotPassword(email)
    setBusy(false)
    showNotice(outcome.notice)
    if (outcome.ok) setSentTo(email.trim())
  }

  if (sentTo !== null) {
    return (
      <AuthLayout
        title="Check your email"
        documentTitle="Forgot your password?"
        icon={<MailOpenIcon className="h-6 w-6" />}
        intro={
          <p>
            If an account exists for <strong className="font-semibold text-ink">{sentTo}</strong>, we have sent it a
            link to reset your password. The link expires in 1 hour.
          </p>
        }
      >
        <div className="space-y-3">
          <Link href="/login" className="btn-primary btn-lg w-full">
            Return to login
          </Link>
          <button type="button" className="btn-ghost w-full" onClick={() => setSentTo(null)}>
            Use a different email
          </button>
        </div>
      </AuthLayout>
    )
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      icon={<KeyIcon className="h-6 w-6" />}
      intro="Enter the email you signed up with and we will send you a link to set a new password."
      footer={
        <>
          Remembered it?{" "}
          <Link href="/login" className="ui-link">
            Log in
          </Link>
        </>
      }
    >
      <form className="space-y-5" onSubmit={onSubmit} aria-label="Send reset link">
        <TextField label="Email" type="email" value={email} onValue={setEmail} autoComplete="email" inputMode="email" required />
        <BusyButton busy={busy} label="Send reset link" busyLabel="Sending..." />
      </form>
    </AuthLayout>
  )
}
