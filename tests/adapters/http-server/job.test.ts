import { mkdtempSync, rmSync } from "node:fs"
import { DatabaseSync } from "node:sqlite"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { startTestServer } from "../../support/server.ts"
import { jobFlow } from "./job.flow.ts"

jobFlow("SQLite", async () => {
  const dir = mkdtempSync(join(tmpdir(), "rehearse-job-"))
  return { url: join(dir, "job.db"), drop: async () => rmSync(dir, { recursive: true, force: true }) }
})

describe("a database from before interviews from a job description", () => {
  it("gets the type when the server starts on it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rehearse-job-seed-"))
    const url = join(dir, "old.db")
    try {
      const first = await startTestServer({ DATABASE_URL: url })
      expect((await first.call("/api/health")).status).toBe(200)
      await first.dispose()
      const db = new DatabaseSync(url)
      db.prepare("DELETE FROM interview_types WHERE name = 'job-description'").run()
      expect(db.prepare("SELECT COUNT(*) AS n FROM interview_types WHERE name = 'job-description'").get()).toEqual({ n: 0 })
      db.close()
      const second = await startTestServer({ DATABASE_URL: url })
      expect((await second.call("/api/health")).status).toBe(200)
      await second.dispose()
      const again = new DatabaseSync(url)
      expect(again.prepare("SELECT is_active, category FROM interview_types WHERE name = 'job-description'").get()).toEqual({ is_active: 1, category: "Practice" })
      again.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
