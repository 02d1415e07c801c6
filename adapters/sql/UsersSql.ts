/** The `Users` port on SQL (SQLite or PostgreSQL, same statements). */
import { Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import {
  type CodeRecord,
  EmailTaken,
  type ResetTokenRecord,
  type LiveSession,
  type SessionRecord,
  type UserRecord,
  UserMissing,
  Users
} from "../../core/ports/Users.ts"
import { hotReads } from "./reads.ts"
import { bool, num, numOrNull, type Row, str, strOrNull } from "./rows.ts"

/** A user row's plan: premium, or free for anything else. */
const planOf = (r: Row): "premium" | "free" => (str(r.plan) === "premium" ? "premium" : "free")

const toUser = (r: Row): UserRecord => ({
  id: num(r.id),
  email: str(r.email),
  passwordHash: strOrNull(r.password_hash),
  firstName: str(r.first_name),
  lastName: str(r.last_name),
  gender: str(r.gender) as UserRecord["gender"],
  dateOfBirth: str(r.date_of_birth),
  phone: str(r.phone),
  isVerified: bool(r.is_verified),
  plan: planOf(r),
  googleSub: strOrNull(r.google_sub),
  createdAt: num(r.created_at),
  updatedAt: num(r.updated_at)
})

const toSession = (r: Row): SessionRecord => ({
  id: num(r.id),
  userId: num(r.user_id),
  createdAt: num(r.created_at),
  expiresAt: num(r.expires_at),
  revokedAt: numOrNull(r.revoked_at)
})

/** The bearer check's row (UsersSql's liveSession) as the port's LiveSession. */
const toLiveSession = (r: Row): LiveSession => ({
  sessionId: num(r.session_id),
  user: { id: num(r.id), email: str(r.email), plan: planOf(r) }
})

const toCode = (r: Row): CodeRecord => ({
  id: num(r.id),
  userId: num(r.user_id),
  codeHash: str(r.code_hash),
  createdAt: num(r.created_at),
  expiresAt: num(r.expires_at),
  attempts: num(r.attempts),
  consumedAt: numOrNull(r.consumed_at)
})

const toResetToken = (r: Row): ResetTokenRecord => ({
  id: num(r.id),
  userId: num(r.user_id),
  createdAt: num(r.created_at),
  expiresAt: num(r.expires_at),
  usedAt: numOrNull(r.used_at)
})

const first = <A>(rows: ReadonlyArray<Row>, f: (r: Row) => A): Option.Option<A> =>
  rows.length > 0 ? Option.some(f(rows[0]!)) : Option.none()

/** The bearer check's statement: the live session of a token's digest (`?` 1) at a time (`?` 2), with its user (and
 * when it expires, for the value kept of it). */
export const LIVE_SESSION = `SELECT s.id AS session_id, u.id, u.email, u.plan, s.expires_at
  FROM sessions s JOIN users u ON u.id = s.user_id
  WHERE s.token_hash = ? AND s.revoked_at IS NULL AND s.expires_at > ?`

/**
 * Live sessions kept by the bearer check (./reads.ts, prepareKept): a few hundred bytes each, so the signed-in
 * users of a busy server fit; the least recently used is read again.
 */
export const SESSIONS_KEPT = 4096

export const layer = Layer.effect(
  Users,
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    // The bearer check's one statement, on the hot path (./reads.ts): the session and its user together.
    // Only what the bearer check needs: every signed-in call makes this read, and the user's whole row cost a third
    // more than these columns.
    // Kept while the database is unchanged and the session unexpired at the call's time (./reads.ts): every write
    // (a logout, a password reset, the account deleted, a plan changed), of this process or another, reads it anew.
    const liveSession = (yield* hotReads).prepareKept(LIVE_SESSION, (rows) => first(rows, toLiveSession), {
      keyOf: (params) => params[0] as string,
      capacity: SESSIONS_KEPT,
      lasts: { until: (rows) => num(rows[0]!.expires_at), now: (params) => params[1] as number }
    })

    const userById = (id: number) =>
      sql<Row>`SELECT * FROM users WHERE id = ${id}`.pipe(Effect.map((rows) => first(rows, toUser)), Effect.orDie)

    const mustExist = (id: number) => (rows: ReadonlyArray<Row>) =>
      rows.length > 0 ? Effect.succeed(toUser(rows[0]!)) : Effect.fail(new UserMissing({ userId: id }))

    return Users.of({
      create: (u, now) =>
        sql<Row>`INSERT INTO users (email, password_hash, first_name, last_name, gender, date_of_birth, phone,
            is_verified, plan, google_sub, created_at, updated_at)
          VALUES (${u.email}, ${u.passwordHash}, ${u.firstName}, ${u.lastName}, ${u.gender}, ${u.dateOfBirth},
            ${u.phone}, ${u.isVerified ? 1 : 0}, 'free', ${u.googleSub}, ${now}, ${now})
          RETURNING *`.pipe(
          Effect.map((rows) => toUser(rows[0]!)),
          Effect.catchTag("SqlError", (e) =>
            e.reason._tag === "UniqueViolation" ? Effect.fail(new EmailTaken({ email: u.email })) : Effect.die(e)
          )
        ),
      findById: userById,
      findByEmail: (email) =>
        sql<Row>`SELECT * FROM users WHERE email = ${email}`.pipe(Effect.map((rows) => first(rows, toUser)), Effect.orDie),
      findByGoogleSub: (sub) =>
        sql<Row>`SELECT * FROM users WHERE google_sub = ${sub}`.pipe(
          Effect.map((rows) => first(rows, toUser)),
          Effect.orDie
        ),
      list: () => sql<Row>`SELECT * FROM users ORDER BY id`.pipe(Effect.map((rows) => rows.map(toUser)), Effect.orDie),
      updateProfile: (id, p, now) =>
        sql<Row>`UPDATE users SET first_name = ${p.firstName}, last_name = ${p.lastName}, gender = ${p.gender},
            date_of_birth = ${p.dateOfBirth}, phone = ${p.phone}, updated_at = ${now}
          WHERE id = ${id} RETURNING *`.pipe(Effect.orDie, Effect.flatMap(mustExist(id))),
      setPasswordHash: (id, hash, now) =>
        sql<Row>`UPDATE users SET password_hash = ${hash}, updated_at = ${now} WHERE id = ${id} RETURNING id`.pipe(
          Effect.orDie,
          Effect.flatMap((rows) => rows.length > 0 ? Effect.void : Effect.fail(new UserMissing({ userId: id })))
        ),
      markVerified: (id, now) =>
        sql<Row>`UPDATE users SET is_verified = 1, updated_at = ${now} WHERE id = ${id} RETURNING id`.pipe(
          Effect.orDie,
          Effect.flatMap((rows) => rows.length > 0 ? Effect.void : Effect.fail(new UserMissing({ userId: id })))
        ),
      setPlan: (id, plan, now) =>
        sql<Row>`UPDATE users SET plan = ${plan}, updated_at = ${now} WHERE id = ${id} RETURNING id`.pipe(
          Effect.orDie,
          Effect.flatMap((rows) => rows.length > 0 ? Effect.void : Effect.fail(new UserMissing({ userId: id })))
        ),
      linkGoogle: (id, sub, now) =>
        sql<Row>`UPDATE users SET google_sub = ${sub}, is_verified = 1, updated_at = ${now} WHERE id = ${id} RETURNING id`
          .pipe(
            Effect.orDie,
            Effect.flatMap((rows) => rows.length > 0 ? Effect.void : Effect.fail(new UserMissing({ userId: id })))
          ),

      createSession: (userId, tokenHash, now, expiresAt) =>
        sql<Row>`INSERT INTO sessions (user_id, token_hash, created_at, expires_at)
          VALUES (${userId}, ${tokenHash}, ${now}, ${expiresAt}) RETURNING *`.pipe(
          Effect.map((rows) => toSession(rows[0]!)),
          Effect.orDie
        ),
      findLiveSession: (tokenHash, now) => liveSession([tokenHash, now]),
      revokeSession: (sessionId, now) =>
        sql`UPDATE sessions SET revoked_at = ${now} WHERE id = ${sessionId} AND revoked_at IS NULL`.pipe(
          Effect.asVoid,
          Effect.orDie
        ),
      deleteAccount: (userId) =>
        sql.withTransaction(Effect.gen(function*() {
          const found = yield* sql<Row>`SELECT email FROM users WHERE id = ${userId}`
          if (found.length === 0) return false
          const email = str(found[0]!.email)
          // Children first, so it holds whether or not the engine cascades (SQLite only does with foreign_keys on).
          const interviews = sql`SELECT id FROM user_interviews WHERE user_id = ${userId}`
          yield* sql`DELETE FROM answers WHERE user_interview_id IN (${interviews})`
          yield* sql`DELETE FROM strikes WHERE user_interview_id IN (${interviews})`
          yield* sql`DELETE FROM interview_questions WHERE user_interview_id IN (${interviews})`
          yield* sql`DELETE FROM user_interviews WHERE user_id = ${userId}`
          yield* sql`DELETE FROM sessions WHERE user_id = ${userId}`
          yield* sql`DELETE FROM verification_codes WHERE user_id = ${userId}`
          yield* sql`DELETE FROM reset_tokens WHERE user_id = ${userId}`
          yield* sql`DELETE FROM sent_mail WHERE to_address = ${email}`
          // Counters keyed by the account (core/accounts): by e-mail, by e-mail and address, by id.
          const emailAndAddress = `login:email-addr:${email}|`
          yield* sql`DELETE FROM rate_limits WHERE bucket IN (${`login:email:${email}`}, ${`forgot:email:${email}`},
              ${`verify:user:${userId}`}, ${`delete:user:${userId}`})
            OR substr(bucket, 1, ${emailAndAddress.length}) = ${emailAndAddress}`
          yield* sql`DELETE FROM users WHERE id = ${userId}`
          return true
        })).pipe(Effect.orDie),

      revokeAllSessions: (userId, now) =>
        sql<Row>`UPDATE sessions SET revoked_at = ${now} WHERE user_id = ${userId} AND revoked_at IS NULL RETURNING id`
          .pipe(Effect.map((rows) => rows.length), Effect.orDie),

      createCode: (userId, codeHash, now, expiresAt) =>
        sql<Row>`INSERT INTO verification_codes (user_id, code_hash, created_at, expires_at)
          VALUES (${userId}, ${codeHash}, ${now}, ${expiresAt}) RETURNING *`.pipe(
          Effect.map((rows) => toCode(rows[0]!)),
          Effect.orDie
        ),
      latestCode: (userId) =>
        sql<Row>`SELECT * FROM verification_codes WHERE user_id = ${userId} ORDER BY id DESC LIMIT 1`.pipe(
          Effect.map((rows) => first(rows, toCode)),
          Effect.orDie
        ),
      countCodeAttempt: (codeId) =>
        sql<Row>`UPDATE verification_codes SET attempts = attempts + 1 WHERE id = ${codeId} RETURNING attempts`.pipe(
          Effect.map((rows) => (rows.length > 0 ? num(rows[0]!.attempts) : 0)),
          Effect.orDie
        ),
      consumeCode: (codeId, now) =>
        sql<Row>`UPDATE verification_codes SET consumed_at = ${now}
          WHERE id = ${codeId} AND consumed_at IS NULL RETURNING id`.pipe(
          Effect.map((rows) => rows.length > 0),
          Effect.orDie
        ),

      createResetToken: (userId, tokenHash, now, expiresAt) =>
        sql<Row>`INSERT INTO reset_tokens (user_id, token_hash, created_at, expires_at)
          VALUES (${userId}, ${tokenHash}, ${now}, ${expiresAt}) RETURNING *`.pipe(
          Effect.map((rows) => toResetToken(rows[0]!)),
          Effect.orDie
        ),
      findResetToken: (tokenHash) =>
        sql<Row>`SELECT * FROM reset_tokens WHERE token_hash = ${tokenHash}`.pipe(
          Effect.map((rows) => first(rows, toResetToken)),
          Effect.orDie
        ),
      useResetToken: (tokenId, now) =>
        sql<Row>`UPDATE reset_tokens SET used_at = ${now} WHERE id = ${tokenId} AND used_at IS NULL RETURNING id`.pipe(
          Effect.map((rows) => rows.length > 0),
          Effect.orDie
        )
    })
  })
)
