/** Randomness and one-way hashing for tokens and codes; the node adapter uses node:crypto. */
import { Context } from "effect"

export class Secrets extends Context.Service<Secrets, {
  /** A fresh opaque 256-bit token, URL-safe. */
  readonly token: () => string
  /** A fresh 6-digit code, uniformly drawn, as a string with leading zeros. */
  readonly sixDigitCode: () => string
  /** SHA-256 of a 256-bit token, hex; what the database stores instead of the token. */
  readonly digest: (secret: string) => string
  /**
   * HMAC-SHA-256 of a short code under the server's secret key, hex: a plain hash of one of a million codes is
   * reversed by trying them all, so someone who reads the database but not the key learns nothing from it.
   */
  readonly codeDigest: (code: string) => string
}>()("rehearse/ports/Secrets") {}
