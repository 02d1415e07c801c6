/** The forgotten-password flow: a link mailed to the account's address, its check, and the new password it sets. */
import { Clock, Effect, Option } from "effect"
import { BadRequest } from "../contract/errors.ts"
import { Mailer } from "../ports/Mailer.ts"
import { PasswordHasher } from "../ports/PasswordHasher.ts"
import { Secrets } from "../ports/Secrets.ts"
import { Users } from "../ports/Users.ts"
import { resetMail, sendBestEffort } from "./mails.ts"
import { RateLimiter } from "./RateLimiter.ts"
import { normaliseEmail } from "./rules.ts"
import { AccountSettings, LIMITS, RESET_TTL_MS } from "./settings.ts"

const RESET_INVALID = "This password reset link is invalid or has expired. Please ask for a new one."

/** The `Accounts` methods of a forgotten password. */
export const passwordReset = Effect.gen(function*() {
  const users = yield* Users
  const secrets = yield* Secrets
  const hasher = yield* PasswordHasher
  const mailer = yield* Mailer
  const limiter = yield* RateLimiter
  const settings = yield* AccountSettings

  return {
    forgotPassword: Effect.fn("Accounts.forgotPassword")(function*(rawEmail: string, address: string) {
      const email = normaliseEmail(rawEmail)
      yield* limiter.check(`forgot:addr:${address}`, LIMITS.forgotPerAddress)
      // Counted for every e-mail, known or not, so the answer never tells whether an account exists.
      yield* limiter.check(`forgot:email:${email}`, LIMITS.forgotPerEmail)
      const found = yield* users.findByEmail(email)
      if (Option.isNone(found)) return
      const now = yield* Clock.currentTimeMillis
      const token = secrets.token()
      yield* users.createResetToken(found.value.id, secrets.digest(token), now, now + RESET_TTL_MS)
      const link = `${settings.publicUrl}/reset-password?token=${encodeURIComponent(token)}`
      yield* sendBestEffort(mailer, resetMail(found.value.email, found.value.firstName, link))
    }),

    checkResetToken: Effect.fn("Accounts.checkResetToken")(function*(token: string) {
      const now = yield* Clock.currentTimeMillis
      const found = yield* users.findResetToken(secrets.digest(token))
      if (Option.isNone(found) || found.value.usedAt !== null || found.value.expiresAt <= now) {
        return { valid: false, expiresAt: null }
      }
      return { valid: true, expiresAt: new Date(found.value.expiresAt).toISOString() }
    }),

    resetPassword: Effect.fn("Accounts.resetPassword")(function*(token: string, newPassword: string, confirmPassword: string, address: string) {
      if (newPassword !== confirmPassword) {
        return yield* new BadRequest({ message: "Passwords don't match. Please make sure both password fields match." })
      }
      yield* limiter.check(`reset:addr:${address}`, LIMITS.resetPerAddress)
      const now = yield* Clock.currentTimeMillis
      const found = yield* users.findResetToken(secrets.digest(token))
      if (Option.isNone(found) || found.value.usedAt !== null || found.value.expiresAt <= now) {
        return yield* new BadRequest({ message: RESET_INVALID })
      }
      const hash = yield* hasher.hash(newPassword)
      if (!(yield* users.useResetToken(found.value.id, now))) return yield* new BadRequest({ message: RESET_INVALID })
      yield* users.setPasswordHash(found.value.userId, hash, now).pipe(Effect.orDie)
      // Opening the mailed link proves the address is theirs.
      yield* users.markVerified(found.value.userId, now).pipe(Effect.orDie)
      yield* users.revokeAllSessions(found.value.userId, now)
    })
  }
})
