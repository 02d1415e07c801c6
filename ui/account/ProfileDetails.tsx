/**
 * The 'Profile Information' card (spec §2): read-only, or in edit mode a form with first and last name,
 * gender (required), date of birth and phone, sent with 'Update Profile' ('Updating...').
 */
import { type FormEvent, type ReactNode, useId, useState } from "react"
import { formatBirthDate, genderLabel, MASKED_PASSWORD, type ProfileView } from "../../core/auth/profile.ts"
import type { Gender } from "../../core/auth/rules.ts"
import { updateProfile } from "../sdk.ts"
import { BusyButton, GenderField, TextField } from "./fields.tsx"
import { showNotice } from "./notify.ts"

const Card = ({ children, titleId }: { children: ReactNode; titleId: string }) => (
  <section className="card" aria-labelledby={titleId}>
    <div className="flex items-center justify-between gap-4 border-b border-slate-100 px-6 py-4 sm:px-7">
      <h2 id={titleId} className="font-display text-lg font-semibold text-ink">
        Profile Information
      </h2>
    </div>
    {children}
  </section>
)

const Item = ({ term, children }: { term: string; children: ReactNode }) => (
  <div className="min-w-0">
    <dt className="text-xs font-semibold uppercase tracking-wider text-ink-muted">{term}</dt>
    <dd className="mt-1 break-words text-[0.95rem] text-ink">{children}</dd>
  </div>
)

export const ProfileInfo = ({ profile, onChangePassword }: { profile: ProfileView; onChangePassword: () => void }) => {
  const titleId = useId()
  return (
    <Card titleId={titleId}>
      <dl className="grid gap-x-8 gap-y-6 px-6 py-6 sm:grid-cols-2 sm:px-7">
        <Item term="First name">{profile.firstName}</Item>
        <Item term="Last name">{profile.lastName}</Item>
        <Item term="Gender">{genderLabel(profile.gender)}</Item>
        <Item term="Date of birth">{formatBirthDate(profile.dateOfBirth)}</Item>
        <Item term="Phone number">{profile.phone}</Item>
        <Item term="Password">
          <span className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <span aria-label="Password hidden" className="tracking-widest">{MASKED_PASSWORD}</span>
            <button type="button" className="ui-link text-sm" onClick={onChangePassword}>
              Change password
            </button>
          </span>
        </Item>
      </dl>
    </Card>
  )
}

export const ProfileForm = ({ profile, onSaved }: { profile: ProfileView; onSaved: () => void }) => {
  const titleId = useId()
  const [firstName, setFirstName] = useState(profile.firstName)
  const [lastName, setLastName] = useState(profile.lastName)
  const [gender, setGender] = useState<Gender>(profile.gender)
  const [dateOfBirth, setDateOfBirth] = useState(profile.dateOfBirth)
  const [phone, setPhone] = useState(profile.phone)
  const [busy, setBusy] = useState(false)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    const outcome = await updateProfile({ firstName, lastName, gender, dateOfBirth, phone })
    setBusy(false)
    showNotice(outcome.notice)
    if (outcome.ok) onSaved()
  }

  return (
    <Card titleId={titleId}>
      <form className="space-y-5 px-6 py-6 sm:px-7" onSubmit={onSubmit} aria-labelledby={titleId}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="First name" value={firstName} onValue={setFirstName} autoComplete="given-name" required />
          <TextField label="Last name" value={lastName} onValue={setLastName} autoComplete="family-name" required />
        </div>
        <GenderField value={gender} onValue={setGender} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Date of birth" type="date" value={dateOfBirth} onValue={setDateOfBirth} autoComplete="bday" required />
          <TextField label="Phone number" type="tel" value={phone} onValue={setPhone} autoComplete="tel" inputMode="tel" required />
        </div>
        <div className="flex justify-end pt-1">
          <BusyButton busy={busy} label="Update Profile" busyLabel="Updating..." className="btn-primary w-full sm:w-auto" />
        </div>
      </form>
    </Card>
  )
}
