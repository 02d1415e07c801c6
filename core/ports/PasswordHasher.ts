/** Password hashing (argon2id in the node adapter). */
import { Context, type Effect } from "effect"

export class PasswordHasher extends Context.Service<PasswordHasher, {
  readonly hash: (password: string) => Effect.Effect<string>
  /** True when `password` matches `hash`; false for a malformed hash, never an error. */
  readonly verify: (hash: string, password: string) => Effect.Effect<boolean>
}>()("rehearse/ports/PasswordHasher") {}
