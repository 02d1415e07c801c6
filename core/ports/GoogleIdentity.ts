/** Verifies a Google ID token (signature, audience, issuer, expiry) and returns who it names. */
import { Context, type Effect, Schema } from "effect"

export interface GoogleProfile {
  readonly sub: string
  readonly email: string
  readonly emailVerified: boolean
  readonly givenName: string | null
  readonly familyName: string | null
}

export class GoogleTokenRejected extends Schema.TaggedError<GoogleTokenRejected>()("GoogleTokenRejected", {
  reason: Schema.String
}) {}

export class GoogleIdentity extends Context.Service<GoogleIdentity, {
  /** null when Google sign-in is not configured (no GOOGLE_CLIENT_ID). */
  readonly clientId: string | null
  readonly verify: (credential: string) => Effect.Effect<GoogleProfile, GoogleTokenRejected>
}>()("rehearse/ports/GoogleIdentity") {}
