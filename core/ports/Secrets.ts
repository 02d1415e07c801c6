/** Randomness and one-way hashing for tokens and codes; the node adapter uses node:crypto. */
import { Context } from "effect"

export class Secrets extends Context.Service<Secrets, {
  /** A fresh opaque 256-bit token, URL-safe. */
  readonly token: () => string
  /** A fresh 6-digit code, uniformly drawn, as a string with leading zeros. */
  readonly sixDigitCode: () => string
  /** SHA-256 of a token or code, hex; what the database stores instead of the secret. */
  readonly digest: (secret: string) => string
}>()("rehearse/ports/Secrets") {}
