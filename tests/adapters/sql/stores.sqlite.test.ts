import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { accountDeletionContract } from "./account-deletion.contract.ts"
import { interviewsContract, storesContract } from "./stores.contract.ts"

const tempDatabase = async () => {
  const dir = mkdtempSync(join(tmpdir(), "rehearse-sqlite-"))
  return { url: join(dir, "test.db"), drop: async () => rmSync(dir, { recursive: true, force: true }) }
}

storesContract("SQLite (file)", tempDatabase)
interviewsContract("SQLite (file)", tempDatabase)
accountDeletionContract("SQLite (file)", tempDatabase)
