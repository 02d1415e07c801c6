import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { laneParity } from "./lane.flow.ts"

laneParity("SQLite", async () => {
  const dir = mkdtempSync(join(tmpdir(), "rehearse-lane-db-"))
  return { url: join(dir, "lane.db"), drop: async () => rmSync(dir, { recursive: true, force: true }) }
})
