/**
 * Log in (/login, spec §2): e-mail and password, 'Forgot password?', a link to sign up and, when Google
 * sign-in is configured, the Google block. Success stores the session and goes to /dashboard (spec §4).
 */
import { useStore } from "@nanostores/react"
import { type FormEvent, useState } from "react"
import { Link, useLocation } from "wouter"
import { AuthLayout } from "../account/AuthLayout.tsx"
import { BusyButton, Divider, PasswordField, TextField } from "../account/fields.tsx"
import { showNotice } from "../account/notify.ts"
import { GoogleSignIn } from "../auth/GoogleSignIn.tsx"
import { $config } from "../config.ts"
import { login, useSignedOutRedirect } from "../sdk.ts"

export default function LoginScreen() {
  useSignedOutRedirect()
  const [, navigate] = useLocation()
  const { googleClientId } = useStore($config)
  const [email, setEmail] = useState("")
  const [password, setPassword] = useState("")
  const [busy, setBusy] = useState(false)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    const outcome = await login(email, password)
    setBusy(false)
    showNotice(outcome.notice)
    if (outcome.ok) navigate("/dashboard", { replace: true })
  }

  return (
    <AuthLayout
      title="Log in"
      intro="Welcome back. Pick up your practice where you left it."
      footer={
        <>
          New to Rehearse?{" "}
          <Link href="/signup" className="ui-link">
            Create an account
          </Link>
        </>
      }
    >
      <form className="space-y-5" onSubmit={onSubmit} aria-label="Log in">
        <TextField
          label="Email"
          type="email"
          value={email}
          onValue={setEmail}
          autoComplete="email"
          inputMode="email"
          required
        />
        <PasswordField
          label="Password"
          value={password}
          onValue={setPassword}
          autoComplete="current-password"
          required
          aside={
            <Link href="/forgot-password" className="ui-link text-sm">
              Forgot password?
            </Link>
          }
        />
        <BusyButton busy={busy} label="Log in" busyLabel="Logging in..." />
      </form>
      {googleClientId === null ? null : (
        <div className="mt-6 space-y-4">
          <Divider>or</Divider>
          <GoogleSignIn clientId={googleClientId} />
        </div>
      )}
    </AuthLayout>
  )
}
