/**
 * The account actions of the SDK (spec §4 "Authentication", "Reset password", "Forgot password", "Profile"):
 * plain functions over `run` and the Api port. None of them rejects: each answers an Outcome carrying the
 * toast of spec §8 that the screen shows, so the screens only decide where to go next.
 */
import { Effect, Result } from "effect"
import { atom, task } from "nanostores"
import type { AccountExport } from "../contract/export.ts"
import type { ProfileUpdate, TokenData, UserProfile } from "../contract/user.ts"
import {
  ACCOUNT_CREATED,
  ACCOUNT_DELETED,
  CODE_SENT,
  EMAIL_VERIFIED,
  type FailingCall,
  failure,
  INVALID_SERVER_RESPONSE,
  NO_GOOGLE_CREDENTIAL,
  type Notice,
  PASSWORD_CHANGED,
  passwordReset,
  PROFILE_UPDATED,
  problemNotice,
  resetLinkSent,
  SIGNED_IN
} from "../auth/notices.ts"
import {
  checkNewPassword,
  checkPasswordChange,
  checkProfileGender,
  checkSignup,
  checkVerificationCode,
  isGender,
  type PasswordChange,
  type Problem,
  type SignupForm
} from "../auth/rules.ts"
import { Api, ApiFailure, type ApiShape, serverMessageOf } from "../ports/Api.ts"
import { $auth, setEmailVerified, signedIn, signedOut } from "./auth.ts"
import { run } from "./runtime.ts"

/** What an action came to: its value and perhaps a success toast, or the failure's toast. */
export type Outcome<A> =
  | { readonly ok: true; readonly value: A; readonly notice: Notice | null }
  | {
    readonly ok: false
    readonly notice: Notice
    /** "rule": a client-side rule of spec §5 stopped it before any call; "server": the call failed. */
    readonly reason: "rule" | "server"
    /** The HTTP status of a failed call (0: the server could not be reached); null for a rule. */
    readonly status: number | null
  }

/** The signed-in user's profile once loaded (or updated); null when signed out or not loaded yet. */
export const $profile = atom<UserProfile | null>(null)

// Another account's profile must never show after a sign-out, whatever caused it.
$auth.listen((state) => {
  if (!state.isAuthenticated) $profile.set(null)
})

const done = <A>(value: A, notice: Notice | null = null): Outcome<A> => ({ ok: true, value, notice })
const refused = <A>(problem: Problem | Notice): Outcome<A> => ({
  ok: false,
  notice: "variant" in problem ? problem : problemNotice(problem),
  reason: "rule",
  status: null
})

const serverMessage = serverMessageOf

const failed = <A>(call: FailingCall, e: unknown): Outcome<A> => ({
  ok: false,
  notice: failure(call, serverMessage(e)),
  reason: "server",
  status: e instanceof ApiFailure ? e.status : null
})

const withApi = <A>(f: (api: ApiShape) => Effect.Effect<A, ApiFailure>) =>
  Effect.gen(function*() {
    const api = yield* Api
    return yield* f(api)
  })

/** A call with the session's token: a 401/403 signs the user out (the runtime's guard) and fails. */
const sessionCall = async <A>(call: FailingCall, f: (api: ApiShape) => Effect.Effect<A, ApiFailure>): Promise<Outcome<A>> => {
  try {
    return done(await run(withApi(f)))
  } catch (e) {
    return failed(call, e)
  }
}

/**
 * A call made without a session (sign-in, sign-up, reset). A 401 here means the credentials were refused,
 * not that a session ended, so the failure is caught before the runtime's sign-out guard can see it.
 */
const publicCall = async <A>(call: FailingCall, f: (api: ApiShape) => Effect.Effect<A, ApiFailure>): Promise<Outcome<A>> => {
  try {
    const result = await run(Effect.result(withApi(f)))
    return Result.isSuccess(result) ? done(result.success) : failed(call, result.failure)
  } catch (e) {
    return failed(call, e)
  }
}

const startSession = (data: TokenData, email: string, notice: Notice = SIGNED_IN): Outcome<TokenData> => {
  signedIn(data.token, data.userEmail.trim() === "" ? email : data.userEmail)
  return done(data, notice)
}

/** Login (spec §4): stores the token and the user's e-mail and welcomes them back. */
export const login = async (email: string, password: string): Promise<Outcome<TokenData>> => {
  const outcome = await publicCall("login", (api) => api.login({ email: email.trim(), password }))
  return outcome.ok ? startSession(outcome.value, email.trim()) : outcome
}

/** Signup (spec §4, §5): every field is required; a new account is signed in at once. */
export const signup = async (form: SignupForm): Promise<Outcome<TokenData>> => {
  const problem = checkSignup(form)
  if (problem !== null) return refused(problem)
  const { gender } = form
  if (!isGender(gender)) return refused({ title: "Signup failed", description: "Gender is required" })
  const email = form.email.trim()
  const outcome = await publicCall("signup", (api) =>
    api.signup({
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      phone: form.phone.trim(),
      dateOfBirth: form.dateOfBirth,
      gender,
      email,
      password: form.password
    }))
  return outcome.ok ? startSession(outcome.value, email, ACCOUNT_CREATED) : outcome
}

/**
 * Google sign-in (spec §5): a credential is required, and the server's answer must carry both token and
 * userEmail, else 'Invalid server response'.
 */
export const googleSignIn = async (credential: string | null | undefined): Promise<Outcome<TokenData>> => {
  if (credential === null || credential === undefined || credential.trim() === "") return refused(NO_GOOGLE_CREDENTIAL)
  const outcome = await publicCall("googleSignIn", (api) => api.googleCallback(credential))
  if (!outcome.ok) {
    // A 2xx that failed to decode is an answer without token or userEmail.
    const malformed = outcome.status !== null && outcome.status >= 200 && outcome.status < 300
    return malformed ? { ...outcome, notice: INVALID_SERVER_RESPONSE } : outcome
  }
  const { token, userEmail } = outcome.value
  if (token.trim() === "" || userEmail.trim() === "") {
    return { ok: false, notice: INVALID_SERVER_RESPONSE, reason: "server", status: 200 }
  }
  return startSession(outcome.value, userEmail)
}

// The token being revoked by a logout in flight: local state is already cleared, but the call still needs it.
let revoking: string | null = null

/** The bearer token to send: the session's, or during a logout the one being revoked. */
export const requestToken = (): string | null => $auth.get().token ?? revoking

/**
 * Asks the server to revoke a token; its answer is ignored (spec §4) and never signs anyone out. A nanostores task,
 * so whoever needs to know it is over (a test) awaits `allTasks()`.
 */
export const revokeSession = (token: string): Promise<void> =>
  task(async () => {
    revoking = token
    try {
      await run(Effect.ignore(withApi((api) => api.logout())))
    } catch {
      // The SDK may not be configured (a page with no API); local state is what matters.
    } finally {
      if (revoking === token) revoking = null
    }
  })

/** Logout (spec §4): clears the stored values at once, then tells the server; the call's result is ignored. */
export const logout = (): Promise<void> => {
  const { token } = $auth.get()
  signedOut()
  return token === null ? Promise.resolve() : revokeSession(token)
}

/** Forgot password: the server answers the same whether the address has an account or not. */
export const forgotPassword = async (email: string): Promise<Outcome<string>> => {
  const outcome = await publicCall("forgotPassword", (api) => api.forgotPassword(email.trim()))
  return outcome.ok ? done(outcome.value, resetLinkSent(outcome.value.trim() === "" ? null : outcome.value)) : outcome
}

export interface ResetLinkState {
  readonly valid: boolean
  readonly expiresAt: string | null
}

/** Whether a reset link's token can still be used (the reset screen's 'Validating reset link...'). */
export const checkResetToken = (token: string): Promise<Outcome<ResetLinkState>> =>
  publicCall("resetPassword", (api) => api.checkResetToken(token))

/** Reset password (spec §5): match, then at least 8 characters, then the server. */
export const resetPassword = async (token: string, newPassword: string, confirmPassword: string): Promise<Outcome<string>> => {
  const problem = checkNewPassword(newPassword, confirmPassword)
  if (problem !== null) return refused(problem)
  const outcome = await publicCall("resetPassword", (api) => api.resetPassword(token, newPassword, confirmPassword))
  return outcome.ok ? done(outcome.value, passwordReset(outcome.value.trim() === "" ? null : outcome.value)) : outcome
}

/** Loads the profile; its isVerified refreshes the stored verified state. */
export const loadProfile = async (): Promise<Outcome<UserProfile>> => {
  const outcome = await sessionCall("loadProfile", (api) => api.profile())
  if (outcome.ok) {
    $profile.set(outcome.value)
    setEmailVerified(outcome.value.isVerified)
  }
  return outcome
}

/** Profile edit (spec §5: gender required; the server checks the rest and names the field it refuses). */
export const updateProfile = async (update: ProfileUpdate): Promise<Outcome<UserProfile>> => {
  const problem = checkProfileGender(update.gender)
  if (problem !== null) return refused(problem)
  const outcome = await sessionCall("updateProfile", (api) => api.updateProfile(update))
  if (!outcome.ok) return outcome
  $profile.set(outcome.value)
  return done(outcome.value, PROFILE_UPDATED)
}

/** E-mail code (spec §5: exactly 6 characters); a truthy answer means verified. */
export const verifyEmail = async (code: string): Promise<Outcome<boolean>> => {
  const problem = checkVerificationCode(code)
  if (problem !== null) return refused(problem)
  const outcome = await sessionCall("verifyEmail", (api) => api.verifyEmail(code))
  if (!outcome.ok) return outcome
  if (!outcome.value) return failed("verifyEmail", null)
  setEmailVerified(true)
  const profile = $profile.get()
  if (profile !== null) $profile.set({ ...profile, isVerified: true })
  return done(true, EMAIL_VERIFIED)
}

/** Sends a new verification code; a truthy answer means sent. */
export const resendCode = async (): Promise<Outcome<boolean>> => {
  const outcome = await sessionCall("resendCode", (api) => api.resendVerificationCode())
  if (!outcome.ok) return outcome
  return outcome.value ? done(true, CODE_SENT) : failed("resendCode", null)
}

/**
 * Change password (spec §5: the three checks in order, then the server; a wrong current password is a 400).
 * The server ends every session on success, so this one is cleared too before the screen goes to /login.
 */
export const changePassword = async (change: PasswordChange): Promise<Outcome<string>> => {
  const problem = checkPasswordChange(change)
  if (problem !== null) return refused(problem)
  const outcome = await sessionCall("changePassword", (api) => api.changePassword(change.currentPassword, change.newPassword))
  if (!outcome.ok) return outcome
  signedOut()
  return done(outcome.value, PASSWORD_CHANGED)
}

/**
 * Deletes the account and everything in it (issue #17), once the password is given again (a Google-only account's
 * e-mail address). On success this device is signed out too.
 */
export const deleteAccount = async (password: string): Promise<Outcome<string>> => {
  if (password === "") return refused({ title: "Could not delete your account", description: "Type your password to confirm.", variant: "error" })
  const outcome = await sessionCall("deleteAccount", (api) => api.deleteAccount(password))
  if (!outcome.ok) return outcome
  signedOut()
  return done(outcome.value, ACCOUNT_DELETED)
}

/** "Download my data" (issue #17): everything stored of the user's practice, and the file name to save it under. */
export const exportMyData = async (): Promise<Outcome<{ readonly fileName: string; readonly json: string }>> => {
  const outcome = await sessionCall("exportData", (api) => api.exportData())
  if (!outcome.ok) return outcome
  const data: AccountExport = outcome.value
  return done({ fileName: `rehearse-data-${data.exportedAt.slice(0, 10)}.json`, json: JSON.stringify(data, null, 2) })
}
