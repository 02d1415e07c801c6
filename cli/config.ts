/** Every setting of the product, read once from the environment with its default (documented in README). */
import { join, resolve } from "node:path"

export interface AppConfig {
  readonly port: number
  readonly host: string
  readonly dataDir: string
  readonly databaseUrl: string
  readonly publicUrl: string
  readonly smtpUrl: string | null
  readonly mailFrom: string
  readonly supportEmail: string
  readonly googleClientId: string | null
  readonly llm: { readonly baseUrl: string; readonly apiKey: string | null; readonly model: string; readonly timeoutMs: number } | null
  readonly freePlanInterviews: number
  readonly bodyLimitBytes: number
  readonly sessionTtlDays: number
  readonly logLevel: "debug" | "info" | "warn" | "error"
  readonly uiDir: string
  readonly trustProxy: boolean
  /** The key verification codes are stored under (HMAC); null: one made once and kept in the database. */
  readonly secretKey: string | null
  /** Whether the built-in coach judges on a thread of its own (COACH_THREAD, default on) rather than the server's. */
  readonly coachThread: boolean
}

export class ConfigError extends Error {
  override readonly name = "ConfigError"
}

type Env = Readonly<Record<string, string | undefined>>

const int = (env: Env, name: string, fallback: number, min: number, max: number): number => {
  const raw = env[name]
  if (raw === undefined || raw.trim() === "") return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, but it is "${raw}".`)
  }
  return n
}

const text = (env: Env, name: string): string | null => {
  const raw = env[name]?.trim()
  return raw === undefined || raw === "" ? null : raw
}

const url = (env: Env, name: string, fallback: string | null): string | null => {
  const raw = text(env, name) ?? fallback
  if (raw === null) return null
  try {
    new URL(raw)
  } catch {
    throw new ConfigError(`${name} must be a full URL such as http://localhost:8080, but it is "${raw}".`)
  }
  return raw.replace(/\/+$/, "")
}

const email = (env: Env, name: string, fallback: string): string => {
  const raw = text(env, name) ?? fallback
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(raw.replace(/^.*<(.+)>\s*$/, "$1"))) {
    throw new ConfigError(`${name} must be an e-mail address, but it is "${raw}".`)
  }
  return raw
}

const secretKey = (env: Env): string | null => {
  const raw = text(env, "SECRET_KEY")
  if (raw !== null && raw.length < 32) {
    throw new ConfigError(`SECRET_KEY must be at least 32 characters of random text (e.g. from \`openssl rand -hex 32\`), but it has ${raw.length}.`)
  }
  return raw
}

const onOff = (env: Env, name: string, fallback: boolean): boolean => {
  const raw = text(env, name)?.toLowerCase()
  if (raw === undefined) return fallback
  if (["on", "1", "true", "yes"].includes(raw)) return true
  if (["off", "0", "false", "no"].includes(raw)) return false
  throw new ConfigError(`${name} must be on or off, but it is "${env[name]}".`)
}

export const loadConfig = (env: Env = process.env, cwd: string = process.cwd()): AppConfig => {
  const port = int(env, "PORT", 8080, 0, 65535)
  const dataDir = resolve(cwd, text(env, "DATA_DIR") ?? "./data")
  const databaseUrl = text(env, "DATABASE_URL") ?? join(dataDir, "rehearse.db")
  // Any scheme (mysql:, mysql://, redis:…) other than ours is refused rather than taken as a SQLite path; a
  // one-letter "scheme" is a Windows drive (C:\data\rehearse.db).
  if (/^[a-z][a-z0-9+.-]+:/i.test(databaseUrl) && !/^(postgres(ql)?:\/\/|sqlite:|file:)/i.test(databaseUrl)) {
    throw new ConfigError(`DATABASE_URL must be a postgres:// URL or the path of a SQLite file, but it is "${databaseUrl.replace(/\/\/[^@/]*@/, "//***@")}".`)
  }
  const llmBase = url(env, "LLM_BASE_URL", null)
  const level = (text(env, "LOG_LEVEL") ?? "info").toLowerCase()
  if (!["debug", "info", "warn", "error"].includes(level)) {
    throw new ConfigError(`LOG_LEVEL must be debug, info, warn or error, but it is "${env.LOG_LEVEL}".`)
  }
  return {
    port,
    host: text(env, "HOST") ?? "0.0.0.0",
    dataDir,
    databaseUrl,
    publicUrl: url(env, "PUBLIC_URL", `http://localhost:${port}`)!,
    smtpUrl: url(env, "SMTP_URL", null),
    mailFrom: email(env, "MAIL_FROM", "Rehearse <no-reply@rehearse.local>"),
    supportEmail: email(env, "SUPPORT_EMAIL", "support@rehearse.local"),
    googleClientId: text(env, "GOOGLE_CLIENT_ID"),
    llm: llmBase === null ? null : {
      baseUrl: llmBase,
      apiKey: text(env, "LLM_API_KEY"),
      model: text(env, "LLM_MODEL") ?? "gpt-4o-mini",
      timeoutMs: int(env, "LLM_TIMEOUT_MS", 8000, 100, 120_000)
    },
    freePlanInterviews: int(env, "FREE_PLAN_INTERVIEWS", 10, 0, 1_000_000),
    bodyLimitBytes: int(env, "BODY_LIMIT_BYTES", 1_048_576, 1024, 104_857_600),
    sessionTtlDays: int(env, "SESSION_TTL_DAYS", 30, 1, 365),
    logLevel: level as AppConfig["logLevel"],
    uiDir: resolve(cwd, text(env, "UI_DIR") ?? "dist/ui"),
    trustProxy: ["1", "true", "yes"].includes((text(env, "TRUST_PROXY") ?? "").toLowerCase()),
    secretKey: secretKey(env),
    coachThread: onOff(env, "COACH_THREAD", true)
  }
}
