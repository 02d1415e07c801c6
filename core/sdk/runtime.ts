/**
 * The SDK's one runtime: the host (browser or CLI) configures it with its adapters once, and every action runs
 * its Effect here. Any 401 or 403 answer signs the user out and tells the host (spec §4 "Authentication").
 */
import { Effect, type Layer, ManagedRuntime } from "effect"
import { type Api, ApiFailure } from "../ports/Api.ts"
import type { Proctor } from "../ports/Proctor.ts"
import type { Speech } from "../ports/Speech.ts"
import type { Storage } from "../ports/Storage.ts"
import { signedOut } from "./auth.ts"

/** The services SDK actions may use; the host's layer provides them all. */
export type SdkServices = Api | Speech | Proctor | Storage

let runtime: ManagedRuntime.ManagedRuntime<SdkServices, never> | null = null
const signedOutListeners = new Set<() => void>()

/** Installs the host's adapters; replaces (and disposes) any runtime configured before. */
export const configureSdk = (layer: Layer.Layer<SdkServices>): void => {
  const previous = runtime
  runtime = ManagedRuntime.make(layer)
  if (previous !== null) void previous.dispose()
}

export const disposeSdk = async (): Promise<void> => {
  const previous = runtime
  runtime = null
  if (previous !== null) await previous.dispose()
}

/** Called when the server refused the session (401/403): the browser goes to /login. */
export const onSignedOutByServer = (listener: () => void): (() => void) => {
  signedOutListeners.add(listener)
  return () => signedOutListeners.delete(listener)
}

const isAuthFailure = (e: unknown): e is ApiFailure => e instanceof ApiFailure && (e.status === 401 || e.status === 403)

/** Signs out on a 401/403 from any call inside `effect`, and passes the failure on. */
export const guarded = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
  Effect.tapError(effect, (e) =>
    isAuthFailure(e)
      ? Effect.sync(() => {
        signedOut()
        for (const listener of signedOutListeners) listener()
      })
      : Effect.void)

/** Runs an action's Effect on the configured runtime; the promise rejects with the action's typed failure. */
export const run = <A, E>(effect: Effect.Effect<A, E, SdkServices>): Promise<A> => {
  if (runtime === null) return Promise.reject(new Error("The SDK is not configured: call configureSdk first."))
  return runtime.runPromise(guarded(effect))
}
