/**
 * The client's authentication state (spec §3 "Auth state"): token, user and whether the user is signed in,
 * kept in the `$auth` store and persisted through the Storage port under the keys `token` and `user`.
 */
import { atom } from "nanostores"
import type { StorageShape } from "../ports/Storage.ts"

export interface AuthUser {
  readonly email: string
}

export interface AuthState {
  readonly token: string | null
  readonly user: AuthUser | null
  readonly isAuthenticated: boolean
  /** Seeded from the storage key `emailVerified` ('true'); the profile screen refreshes it. */
  readonly emailVerified: boolean
}

/** The storage keys of spec §3. */
export const AUTH_KEYS = { token: "token", user: "user", emailVerified: "emailVerified" } as const

const signedOutState: AuthState = { token: null, user: null, isAuthenticated: false, emailVerified: false }

export const $auth = atom<AuthState>(signedOutState)

// Until initAuth is called, state lives in memory only (tests, or a host without storage).
let storage: StorageShape | null = null

const parseUser = (raw: string | null): AuthUser | null => {
  if (raw === null) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value === "object" && value !== null && "email" in value && typeof value.email === "string") {
      return { email: value.email }
    }
  } catch {
    // A corrupt entry is treated as no user rather than breaking start-up.
  }
  return null
}

/** Reads the persisted state once at start-up and remembers where to persist from now on. */
export const initAuth = (store: StorageShape): AuthState => {
  storage = store
  const token = store.get(AUTH_KEYS.token)
  const state: AuthState = {
    token: token === "" ? null : token,
    user: parseUser(store.get(AUTH_KEYS.user)),
    isAuthenticated: token !== null && token !== "",
    emailVerified: store.get(AUTH_KEYS.emailVerified) === "true"
  }
  $auth.set(state)
  return state
}

/** Login, signup or Google sign-in succeeded: store the token and the user's e-mail. */
export const signedIn = (token: string, email: string): void => {
  storage?.set(AUTH_KEYS.token, token)
  storage?.set(AUTH_KEYS.user, JSON.stringify({ email }))
  $auth.set({ ...$auth.get(), token, user: { email }, isAuthenticated: true })
}

/** Logout, or any 401 answer: clear the stored values whatever the server said. */
export const signedOut = (): void => {
  storage?.remove(AUTH_KEYS.token)
  storage?.remove(AUTH_KEYS.user)
  storage?.remove(AUTH_KEYS.emailVerified)
  $auth.set(signedOutState)
}

export const setEmailVerified = (flag: boolean): void => {
  if (flag) storage?.set(AUTH_KEYS.emailVerified, "true")
  else storage?.remove(AUTH_KEYS.emailVerified)
  $auth.set({ ...$auth.get(), emailVerified: flag })
}
