/** Requests per second and latency of the API on one process (in-process handler, SQLite in a temp folder). */
import { startTestServer } from "../tests/support/server.ts"

const percentile = (sorted: Array<number>, p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!

export default async function(): Promise<void> {
  const server = await startTestServer()
  const token = (await server.call("/api/user/signup", {
    method: "POST",
    json: { firstName: "B", lastName: "B", gender: "other", dateOfBirth: "1990-01-01", phone: "+1 555 0100", email: "bench@example.com", password: "benchmark pass" }
  })).body.data.token as string
  for (const [name, path] of [["health (no auth, one SELECT)", "/api/health"], ["profile (bearer token, session lookup)", "/api/user/profile"]] as const) {
    const times: Array<number> = []
    const n = 3000
    const started = performance.now()
    for (let i = 0; i < n; i++) {
      const t = performance.now()
      const r = await server.request(path, { token })
      await r.arrayBuffer()
      times.push(performance.now() - t)
    }
    const total = (performance.now() - started) / 1000
    times.sort((a, b) => a - b)
    console.log(`${name}: ${(n / total).toFixed(0)} req/s sequential, p50 ${percentile(times, 0.5).toFixed(2)} ms, p99 ${percentile(times, 0.99).toFixed(2)} ms`)
  }
  await server.dispose()
}
