/** Google ID tokens checked with jose against Google's published keys: signature, audience, issuer, expiry. */
import { Effect, Layer } from "effect"
import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from "jose"
import { GoogleIdentity, GoogleTokenRejected } from "../../core/ports/GoogleIdentity.ts"

const GOOGLE_JWKS_URL = "https://www.googleapis.com/oauth2/v3/certs"
const GOOGLE_ISSUERS = ["https://accounts.google.com", "accounts.google.com"]

export const layer = (options: { readonly clientId: string | null; readonly keys?: JWTVerifyGetKey }) =>
  Layer.sync(GoogleIdentity)(() => {
    const keys = options.keys ?? createRemoteJWKSet(new URL(GOOGLE_JWKS_URL))
    return GoogleIdentity.of({
      clientId: options.clientId,
      verify: (credential) =>
        options.clientId === null
          ? Effect.fail(new GoogleTokenRejected({ reason: "Google sign-in is not configured" }))
          : Effect.tryPromise({
            try: () => jwtVerify(credential, keys, { audience: options.clientId!, issuer: GOOGLE_ISSUERS, clockTolerance: 5 }),
            catch: (cause) => new GoogleTokenRejected({ reason: String((cause as Error)?.message ?? cause) })
          }).pipe(Effect.flatMap(({ payload }) => {
            const email = typeof payload.email === "string" ? payload.email : null
            if (typeof payload.sub !== "string" || email === null) {
              return Effect.fail(new GoogleTokenRejected({ reason: "the token names no subject or e-mail" }))
            }
            return Effect.succeed({
              sub: payload.sub,
              email,
              emailVerified: payload.email_verified === true || payload.email_verified === "true",
              givenName: typeof payload.given_name === "string" ? payload.given_name : null,
              familyName: typeof payload.family_name === "string" ? payload.family_name : null
            })
          }))
    })
  })
