/**
 * Reset password (/reset-password?token=…, spec §2, §4, §5): 'Validating reset link...' for about a second
 * while the server checks the token, then either the form (new and confirm, each with a show/hide toggle)
 * or 'Invalid Reset Link'. After the reset, success or not, the screen goes to /login a second later.
 */
import { type FormEvent, useEffect, useRef, useState } from "react"
import { Link, useLocation, useSearch } from "wouter"
import { INVALID_RESET_LINK } from "../../core/auth/notices.ts"
import { MIN_PASSWORD_LENGTH, RESET_LINK_LIFETIME, RESET_REDIRECT_DELAY_MS, RESET_VALIDATION_DELAY_MS } from "../../core/auth/rules.ts"
import { AuthLayout } from "../account/AuthLayout.tsx"
import { BusyButton, PasswordField } from "../account/fields.tsx"
import { KeyIcon, LinkOffIcon, SpinnerGlyph } from "../account/icons.tsx"
import { showNotice } from "../account/notify.ts"
import { CheckCircleIcon } from "../components/Icons.tsx"
import { checkResetToken, resetPassword, useSignedOutRedirect } from "../sdk.ts"

type Stage = "validating" | "form" | "invalid" | "leaving"

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export default function ResetPasswordScreen() {
  useSignedOutRedirect()
  const [, navigate] = useLocation()
  const token = new URLSearchParams(useSearch()).get("token")?.trim() ?? ""
  const [stage, setStage] = useState<Stage>(token === "" ? "invalid" : "validating")
  const [password, setPassword] = useState("")
  const [confirm, setConfirm] = useState("")
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  // StrictMode runs effects twice in development; the toast is said once.
  const toldMissing = useRef(false)

  useEffect(() => {
    if (token === "") {
      if (!toldMissing.current) showNotice(INVALID_RESET_LINK)
      toldMissing.current = true
      setStage("invalid")
      return
    }
    let live = true
    setStage("validating")
    // The check and the spec's ~1 s of 'Validating reset link...' run together.
    void Promise.all([checkResetToken(token), sleep(RESET_VALIDATION_DELAY_MS)]).then(([outcome]) => {
      if (!live) return
      // Only the server saying "not valid" (or refusing the token's shape) rules the link out; if it could
      // not be asked, the form is shown and the reset itself decides.
      const invalid = outcome.ok ? !outcome.value.valid : outcome.status === 400
      setStage(invalid ? "invalid" : "form")
    })
    return () => {
      live = false
    }
  }, [token])

  useEffect(() => {
    if (stage !== "leaving") return
    const timer = setTimeout(() => navigate("/login", { replace: true }), RESET_REDIRECT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [stage, navigate])

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    const outcome = await resetPassword(token, password, confirm)
    setBusy(false)
    showNotice(outcome.notice)
    // A rule stops here to be fixed; after the server's answer, good or bad, the user goes to log in.
    if (outcome.ok || outcome.reason === "server") {
      setDone(outcome.ok)
      setStage("leaving")
    }
  }

  if (stage === "invalid") {
    return (
      <AuthLayout
        title="Invalid Reset Link"
        icon={<LinkOffIcon className="h-6 w-6" />}
        intro="This password reset link is invalid or has expired. Reset links work once and only for 1 hour."
      >
        <div className="space-y-3">
          <Link href="/forgot-password" className="btn-primary btn-lg w-full">
            Request New Reset Link
          </Link>
          <Link href="/login" className="btn-secondary btn-lg w-full">
            Return to Login
          </Link>
        </div>
      </AuthLayout>
    )
  }

  if (stage === "validating") {
    return (
      <AuthLayout title="Set a new password" icon={<KeyIcon className="h-6 w-6" />}>
        <p role="status" className="flex items-center justify-center gap-3 rounded-xl bg-slate-50 px-4 py-6 text-ink-soft">
          <SpinnerGlyph className="h-5 w-5 text-brand-600" />
          Validating reset link...
        </p>
      </AuthLayout>
    )
  }

  if (stage === "leaving") {
    return (
      <AuthLayout title="Set a new password" icon={<KeyIcon className="h-6 w-6" />}>
        <p role="status" className="flex items-center gap-3 rounded-xl bg-slate-50 px-4 py-4 text-ink-soft">
          {done ? <CheckCircleIcon className="h-5 w-5 shrink-0 text-emerald-600" /> : <SpinnerGlyph className="h-5 w-5 shrink-0 text-brand-600" />}
          {done ? "Your password has been reset. Taking you to the login page..." : "Taking you to the login page..."}
        </p>
      </AuthLayout>
    )
  }

  return (
    <AuthLayout
      title="Set a new password"
      icon={<KeyIcon className="h-6 w-6" />}
      intro={`Choose a new password for your account. This link expires in ${RESET_LINK_LIFETIME}.`}
      footer={
        <Link href="/login" className="ui-link">
          Return to Login
        </Link>
      }
    >
      <form className="space-y-5" onSubmit={onSubmit} aria-label="Set a new password">
        <PasswordField
          label="New password"
          value={password}
          onValue={setPassword}
          autoComplete="new-password"
          required
          hint={`Password must be at least ${MIN_PASSWORD_LENGTH} characters long`}
        />
        <PasswordField label="Confirm new password" value={confirm} onValue={setConfirm} autoComplete="new-password" required />
        <BusyButton busy={busy} label="Reset password" busyLabel="Resetting..." />
      </form>
    </AuthLayout>
  )
}
