/**
 * The application services over one DATABASE_URL — the database, accounts, interviews, the coach and mail —
 * composed without the HTTP stack, so the HTTP server (./server.ts) and the CLI's in-process mode share them. This is
 * the composition root's half that picks an adapter for each port; optional technologies (PostgreSQL, SMTP, a model
 * coach, Google sign-in) are loaded only when the settings ask for them.
 */
import { join } from "node:path"
import { Context, Effect, Layer } from "effect"
import { Accounts } from "../../core/accounts/Accounts.ts"
import { RateLimiter } from "../../core/accounts/RateLimiter.ts"
import { AccountSettings } from "../../core/accounts/settings.ts"
import { CoachBuiltIn, rehearsal } from "../../core/coach/built-in-layer.ts"
import { Interviewer } from "../../core/interviews/Interviewer.ts"
import { InterviewSettings } from "../../core/interviews/settings.ts"
import { Practice } from "../../core/progress/Practice.ts"
import { Coach } from "../../core/ports/Coach.ts"
import { modelAnswerRequest } from "../../core/coach/schemas.ts"
import {
  type GoogleIdentity,
  GoogleIdentity as GoogleIdentityTag,
  GoogleTokenRejected
} from "../../core/ports/GoogleIdentity.ts"
import type { Mailer } from "../../core/ports/Mailer.ts"
import type { PasswordHasher } from "../../core/ports/PasswordHasher.ts"
import type { Log } from "../../core/ports/Log.ts"
import * as Outbox from "../../adapters/mail/outbox.ts"
import { collectFully, settledMemory } from "../../adapters/node/collect.ts"
import { meaningForCoach } from "../../adapters/node/meaning-files.ts"
import { passwordHasherLayer, secretsLayer } from "../../adapters/node/secrets.ts"
import * as Database from "../../adapters/sql/Database.ts"
import { recorded } from "../../adapters/sql/MailLogSql.ts"
import { serverKey } from "../../adapters/sql/ServerKeysSql.ts"
import type { AppConfig } from "../config.ts"

export { collectFully }

export interface ServerDeps {
  /** Replaces the mailer chosen from the config (tests). */
  readonly mailer?: Layer.Layer<Mailer>
  /** Replaces Google's key set (tests use locally made keys). */
  readonly google?: Layer.Layer<GoogleIdentity>
  readonly trustProxy?: boolean
  /** Replaces the coach (tests, or the LLM coach). */
  readonly coach?: Layer.Layer<Coach>
  /** Replaces the argon2id hasher (tests use cheaper parameters). */
  readonly passwordHasher?: Layer.Layer<PasswordHasher>
  /**
   * Whether the coach prepares every bank question before the services are ready (default: yes, as a server does;
   * the CLI's practice prepares each question as it comes, so it starts at once).
   */
  readonly prepareCoach?: boolean
  /**
   * Whether the built-in coach, when prepared at start, judges on a thread of its own (default: no; `rehearse serve`
   * follows COACH_THREAD, on unless set off). The in-process handlers of the tests judge on the thread that calls them.
   */
  readonly coachOnThread?: boolean
}

/** Google sign-in: jose is loaded only when GOOGLE_CLIENT_ID is set. */
const googleLayer = (clientId: string | null): Layer.Layer<GoogleIdentity> =>
  clientId === null
    ? Layer.succeed(GoogleIdentityTag)(GoogleIdentityTag.of({
      clientId: null,
      verify: () => Effect.fail(new GoogleTokenRejected({ reason: "Google sign-in is not configured" }))
    }))
    : Layer.unwrap(Effect.promise(() => import("../../adapters/node/google.ts")).pipe(Effect.map((Google) => Google.layer({ clientId }))))

/**
 * The built-in coach after it has judged the rehearsal's model answers (rehearsal(): one of each kind of question, and
 * a few hundred spread over the bank): preparing the bank leaves the judging code itself cold (not yet compiled by
 * V8), and the first candidates' answers would pay for that.
 */
const rehearsed = (built: Layer.Layer<Coach>): Layer.Layer<Coach> =>
  Layer.effect(Coach, Effect.gen(function*() {
    const coach = yield* Coach
    yield* Effect.forEach(rehearsal(), (q) =>
      Effect.ignore(coach.assess({ ...modelAnswerRequest(q), questionId: q.id })))
    return coach
  })).pipe(Layer.provide(built))

/** What the coach holds once prepared, for the server's log at start. */
export class CoachFootprint extends Context.Service<CoachFootprint, {
  /** Heap it added: the compiled bank, its lexicon, the meaning resource's tables and the judging code. */
  readonly heapBytes: number
  /** Buffers it added outside the heap: the meaning resource as read from its file. */
  readonly bufferBytes: number
  /** Whether it judges on a thread of its own (adapters/node/coach-thread.ts) or on the server's. */
  readonly onThread: boolean
}>()("rehearse/compose/CoachFootprint") {}

/** `coach` built between two settled measurements; the difference is what it holds (CoachFootprint). */
const measured = <E, R>(coach: Layer.Layer<Coach, E, R>): Layer.Layer<Coach | CoachFootprint, E, R> =>
  Layer.effectContext(Effect.gen(function*() {
    const before = settledMemory()
    const built = yield* Layer.build(coach)
    const after = settledMemory()
    return Context.add(built, CoachFootprint, {
      heapBytes: Math.max(0, after.heap - before.heap),
      bufferBytes: Math.max(0, after.buffers - before.buffers),
      onThread: false
    })
  }))

/**
 * The built-in coach on a thread of its own (adapters/node/coach-thread.ts), prepared there before the services are
 * ready, with what it holds there as its footprint; where the thread cannot start, `inProcess`, said in the log.
 */
const onThread = (inProcess: Layer.Layer<Coach | CoachFootprint>, log: Log): Layer.Layer<Coach | CoachFootprint> =>
  Layer.unwrap(Effect.gen(function*() {
    const { startCoachThread } = yield* Effect.promise(() => import("../../adapters/node/coach-thread.ts"))
    const warn = (message: string) => log({ level: "warn", msg: message })
    const started = yield* Effect.tryPromise(() => startCoachThread({ warn }))
    return Layer.effectContext(Effect.gen(function*() {
      yield* Effect.addFinalizer(() => Effect.promise(() => started.close()))
      return Context.make(Coach, started.coach).pipe(Context.add(CoachFootprint, { ...started.footprint, onThread: true }))
    }))
  }).pipe(Effect.catch((error) =>
    Effect.sync(() => {
      log({ level: "warn", msg: `the coach judges on the server's thread: its own thread could not start (${String(error.cause ?? error)})` })
      return inProcess
    })
  )))

/** The database plus the application services, over one DATABASE_URL. */
export const servicesLayer = (config: AppConfig, log: Log, deps: ServerDeps = {}) => {
  const db = Database.layer(config.databaseUrl)
  const mailer = deps.mailer ?? (config.smtpUrl !== null
    ? recorded("smtp")(Layer.unwrap(Effect.promise(() => import("../../adapters/mail/smtp.ts")).pipe(
      Effect.map((Smtp) => Smtp.layer({ url: config.smtpUrl!, from: config.mailFrom, log }))
    )))
    : recorded("outbox")(Outbox.layer({ dir: join(config.dataDir, "outbox"), from: config.mailFrom, log })))
  const accounts = Accounts.layer.pipe(
    Layer.provide(RateLimiter.layer),
    Layer.provide(Layer.mergeAll(
      mailer,
      // Every server on one database shares the key: SECRET_KEY when set, otherwise one made once and kept there.
      Layer.unwrap(Effect.map(
        config.secretKey !== null ? Effect.succeed(config.secretKey) : Effect.orDie(serverKey("verification-codes")),
        secretsLayer
      )),
      deps.passwordHasher ?? passwordHasherLayer(),
      deps.google ?? googleLayer(config.googleClientId),
      Layer.succeed(AccountSettings)({ publicUrl: config.publicUrl, sessionTtlMs: config.sessionTtlDays * 86_400_000 })
    ))
  )
  const interviewSettings = Layer.succeed(InterviewSettings)({ freePlanInterviews: config.freePlanInterviews })
  const prepare = deps.prepareCoach ?? true
  const builtIn = Layer.unwrap(Effect.gen(function*() {
    // The coach reads meaning (word vectors, WordNet) from a resource made at install; it is loaded, and every
    // bank question prepared, before the server says it is ready.
    const meaning = yield* Effect.promise(() => meaningForCoach((message) => log({ level: "warn", msg: message })))
    if (config.llm === null) return prepare ? rehearsed(CoachBuiltIn.layerReading(meaning, { prepare })) : CoachBuiltIn.layerReading(meaning, { prepare })
    const llm = yield* Effect.promise(() => import("../../adapters/llm/index.ts"))
    return llm.coachLayerFor(config.llm, meaning, prepare)
  }))
  // A coach prepared at start is measured (two full collections, ~0.1 s on a 2-core machine); one prepared as questions come is not.
  const prepared = measured(builtIn)
  const coach = deps.coach ??
    (!prepare ? builtIn : config.llm === null && (deps.coachOnThread ?? false) ? onThread(prepared, log) : prepared)
  const interviewer = Interviewer.layer.pipe(Layer.provideMerge(coach), Layer.provide(interviewSettings))
  return Layer.mergeAll(accounts, interviewer, Practice.layer.pipe(Layer.provide(interviewSettings))).pipe(Layer.provideMerge(db))
}

