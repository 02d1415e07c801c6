import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { storesContract } from "./stores.contract.ts"

storesContract("SQLite (file)", async () => {
  const dir = mkdtempSync(join(tmpdir(), "rehearse-sqlite-"))
  return { url: join(dir, "test.db"), drop: async () => rmSync(dir, { recursive: true, force: true }) }
})
