/**
 * DATA_DIR and the SQLite database's folder, made and checked before anything opens them, so a folder that cannot
 * be used is one sentence that says why (missing parent, a file in the way, permissions) instead of a hang or a
 * misleading database error.
 */
import { accessSync, constants, existsSync, mkdirSync, statSync } from "node:fs"
import { dirname, resolve } from "node:path"
import type { AppConfig } from "./config.ts"
import { isPostgresUrl, sqlitePath } from "../adapters/sql/Database.ts"
import { CliError } from "./io.ts"

const codeOf = (e: unknown) => String((e as NodeJS.ErrnoException)?.code ?? "error")

/** Makes `dir` and its missing parents one at a time: Node's recursive mkdir never returns for a path under /proc. */
const makeFolder = (dir: string) => {
  const missing: Array<string> = []
  for (let at = resolve(dir); !existsSync(at); at = dirname(at)) {
    missing.unshift(at)
    if (dirname(at) === at) break
  }
  for (const folder of missing) mkdirSync(folder)
}

const prepare = (folder: string, setting: string) => {
  try {
    makeFolder(folder)
  } catch (e) {
    const path = (e as NodeJS.ErrnoException)?.path ?? folder
    throw new CliError(`cannot create ${path} (${codeOf(e)}); set ${setting} to a folder you can write.`)
  }
  if (!statSync(folder).isDirectory()) {
    throw new CliError(`${folder} is a file, not a folder; set ${setting} to a folder you can write.`)
  }
  try {
    accessSync(folder, constants.R_OK | constants.W_OK | constants.X_OK)
  } catch (e) {
    throw new CliError(
      `this user may not read and write ${folder} (${codeOf(e)}); fix its permissions (chmod u+rwx ${folder}) or set ${setting} to a folder you can write.`
    )
  }
}

/**
 * Throws a `CliError` when the SQLite database's folder, or DATA_DIR when `dataDir` (the mail outbox, the CLI's
 * logs), cannot be made or used by this user.
 */
export const prepareFolders = (config: Pick<AppConfig, "dataDir" | "databaseUrl">, dataDir: boolean) => {
  if (dataDir) prepare(config.dataDir, "DATA_DIR (or DATABASE_URL)")
  if (isPostgresUrl(config.databaseUrl)) return
  const file = sqlitePath(config.databaseUrl)
  if (file === ":memory:") return
  const folder = dirname(resolve(file))
  prepare(folder, folder === resolve(config.dataDir) ? "DATA_DIR (or DATABASE_URL)" : "DATABASE_URL (or DATA_DIR)")
  if (existsSync(file)) {
    try {
      accessSync(file, constants.R_OK | constants.W_OK)
    } catch (e) {
      throw new CliError(
        `this user may not read and write the database ${file} (${codeOf(e)}); fix its permissions (chmod u+rw ${file}) or set DATABASE_URL to another file.`
      )
    }
  }
}
