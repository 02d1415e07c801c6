/** The account rules' constants and the settings they read. */
import { Context } from "effect"

export class AccountSettings extends Context.Service<AccountSettings, {
  readonly publicUrl: string
  readonly sessionTtlMs: number
}>()("rehearse/accounts/AccountSettings") {}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
export const CODE_TTL_MS = 15 * MINUTE
export const CODE_MAX_ATTEMPTS = 5
export const RESEND_INTERVAL_MS = MINUTE
export const RESET_TTL_MS = HOUR

/** Rate limits: hits allowed per window, per bucket kind. */
export const LIMITS = {
  // Guesses are counted per e-mail *and* client address: a guesser is stopped, while the account's owner, from
  // their own address, still signs in. Guessing from many addresses at once meets the far higher per-e-mail cap.
  loginPerEmailAndAddress: { max: 10, windowMs: 15 * MINUTE },
  loginPerEmail: { max: 100, windowMs: 15 * MINUTE },
  loginPerAddress: { max: 50, windowMs: 15 * MINUTE },
  signupPerAddress: { max: 20, windowMs: HOUR },
  forgotPerEmail: { max: 3, windowMs: HOUR },
  forgotPerAddress: { max: 20, windowMs: HOUR },
  verifyPerUser: { max: 20, windowMs: HOUR },
  resetPerAddress: { max: 30, windowMs: HOUR },
  // Deleting an account asks for the password again: guesses through it are capped like sign-in's.
  deletePerUser: { max: 10, windowMs: 15 * MINUTE }
} as const
