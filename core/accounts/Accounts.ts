/** The account flows of the server: sign-up, sign-in, sessions, profile, e-mail verification and passwords (a forgotten one in password-reset.ts). */
import { Clock, Context, Effect, Layer, Option } from "effect"
import type { SignedInUser } from "../contract/Authorization.ts"
import { AlreadyVerified, BadRequest, EmailTaken, type TooManyRequests, Unauthorized } from "../contract/errors.ts"
import { type LoginRequest, type ProfileUpdate, type ResetTokenCheck, type SignupRequest, type TokenData, type UserProfile, withoutControlCharacters } from "../contract/user.ts"
import { GoogleIdentity } from "../ports/GoogleIdentity.ts"
import { type Mail, Mailer } from "../ports/Mailer.ts"
import { PasswordHasher } from "../ports/PasswordHasher.ts"
import { Secrets } from "../ports/Secrets.ts"
import { type LiveSession, type UserRecord, Users } from "../ports/Users.ts"
import { checkBirthDate, normaliseEmail } from "./rules.ts"
import { passwordChangedMail, sendBestEffort, verificationMail } from "./mails.ts"
import { passwordReset } from "./password-reset.ts"
import { RateLimiter } from "./RateLimiter.ts"
import { AccountSettings, CODE_MAX_ATTEMPTS, CODE_TTL_MS, LIMITS, RESEND_INTERVAL_MS } from "./settings.ts"

const INVALID_LOGIN = "Invalid email or password."

/** Who a live session signs in. */
const signedInAs = ({ sessionId, user }: LiveSession): SignedInUser => ({ id: user.id, email: user.email, plan: user.plan, sessionId })
export const SESSION_EXPIRED = "Your session has expired or is not valid. Please log in again."

export const toProfile = (u: UserRecord): UserProfile => ({
  isVerified: u.isVerified,
  firstName: u.firstName,
  lastName: u.lastName,
  gender: u.gender,
  dateOfBirth: u.dateOfBirth,
  phone: u.phone,
  email: u.email,
  plan: u.plan
})

/** A Google-only account has no password to ask again: its e-mail address confirms the deletion instead. */
const GOOGLE_ONLY_DELETE = "This account signs in with Google and has no password: type its e-mail address to confirm."

export class Accounts extends Context.Service<Accounts, {
  readonly authenticate: (token: string) => Effect.Effect<SignedInUser, Unauthorized>
  readonly signup: (input: SignupRequest, address: string) => Effect.Effect<TokenData, BadRequest | EmailTaken | TooManyRequests>
  readonly login: (input: LoginRequest, address: string) => Effect.Effect<TokenData, Unauthorized | TooManyRequests>
  readonly googleSignIn: (credential: string, address: string) => Effect.Effect<TokenData, BadRequest | Unauthorized | TooManyRequests>
  readonly logout: (user: SignedInUser) => Effect.Effect<void>
  readonly profile: (user: SignedInUser) => Effect.Effect<UserProfile, Unauthorized>
  readonly updateProfile: (user: SignedInUser, patch: ProfileUpdate) => Effect.Effect<UserProfile, BadRequest | Unauthorized>
  readonly changePassword: (user: SignedInUser, oldPassword: string, newPassword: string) => Effect.Effect<void, BadRequest | Unauthorized>
  readonly verifyEmail: (user: SignedInUser, code: string) => Effect.Effect<boolean, BadRequest | Unauthorized | TooManyRequests>
  readonly resendCode: (user: SignedInUser) => Effect.Effect<boolean, AlreadyVerified | Unauthorized | TooManyRequests>
  readonly forgotPassword: (email: string, address: string) => Effect.Effect<void, TooManyRequests>
  readonly checkResetToken: (token: string) => Effect.Effect<ResetTokenCheck>
  readonly resetPassword: (token: string, newPassword: string, confirmPassword: string, address: string) => Effect.Effect<void, BadRequest | TooManyRequests>
  /** Deletes the account and everything in it once its password is given again (its e-mail address, for a Google-only one). */
  readonly deleteAccount: (user: SignedInUser, password: string) => Effect.Effect<void, BadRequest | Unauthorized | TooManyRequests>
}>()("rehearse/accounts/Accounts") {
  static readonly layer = Layer.effect(
    Accounts,
    Effect.gen(function*() {
      const users = yield* Users
      const secrets = yield* Secrets
      const hasher = yield* PasswordHasher
      const mailer = yield* Mailer
      const google = yield* GoogleIdentity
      const limiter = yield* RateLimiter
      const settings = yield* AccountSettings
      // Verified against when the e-mail is unknown, so a wrong e-mail costs the same time as a wrong password;
      // made on first use so start-up stays fast.
      const decoyHash = yield* Effect.cached(hasher.hash(secrets.token()))

      const issueSession = Effect.fn("Accounts.issueSession")(function*(user: UserRecord) {
        const now = yield* Clock.currentTimeMillis
        const token = secrets.token()
        yield* users.createSession(user.id, secrets.digest(token), now, now + settings.sessionTtlMs)
        return { token, userEmail: user.email }
      })

      const sendMail = (mail: Mail) => sendBestEffort(mailer, mail)

      const sendCode = Effect.fn("Accounts.sendCode")(function*(user: UserRecord) {
        const now = yield* Clock.currentTimeMillis
        const code = secrets.sixDigitCode()
        yield* users.createCode(user.id, secrets.codeDigest(code), now, now + CODE_TTL_MS)
        yield* sendMail(verificationMail(user.email, user.firstName, code))
      })

      const current = (user: SignedInUser) =>
        users.findById(user.id).pipe(
          Effect.flatMap(Option.match({
            onNone: () => Effect.fail(new Unauthorized({ message: SESSION_EXPIRED })),
            onSome: Effect.succeed
          }))
        )

      return Accounts.of({
        ...(yield* passwordReset),

        // Untraced, as the hottest call of all (every signed-in request makes it): a traced Effect.fn captures a
        // stack trace and opens a span on every call, which cost as much as the session's query. And written with
        // flatMap rather than a generator: V8 keeps every generator object past the young generation's collections
        // (~400 bytes each), so under load the bearer check alone filled the old space a few MB a second.
        authenticate: (token) =>
          token.length === 0 || token.length > 200
            ? Effect.fail(new Unauthorized({ message: SESSION_EXPIRED }))
            : Effect.flatMap(Clock.currentTimeMillis, (now) =>
              Effect.flatMap(users.findLiveSession(secrets.digest(token), now), (found) =>
                Option.isNone(found)
                  ? Effect.fail(new Unauthorized({ message: SESSION_EXPIRED }))
                  : Effect.succeed(signedInAs(found.value)))),

        signup: Effect.fn("Accounts.signup")(function*(input, address) {
          yield* limiter.check(`signup:addr:${address}`, LIMITS.signupPerAddress)
          const now = yield* Clock.currentTimeMillis
          const birth = checkBirthDate(input.dateOfBirth, now)
          if (birth !== null) return yield* new BadRequest({ message: birth })
          const email = normaliseEmail(input.email)
          const taken = new EmailTaken({ message: "An account with this e-mail address already exists. Please log in instead." })
          if (Option.isSome(yield* users.findByEmail(email))) return yield* taken
          const passwordHash = yield* hasher.hash(input.password)
          const user = yield* users.create({
            email,
            passwordHash,
            firstName: input.firstName.trim(),
            lastName: input.lastName.trim(),
            gender: input.gender,
            dateOfBirth: input.dateOfBirth,
            phone: input.phone.trim(),
            isVerified: false,
            googleSub: null
          }, now).pipe(Effect.catchTag("EmailTaken", () => Effect.fail(taken)))
          yield* sendCode(user)
          return yield* issueSession(user)
        }),

        login: Effect.fn("Accounts.login")(function*(input, address) {
          const email = normaliseEmail(input.email)
          yield* limiter.check(`login:addr:${address}`, LIMITS.loginPerAddress)
          yield* limiter.check(`login:email-addr:${email}|${address}`, LIMITS.loginPerEmailAndAddress)
          yield* limiter.check(`login:email:${email}`, LIMITS.loginPerEmail)
          const found = yield* users.findByEmail(email)
          const hash = Option.isSome(found) && found.value.passwordHash !== null ? found.value.passwordHash : yield* decoyHash
          const ok = yield* hasher.verify(hash, input.password)
          if (!ok || Option.isNone(found) || found.value.passwordHash === null) {
            return yield* new Unauthorized({ message: INVALID_LOGIN })
          }
          return yield* issueSession(found.value)
        }),

        googleSignIn: Effect.fn("Accounts.googleSignIn")(function*(credential, address) {
          if (google.clientId === null) {
            return yield* new BadRequest({ message: "Google sign-in is not enabled on this server." })
          }
          yield* limiter.check(`login:addr:${address}`, LIMITS.loginPerAddress)
          const profile = yield* google.verify(credential).pipe(
            Effect.catchTag("GoogleTokenRejected", (e) =>
              Effect.logInfo(`Google token rejected: ${e.reason}`).pipe(
                Effect.andThen(Effect.fail(new Unauthorized({ message: "Google could not confirm your sign-in. Please try again." })))
              ))
          )
          if (!profile.emailVerified) {
            return yield* new Unauthorized({ message: "Your Google account's e-mail address is not verified by Google." })
          }
          const now = yield* Clock.currentTimeMillis
          const bySub = yield* users.findByGoogleSub(profile.sub)
          if (Option.isSome(bySub)) return yield* issueSession(bySub.value)
          const email = normaliseEmail(profile.email)
          const byEmail = yield* users.findByEmail(email)
          if (Option.isSome(byEmail)) {
            yield* users.linkGoogle(byEmail.value.id, profile.sub, now).pipe(Effect.orDie)
            return yield* issueSession(byEmail.value)
          }
          const created = yield* users.create({
            email,
            passwordHash: null,
            firstName: withoutControlCharacters(profile.givenName ?? email.split("@")[0] ?? "").slice(0, 50),
            lastName: withoutControlCharacters(profile.familyName ?? "").slice(0, 50),
            gender: "other",
            dateOfBirth: "",
            phone: "",
            isVerified: true,
            googleSub: profile.sub
          }, now).pipe(Effect.orDie)
          return yield* issueSession(created)
        }),

        logout: Effect.fn("Accounts.logout")(function*(user) {
          yield* users.revokeSession(user.sessionId, yield* Clock.currentTimeMillis)
        }),

        profile: Effect.fn("Accounts.profile")(function*(user) {
          return toProfile(yield* current(user))
        }),

        updateProfile: Effect.fn("Accounts.updateProfile")(function*(user, patch) {
          const now = yield* Clock.currentTimeMillis
          const birth = checkBirthDate(patch.dateOfBirth, now)
          if (birth !== null) return yield* new BadRequest({ message: birth })
          const updated = yield* users.updateProfile(user.id, {
            firstName: patch.firstName.trim(),
            lastName: patch.lastName.trim(),
            gender: patch.gender,
            dateOfBirth: patch.dateOfBirth,
            phone: patch.phone.trim()
          }, now).pipe(Effect.catchTag("UserMissing", () => Effect.fail(new Unauthorized({ message: SESSION_EXPIRED }))))
          return toProfile(updated)
        }),

        changePassword: Effect.fn("Accounts.changePassword")(function*(user, oldPassword, newPassword) {
          const record = yield* current(user)
          // A wrong current password is a 400, not a 401: the client signs out on 401.
          const ok = record.passwordHash !== null && (yield* hasher.verify(record.passwordHash, oldPassword))
          if (!ok) return yield* new BadRequest({ message: "Your current password is incorrect." })
          if (oldPassword === newPassword) {
            return yield* new BadRequest({ message: "New password must be different from your current password." })
          }
          const now = yield* Clock.currentTimeMillis
          yield* users.setPasswordHash(user.id, yield* hasher.hash(newPassword), now).pipe(Effect.orDie)
          yield* users.revokeAllSessions(user.id, now)
          yield* sendMail(passwordChangedMail(record.email, record.firstName))
        }),

        deleteAccount: Effect.fn("Accounts.deleteAccount")(function*(user, password) {
          yield* limiter.check(`delete:user:${user.id}`, LIMITS.deletePerUser)
          const record = yield* current(user)
          // A wrong password is a 400, not a 401: the client signs out on 401.
          if (record.passwordHash === null) {
            if (password.trim().toLowerCase() !== record.email.toLowerCase()) {
              return yield* new BadRequest({ message: GOOGLE_ONLY_DELETE })
            }
          } else if (!(yield* hasher.verify(record.passwordHash, password))) {
            return yield* new BadRequest({ message: "Your password is incorrect." })
          }
          yield* users.deleteAccount(user.id)
          // what the mailer keeps of their messages goes with the account (the outbox's copies of codes and links)
          if (mailer.forget !== undefined) yield* mailer.forget(record.email)
        }),

        verifyEmail: Effect.fn("Accounts.verifyEmail")(function*(user, code) {
          const record = yield* current(user)
          if (record.isVerified) return true
          yield* limiter.check(`verify:user:${user.id}`, LIMITS.verifyPerUser)
          const now = yield* Clock.currentTimeMillis
          const latest = yield* users.latestCode(user.id)
          if (Option.isNone(latest) || latest.value.consumedAt !== null) {
            return yield* new BadRequest({ message: "No verification code is waiting. Please ask for a new code." })
          }
          const pending = latest.value
          if (pending.expiresAt <= now) {
            return yield* new BadRequest({ message: "This verification code has expired. Please ask for a new code." })
          }
          const attempts = yield* users.countCodeAttempt(pending.id)
          if (attempts > CODE_MAX_ATTEMPTS) {
            return yield* limiter.refuse("Too many wrong codes for this one. Please ask for a new code.", 60)
          }
          if (secrets.codeDigest(code) !== pending.codeHash) {
            const left = CODE_MAX_ATTEMPTS - attempts
            return yield* new BadRequest({
              message: left > 0
                ? `That code is not right. You have ${left} ${left === 1 ? "attempt" : "attempts"} left.`
                : "That code is not right, and it cannot be tried again. Please ask for a new code."
            })
          }
          yield* users.consumeCode(pending.id, now)
          yield* users.markVerified(user.id, now).pipe(Effect.orDie)
          return true
        }),

        resendCode: Effect.fn("Accounts.resendCode")(function*(user) {
          const record = yield* current(user)
          if (record.isVerified) return yield* new AlreadyVerified({ message: "Your e-mail address is already verified." })
          const now = yield* Clock.currentTimeMillis
          const latest = yield* users.latestCode(user.id)
          if (Option.isSome(latest) && now - latest.value.createdAt < RESEND_INTERVAL_MS) {
            const wait = Math.ceil((RESEND_INTERVAL_MS - (now - latest.value.createdAt)) / 1000)
            return yield* limiter.refuse(`Please wait ${wait} seconds before asking for another code.`, wait)
          }
          yield* sendCode(record)
          return true
        })
      })
    })
  )
}
