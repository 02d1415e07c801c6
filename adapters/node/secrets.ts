/** Secrets and PasswordHasher on node:crypto: 256-bit tokens, SHA-256 digests, keyed code digests, argon2id passwords. */
import { argon2, createHmac, hash, randomBytes, randomInt, timingSafeEqual } from "node:crypto"
import { Effect, Layer } from "effect"
import { PasswordHasher } from "../../core/ports/PasswordHasher.ts"
import { Secrets } from "../../core/ports/Secrets.ts"

/** `codeKey`: the server's secret key for verification codes (SECRET_KEY, or the one kept in the database). */
export const secretsLayer = (codeKey: string) =>
  Layer.succeed(Secrets)(Secrets.of({
    token: () => randomBytes(32).toString("base64url"),
    sixDigitCode: () => String(randomInt(0, 1_000_000)).padStart(6, "0"),
    // node:crypto's one-shot hash (the same digest as createHash's, in hex): every signed-in request makes one, and the
    // one-shot call costs half of a Hash object's three (update, digest) calls.
    digest: (secret) => hash("sha256", secret, "hex"),
    codeDigest: (code) => createHmac("sha256", codeKey).update(code).digest("hex")
  }))

// OWASP's argon2id recommendation: 19 MiB memory, 2 passes, 1 lane.
export interface Argon2Params {
  readonly memory: number
  readonly passes: number
  readonly parallelism: number
}
const owasp: Argon2Params = { memory: 19_456, passes: 2, parallelism: 1 }

const derive = (password: string, nonce: Buffer, p: Argon2Params) =>
  Effect.callback<Buffer>((resume) => {
    argon2("argon2id", { message: password, nonce, memory: p.memory, passes: p.passes, parallelism: p.parallelism, tagLength: 32 }, (err, key) =>
      err ? resume(Effect.die(err)) : resume(Effect.succeed(key)))
  })

/** Stored as `$argon2id$v=19$m=…,t=…,p=…$salt$hash` (base64, no padding), the usual PHC string. */
export const passwordHasherLayer = (params: Argon2Params = owasp) =>
  Layer.succeed(PasswordHasher)(PasswordHasher.of({
    hash: (password) =>
      Effect.gen(function*() {
        const salt = randomBytes(16)
        const key = yield* derive(password, salt, params)
        const b64 = (b: Buffer) => b.toString("base64").replace(/=+$/, "")
        return `$argon2id$v=19$m=${params.memory},t=${params.passes},p=${params.parallelism}$${b64(salt)}$${b64(key)}`
      }),
    verify: (hash, password) =>
      Effect.gen(function*() {
        const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(hash)
        if (m === null) return false
        const expected = Buffer.from(m[5]!, "base64")
        const key = yield* derive(password, Buffer.from(m[4]!, "base64"), {
          memory: Number(m[1]),
          passes: Number(m[2]),
          parallelism: Number(m[3])
        })
        return key.length === expected.length && timingSafeEqual(key, expected)
      })
  }))
