/**
 * `rehearse practice` on a real terminal: a pseudo-terminal made by util-linux `script`, typed into as a person
 * would (carriage returns, Ctrl-C as the byte 0x03 that the terminal turns into an interrupt).
 */
import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { rehearse } from "./run.ts"

const root = join(import.meta.dirname, "..", "..")
let dir = ""
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "rehearse-tty-"))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

interface Terminal {
  readonly child: ChildProcess
  /** Everything shown so far, escape sequences removed. */
  readonly screen: () => string
  readonly raw: () => string
  readonly waitFor: (pattern: RegExp) => Promise<void>
  readonly type: (keys: string) => void
  readonly exited: Promise<number | null>
}

const openTerminal = (args: ReadonlyArray<string>, env: Record<string, string>): Terminal => {
  const command = [process.execPath, join(root, "cli", "bin.js"), ...args].map((a) => `'${a}'`).join(" ")
  const child = spawn("script", ["-qfec", command, "/dev/null"], {
    cwd: root,
    env: { ...process.env, TERM: "xterm", ...env },
    stdio: ["pipe", "pipe", "pipe"]
  })
  let raw = ""
  const screen = () => raw.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, "").replace(/\r/g, "")
  const waiters: Array<() => void> = []
  child.stdout!.on("data", (d) => {
    raw += d
    for (const w of waiters.splice(0)) w()
  })
  const waitFor = (pattern: RegExp) =>
    new Promise<void>((resolve) => {
      const check = () => (pattern.test(screen()) ? resolve() : waiters.push(check))
      check()
    })
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve))
  return { child, screen, raw: () => raw, waitFor, type: (keys) => child.stdin!.write(keys), exited }
}

describe("rehearse practice on a terminal", () => {
  it("asks which interview (again after a wrong number), colours its output, and Ctrl-C pauses without sending the half-typed answer", async () => {
    const env = { DATA_DIR: join(dir, "a"), REHEARSE_CREDENTIALS: join(dir, "a.json") }
    const term = openTerminal(["practice", "--questions", "3", "--no-follow-ups"], env)
    await term.waitFor(/Which interview\? \(number\) $/)
    term.type("99\r")
    await term.waitFor(/Type a number from 1 to 26\.\nWhich interview\? \(number\) $/)
    const sql = /(\d+)\. SQL Interview/.exec(term.screen())![1]!
    term.type(`${sql}\r`)
    await term.waitFor(/Question 1 of 3/)
    term.type("Group the orders by month with date_trunc and compare each month with lag.\r\r")
    await term.waitFor(/Question 2 of 3[\s\S]*> $/)
    term.type("a second answer, typed but not yet submitted\r")
    await term.waitFor(/not yet submitted\n$/)
    term.type("\x03")
    expect(await term.exited).toBe(0)
    expect(term.screen()).toMatch(/Score \d+\/100/)
    expect(term.screen()).toMatch(/Paused\. Your answers are saved; continue with `rehearse practice --resume 1`\./)
    expect(term.raw()).toMatch(/\x1b\[1mScore\x1b\[\d+m/) // colour on a terminal

    const list = await rehearse(["interviews", "--json"], { env })
    expect(JSON.parse(list.stdout)).toMatchObject([{ id: 1, status: "IN_PROGRESS", questionsAnswered: 1 }])
  })

  it("Ctrl-C at the first prompt starts nothing and says how to choose directly", async () => {
    const env = { DATA_DIR: join(dir, "b"), REHEARSE_CREDENTIALS: join(dir, "b.json") }
    const term = openTerminal(["practice"], env)
    await term.waitFor(/Which interview\? \(number\) $/)
    term.type("\x03")
    expect(await term.exited).toBe(1)
    expect(term.screen()).toMatch(/rehearse: no interview was started; choose one directly with `rehearse practice --topic T`\./)
    const list = await rehearse(["interviews", "--json"], { env })
    expect(JSON.parse(list.stdout)).toEqual([])
  })

  it("never colours with NO_COLOR, even on a terminal", async () => {
    const env = { DATA_DIR: join(dir, "c"), REHEARSE_CREDENTIALS: join(dir, "c.json"), NO_COLOR: "1" }
    const term = openTerminal(["practice", "--topic", "sql", "--questions", "3"], env)
    await term.waitFor(/Question 1 of 3[\s\S]*> $/)
    term.type("/pause\r")
    expect(await term.exited).toBe(0)
    expect(term.screen()).toContain("Paused.")
    expect(term.raw()).not.toMatch(/\x1b\[\d+(;\d+)*m/)
  })
})
