/** `rehearse serve` logs JSON lines, and tells a person, in one line of words, the address to open. */
import { expect, it } from "vitest"
import { startServerProcess } from "../support/process.ts"

it("prints one human line with the address to open, beside the JSON logs", async () => {
  const server = await startServerProcess()
  try {
    const port = new URL(server.url).port
    await expect.poll(() => server.output(), { timeout: 10_000 }).toContain(
      `Rehearse is running: open http://localhost:${port} in your browser. (The logs that follow are JSON lines.)`
    )
    const lines = server.output().split("\n").filter((l) => l.trim() !== "")
    // Every other line is still a JSON log line.
    expect(lines.filter((l) => !l.startsWith("{")).length).toBe(1)
  } finally {
    await server.stop()
  }
}, 30_000)
