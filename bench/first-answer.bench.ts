/**
 * The first answer after a server starts beside the ones after it (issue #15: "the first answer is as fast as the
 * hundredth"): starts `rehearse serve` FIRST_STARTS times (3), each on a fresh database, signs one user up and
 * answers FIRST_ANSWERS (30) questions one at a time, each timed at the client and in the server's own log line (FIRST_KEEP=1 keeps its folder and log).
 * Prints, a start a line, the first answer beside the median and the slowest of the others, beside the later
 * questions' own first answers (a python interview's easy questions are few, so most of the others answer a question
 * met before, whose word relations the coach keeps: only a question's first answer pays for them, the first answer
 * after start included), and beside the first answer's question answered again later (by other candidates signed up
 * for it: answers cost what their question asks of the coach, so only the same question tells a cold server from a
 * costly question); it never asserts them.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { answerTo, call, pythonType, signup, startWithQuestion } from "./load/prepare.ts"
import { startRehearse } from "./load/processes.ts"
import { spawnSync } from "node:child_process"

const STARTS = Number(process.env.FIRST_STARTS ?? 3)
const ANSWERS = Number(process.env.FIRST_ANSWERS ?? 30)

const median = (xs: ReadonlyArray<number>) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const ms = (x: number) => x.toFixed(1).padStart(5)

/** The `ms` of the server's log line for each answer, in order. */
const serverTimes = (dataDir: string): Array<number> => {
  const log = readdirSync(dataDir).find((f) => f.startsWith("server-") && f.endsWith(".log"))!
  return readFileSync(join(dataDir, log), "utf8").split("\n")
    .filter((l) => l.includes(`"msg":"request"`) && l.includes("/api/interview/submit-response/"))
    .map((l) => JSON.parse(l).ms as number)
}

export default async function(): Promise<void> {
  // the command's bundle rebuilt now if a source changed, so no start measured rebuilds it
  spawnSync(process.execPath, [join(import.meta.dirname, "..", "cli", "bin.js"), "--help"], { stdio: "ignore" })
  const load = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")
  console.log(`${STARTS} starts, ${ANSWERS} answers each, one at a time (ms: first | median of the others | slowest of the others); load ${load()}`)
  const firsts: Array<[number, number]> = []
  const laters: Array<[number, number]> = []
  const sameLater: Array<number> = []
  const otherFirsts: Array<number> = []
  for (let start = 1; start <= STARTS; start++) {
    const dataDir = mkdtempSync(join(tmpdir(), "rehearse-first-"))
    const starting = performance.now()
    const server = await startRehearse(dataDir, { FREE_PLAN_INTERVIEWS: "1000000", TRUST_PROXY: "1" })
    const ready = (performance.now() - starting) / 1000
    try {
      await new Promise((r) => setTimeout(r, Number(process.env.FIRST_PAUSE_MS ?? 0)))
      const token = await signup(server.url, start)
      const typeId = await pythonType(server.url, token)
      const client: Array<number> = []
      const asked: Array<string> = []
      const answer = async (as: string) => {
        const current = await startWithQuestion(server.url, as, typeId)
        const began = performance.now()
        const r = await call(server.url, `/api/interview/submit-response/${current.interviewId}`, { token: as, json: answerTo(current) })
        client.push(performance.now() - began)
        asked.push(current.text)
        if (r.status !== 200) throw new Error(`an answer got ${r.status}: ${JSON.stringify(r.body)}`)
      }
      for (let i = 0; i < ANSWERS; i++) await answer(token)
      // Answers cost what their question asks of the coach (1–5 ms here), so the first is also set beside the same
      // question answered again later (the same model answer): by other candidates, until it has come up twice.
      for (let tries = 0; tries < 60 && asked.slice(ANSWERS).filter((t) => t === asked[0]).length < 2; tries++) {
        await answer(await signup(server.url, start + (tries + 1) / 1000))
      }
      await server.stop()
      const logged = serverTimes(dataDir)
      const again = logged.filter((_, i) => i > 0 && asked[i] === asked[0])
      // later questions' own first answers: each question's first answer costs its relations worked out, which the
      // answers to a question met before (most of the others: a python interview's easy questions are few) do not
      const newAt = asked.flatMap((t, i) => (i > 0 && i < ANSWERS && asked.indexOf(t) === i ? [i] : []))
      const laterFirsts = newAt.map((i) => logged[i]!)
      if (laterFirsts.length > 0) otherFirsts.push(median(laterFirsts))
      firsts.push([client[0]!, logged[0]!])
      laters.push([median(client.slice(1, ANSWERS)), median(logged.slice(1, ANSWERS))])
      if (again.length > 0) sameLater.push(median(again))
      console.log(
        `start ${start}: client ${ms(client[0]!)} | ${ms(median(client.slice(1, ANSWERS)))} | ${ms(Math.max(...client.slice(1, ANSWERS)))}   server log ${ms(logged[0]!)} | ${ms(median(logged.slice(1, ANSWERS)))} | ${ms(Math.max(...logged.slice(1, ANSWERS)))}   other questions' first answers ${laterFirsts.length > 0 ? `${ms(median(laterFirsts))} (${laterFirsts.length})` : " none"}   the same question later: ${again.map(ms).join(",") || " none"}   ready in ${ready.toFixed(1)} s`
      )
    } finally {
      await server.stop()
      if (process.env.FIRST_KEEP === "1") console.log(`kept ${dataDir}`)
      else rmSync(dataDir, { recursive: true, force: true })
    }
  }
  console.log(
    `median over the starts: first answer ${ms(median(firsts.map((f) => f[0])))} ms client, ${ms(median(firsts.map((f) => f[1])))} ms server; the others ${ms(median(laters.map((f) => f[0])))} ms client, ${ms(median(laters.map((f) => f[1])))} ms server; later questions' first answers ${otherFirsts.length > 0 ? `${ms(median(otherFirsts))} ms server` : "none"}; the first answer's question answered again later: ${sameLater.length > 0 ? `${ms(median(sameLater))} ms server` : "not met"}; load ${load()}`
  )
}
