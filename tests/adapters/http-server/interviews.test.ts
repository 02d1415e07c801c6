import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { interviewFlow } from "./interviews.flow.ts"

interviewFlow("SQLite", async () => {
  const dir = mkdtempSync(join(tmpdir(), "rehearse-flow-"))
  return { url: join(dir, "flow.db"), drop: async () => rmSync(dir, { recursive: true, force: true }) }
})
