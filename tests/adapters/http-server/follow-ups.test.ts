import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { followUpFlow } from "./follow-ups.flow.ts"

followUpFlow("SQLite", async () => {
  const dir = mkdtempSync(join(tmpdir(), "rehearse-follow-ups-"))
  return { url: join(dir, "follow-ups.db"), drop: async () => rmSync(dir, { recursive: true, force: true }) }
})
