import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fuzzSuite } from "./fuzz.suite.ts"

fuzzSuite("SQLite", async () => {
  const dir = mkdtempSync(join(tmpdir(), "rehearse-fuzz-"))
  return { url: join(dir, "fuzz.db"), drop: async () => rmSync(dir, { recursive: true, force: true }) }
})
