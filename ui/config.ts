/**
 * The runtime configuration the server publishes at GET /api/config (support address, Google client id),
 * loaded once per page. Until it answers, or if it fails, the defaults below are used.
 */
import { atom } from "nanostores"

export interface RuntimeConfig {
  readonly supportEmail: string
  readonly googleClientId: string | null
  /** "loading" until the first answer; "fallback" when the call failed and the defaults are in use. */
  readonly status: "loading" | "ready" | "fallback"
}

export const DEFAULT_SUPPORT_EMAIL = "support@rehearse.local"

const defaultConfig: RuntimeConfig = {
  supportEmail: DEFAULT_SUPPORT_EMAIL,
  googleClientId: null,
  status: "loading"
}

export const $config = atom<RuntimeConfig>(defaultConfig)

const nonEmptyString = (value: unknown): value is string => typeof value === "string" && value.trim() !== ""

/** Reads `{ success: true, data: { supportEmail, googleClientId } }`; anything else is a failure. */
const parseConfig = (body: unknown): RuntimeConfig | null => {
  if (typeof body !== "object" || body === null) return null
  if (!("success" in body) || body.success !== true || !("data" in body)) return null
  const data = body.data
  if (typeof data !== "object" || data === null) return null
  const supportEmail = "supportEmail" in data && nonEmptyString(data.supportEmail) ? data.supportEmail.trim() : null
  const googleClientId =
    "googleClientId" in data && nonEmptyString(data.googleClientId) ? data.googleClientId.trim() : null
  return { supportEmail: supportEmail ?? DEFAULT_SUPPORT_EMAIL, googleClientId, status: "ready" }
}

let pending: Promise<RuntimeConfig> | null = null

/** Starts the one load of the page (later calls share it) and resolves with the config in use. */
export const loadConfig = (fetcher: typeof fetch = (input, init) => fetch(input, init)): Promise<RuntimeConfig> => {
  pending ??= fetcher("/api/config", { headers: { Accept: "application/json" } })
    .then(async (response) => (response.ok ? parseConfig(await response.json()) : null))
    .catch(() => null)
    .then((loaded) => {
      const config = loaded ?? { ...defaultConfig, status: "fallback" as const }
      $config.set(config)
      return config
    })
  return pending
}

/** Forgets the loaded config, so the next loadConfig asks again (tests). */
export const resetConfig = (): void => {
  pending = null
  $config.set(defaultConfig)
}
