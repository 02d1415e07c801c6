/**
 * Sign up (/signup, spec §2): first and last name, phone, date of birth, gender (male by default), e-mail
 * and a password with its 8-character hint; every field is required (spec §5). A new account is signed in
 * and goes to /dashboard.
 */
import { type FormEvent, useState } from "react"
import { Link, useLocation } from "wouter"
import { DEFAULT_GENDER, type Gender, MIN_PASSWORD_LENGTH } from "../../core/auth/rules.ts"
import { AuthLayout } from "../account/AuthLayout.tsx"
import { BusyButton, GenderField, PasswordField, TextField } from "../account/fields.tsx"
import { showNotice } from "../account/notify.ts"
import { signup, useSignedOutRedirect } from "../sdk.ts"

// A birth date lies in the past: the picker stops at today.
const today = () => {
  const now = new Date()
  const pad = (n: number) => String(n).padStart(2, "0")
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

export default function SignupScreen() {
  useSignedOutRedirect()
  const [, navigate] = useLocation()
  const [firstName, setFirstName] = useState("")
  const [lastName, setLastName] = useState("")
  const [phone, setPhone] = useState("")
  const [dateOfBirth, setDateOfBirth] = useState("")
  const [gender, setGender] = useState<Gender>(DEFAULT_GENDER)
  const [email, setEmail] = useState("")
  const [password, setPassword] = useState("")
  const [busy, setBusy] = useState(false)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    const outcome = await signup({ firstName, lastName, phone, dateOfBirth, gender, email, password })
    setBusy(false)
    showNotice(outcome.notice)
    if (outcome.ok) navigate("/dashboard", { replace: true })
  }

  return (
    <AuthLayout
      title="Create your account"
      documentTitle="Sign up"
      intro="Start on the Free Plan: practise out loud and get feedback on every answer."
      wide
      footer={
        <>
          Already have an account?{" "}
          <Link href="/login" className="ui-link">
            Log in
          </Link>
        </>
      }
    >
      <form className="space-y-5" onSubmit={onSubmit} aria-label="Sign up">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="First name" value={firstName} onValue={setFirstName} autoComplete="given-name" required />
          <TextField label="Last name" value={lastName} onValue={setLastName} autoComplete="family-name" required />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Phone number" type="tel" value={phone} onValue={setPhone} autoComplete="tel" inputMode="tel" required />
          <TextField label="Date of birth" type="date" value={dateOfBirth} onValue={setDateOfBirth} autoComplete="bday" max={today()} required />
        </div>
        <GenderField value={gender} onValue={setGender} />
        <TextField label="Email" type="email" value={email} onValue={setEmail} autoComplete="email" inputMode="email" required />
        <PasswordField
          label="Password"
          value={password}
          onValue={setPassword}
          autoComplete="new-password"
          minLength={MIN_PASSWORD_LENGTH}
          required
          hint={`Password must be at least ${MIN_PASSWORD_LENGTH} characters long`}
        />
        <BusyButton busy={busy} label="Sign Up" busyLabel="Signing up..." />
      </form>
    </AuthLayout>
  )
}
