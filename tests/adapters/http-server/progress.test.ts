import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { progressFlow } from "./progress.flow.ts"

progressFlow("SQLite", async () => {
  const dir = mkdtempSync(join(tmpdir(), "rehearse-progress-"))
  return { url: join(dir, "progress.db"), drop: async () => rmSync(dir, { recursive: true, force: true }) }
})
