/** Where the CLI keeps its sign-in: a small JSON file readable only by the user. */
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs"
import { dirname } from "node:path"

export interface Credentials {
  /** The server the token belongs to; "local" for the in-process server on DATA_DIR. */
  readonly server: string
  readonly email: string
  readonly token: string
  /** Only for the local profile the CLI made itself, so it can sign in again if its session expires. */
  readonly password?: string
}

const isCredentials = (v: unknown): v is Credentials =>
  typeof v === "object" && v !== null &&
  typeof (v as Credentials).server === "string" && typeof (v as Credentials).email === "string" &&
  typeof (v as Credentials).token === "string"

export const readCredentials = (file: string): Credentials | null => {
  if (!existsSync(file)) return null
  try {
    const value: unknown = JSON.parse(readFileSync(file, "utf8"))
    return isCredentials(value) ? value : null
  } catch {
    return null
  }
}

/** Written to a temporary file and renamed, so an interrupted write never leaves a broken file. */
export const writeCredentials = (file: string, credentials: Credentials | null): void => {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 })
  const tmp = `${file}.${process.pid}.tmp`
  writeFileSync(tmp, JSON.stringify(credentials ?? {}, null, 2), { mode: 0o600 })
  chmodSync(tmp, 0o600)
  renameSync(tmp, file)
}
