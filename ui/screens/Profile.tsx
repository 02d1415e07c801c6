/**
 * The account profile (/profile, spec §2, §4): 'Your Profile' with a spinner over the sample defaults until
 * the profile loads; the account card (initials, first name, e-mail, verified badge, plan, 'Edit Profile' /
 * 'Cancel'); 'Verify Your Email' while unverified; 'Profile Information', read-only or as the edit form;
 * the Change Password dialog; and 'Your data' (issue #17): download it, or delete the account.
 */
import { useStore } from "@nanostores/react"
import { useEffect, useState } from "react"
import { initials, planLabel, type ProfileView, sampleProfile } from "../../core/auth/profile.ts"
import { $auth } from "../../core/sdk/auth.ts"
import { ChangePasswordDialog } from "../account/ChangePasswordDialog.tsx"
import { PencilIcon } from "../account/icons.tsx"
import { showNotice } from "../account/notify.ts"
import { ProfileForm, ProfileInfo } from "../account/ProfileDetails.tsx"
import { VerifyEmailCard } from "../account/VerifyEmailCard.tsx"
import { YourDataCard } from "../account/YourDataCard.tsx"
import { CheckCircleIcon } from "../components/Icons.tsx"
import { Spinner } from "../components/Spinner.tsx"
import { useDocumentTitle } from "../components/useDocumentTitle.ts"
import { $profile, loadProfile, useSignedOutRedirect } from "../sdk.ts"

const AccountCard = (
  { profile, verified, editing, disabled, onToggle }: {
    profile: ProfileView
    verified: boolean
    editing: boolean
    disabled: boolean
    onToggle: () => void
  }
) => (
  <section className="card p-6 text-center sm:p-7" aria-label="Account">
    <div
      className="mx-auto flex h-20 w-20 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-brand-800 font-display text-2xl font-bold text-white shadow-md shadow-brand-900/20"
      aria-hidden="true"
    >
      {initials(profile.firstName, profile.lastName, profile.email)}
    </div>
    <p className="mt-4 break-words font-display text-xl font-semibold text-ink">{profile.firstName}</p>
    <p className="mt-0.5 break-words text-sm text-ink-soft">{profile.email}</p>
    <div className="mt-4 flex flex-wrap items-center justify-center gap-2">
      {verified ? (
        <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-700 ring-1 ring-inset ring-emerald-200">
          <CheckCircleIcon className="h-3.5 w-3.5" />
          Verified
        </span>
      ) : (
        <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-800 ring-1 ring-inset ring-amber-200">
          <span className="h-1.5 w-1.5 rounded-full bg-amber-500" aria-hidden="true" />
          Not Verified
        </span>
      )}
      <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-700 ring-1 ring-inset ring-brand-200">
        {planLabel(profile.plan)}
      </span>
    </div>
    <button type="button" className="btn-secondary mt-6 w-full" aria-expanded={editing} disabled={disabled} onClick={onToggle}>
      {editing ? null : <PencilIcon className="h-4 w-4" />}
      {editing ? "Cancel" : "Edit Profile"}
    </button>
  </section>
)

export default function ProfileScreen() {
  useDocumentTitle("Your Profile")
  useSignedOutRedirect()
  const { user, emailVerified } = useStore($auth)
  const loaded = useStore($profile)
  const [loading, setLoading] = useState(true)
  const [editing, setEditing] = useState(false)
  const [changingPassword, setChangingPassword] = useState(false)

  useEffect(() => {
    let live = true
    setLoading(true)
    void loadProfile().then((outcome) => {
      if (!live) return
      setLoading(false)
      if (!outcome.ok) showNotice(outcome.notice)
    })
    return () => {
      live = false
    }
  }, [])

  // Until the profile arrives, the spec's sample defaults stand in (with the stored e-mail and verified flag).
  const profile: ProfileView = loaded ?? sampleProfile(user?.email ?? "", emailVerified)
  const verified = loaded?.isVerified ?? emailVerified

  return (
    <div className="page-x py-10 sm:py-14">
      <div>
        <p className="eyebrow">Account</p>
        <h1 className="mt-2 page-title">Your Profile</h1>
        <p className="mt-2 text-ink-soft">Your details, your e-mail verification and your password.</p>
      </div>

      <div className="relative mt-8" aria-busy={loading}>
        <div className="grid items-start gap-6 lg:grid-cols-[19rem_1fr]">
          <AccountCard
            profile={profile}
            verified={verified}
            editing={editing}
            disabled={loading && loaded === null}
            onToggle={() => setEditing((value) => !value)}
          />
          <div className="space-y-6">
            {verified ? null : <VerifyEmailCard email={profile.email} />}
            {editing ? (
              <ProfileForm profile={profile} onSaved={() => setEditing(false)} />
            ) : (
              <ProfileInfo profile={profile} onChangePassword={() => setChangingPassword(true)} />
            )}
            <YourDataCard />
          </div>
        </div>
        {loading ? (
          <div className="absolute inset-0 z-10 flex items-start justify-center rounded-2xl bg-slate-50/70 pt-24 backdrop-blur-[1px]">
            <span className="card inline-flex items-center gap-3 px-5 py-3 text-sm font-medium text-ink-soft">
              <Spinner label="Loading your profile…" className="inline-flex" />
              <span aria-hidden="true">Loading your profile…</span>
            </span>
          </div>
        ) : null}
      </div>

      {changingPassword ? <ChangePasswordDialog onClose={() => setChangingPassword(false)} /> : null}
    </div>
  )
}
