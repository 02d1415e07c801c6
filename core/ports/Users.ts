/** The accounts store: users, their sessions, e-mail verification codes and password-reset tokens. */
import { Context, type Effect, type Option, Schema } from "effect"

export type Plan = "free" | "premium"
export type Gender = "male" | "female" | "other"

export interface UserRecord {
  readonly id: number
  readonly email: string
  readonly passwordHash: string | null
  readonly firstName: string
  readonly lastName: string
  readonly gender: Gender
  readonly dateOfBirth: string
  readonly phone: string
  readonly isVerified: boolean
  readonly plan: Plan
  readonly googleSub: string | null
  readonly createdAt: number
  readonly updatedAt: number
}

export interface NewUser {
  readonly email: string
  readonly passwordHash: string | null
  readonly firstName: string
  readonly lastName: string
  readonly gender: Gender
  readonly dateOfBirth: string
  readonly phone: string
  readonly isVerified: boolean
  readonly googleSub: string | null
}

export interface ProfilePatch {
  readonly firstName: string
  readonly lastName: string
  readonly gender: Gender
  readonly dateOfBirth: string
  readonly phone: string
}

export interface SessionRecord {
  readonly id: number
  readonly userId: number
  readonly createdAt: number
  readonly expiresAt: number
  readonly revokedAt: number | null
}

export interface CodeRecord {
  readonly id: number
  readonly userId: number
  readonly codeHash: string
  readonly createdAt: number
  readonly expiresAt: number
  readonly attempts: number
  readonly consumedAt: number | null
}

export interface ResetTokenRecord {
  readonly id: number
  readonly userId: number
  readonly createdAt: number
  readonly expiresAt: number
  readonly usedAt: number | null
}

export class EmailTaken extends Schema.TaggedError<EmailTaken>()("EmailTaken", { email: Schema.String }) {}
export class UserMissing extends Schema.TaggedError<UserMissing>()("UserMissing", { userId: Schema.Number }) {}

/**
 * What the bearer check reads of a live session on every signed-in call: the session's id and what the signed-in
 * user carries (the rest of the user's row is read where it is needed, not on every call).
 */
export interface LiveSession {
  readonly sessionId: number
  readonly user: Pick<UserRecord, "id" | "email" | "plan">
}

export class Users extends Context.Service<Users, {
  readonly create: (user: NewUser, now: number) => Effect.Effect<UserRecord, EmailTaken>
  readonly findById: (id: number) => Effect.Effect<Option.Option<UserRecord>>
  readonly findByEmail: (email: string) => Effect.Effect<Option.Option<UserRecord>>
  readonly findByGoogleSub: (sub: string) => Effect.Effect<Option.Option<UserRecord>>
  readonly list: () => Effect.Effect<ReadonlyArray<UserRecord>>
  readonly updateProfile: (id: number, patch: ProfilePatch, now: number) => Effect.Effect<UserRecord, UserMissing>
  readonly setPasswordHash: (id: number, hash: string, now: number) => Effect.Effect<void, UserMissing>
  readonly markVerified: (id: number, now: number) => Effect.Effect<void, UserMissing>
  readonly setPlan: (id: number, plan: Plan, now: number) => Effect.Effect<void, UserMissing>
  readonly linkGoogle: (id: number, sub: string, now: number) => Effect.Effect<void, UserMissing>

  readonly createSession: (userId: number, tokenHash: string, now: number, expiresAt: number) => Effect.Effect<SessionRecord>
  /** The live session for a token hash (not revoked and not expired at `now`): its id and who it signs in. */
  readonly findLiveSession: (tokenHash: string, now: number) => Effect.Effect<Option.Option<LiveSession>>
  readonly revokeSession: (sessionId: number, now: number) => Effect.Effect<void>
  /** Revokes every live session of a user; returns how many were revoked. */
  readonly revokeAllSessions: (userId: number, now: number) => Effect.Effect<number>

  readonly createCode: (userId: number, codeHash: string, now: number, expiresAt: number) => Effect.Effect<CodeRecord>
  readonly latestCode: (userId: number) => Effect.Effect<Option.Option<CodeRecord>>
  /** Counts one attempt against a code and returns the new count (atomic). */
  readonly countCodeAttempt: (codeId: number) => Effect.Effect<number>
  /** Marks a code used; false when it was already used (so a code works once). */
  readonly consumeCode: (codeId: number, now: number) => Effect.Effect<boolean>

  readonly createResetToken: (userId: number, tokenHash: string, now: number, expiresAt: number) => Effect.Effect<ResetTokenRecord>
  readonly findResetToken: (tokenHash: string) => Effect.Effect<Option.Option<ResetTokenRecord>>
  /** Marks a reset token used; false when it was already used (single use, even under races). */
  readonly useResetToken: (tokenId: number, now: number) => Effect.Effect<boolean>

  /**
   * Deletes the account and everything of it, in one transaction: its interviews with their questions, answers and
   * strikes, its sessions, codes and reset tokens, the mail sent to its address and the rate-limit counters named
   * after its address or id. False when there was no such account.
   */
  readonly deleteAccount: (userId: number) => Effect.Effect<boolean>
}>()("rehearse/ports/Users") {}
