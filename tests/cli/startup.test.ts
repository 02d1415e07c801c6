/** Start-up with a setting that cannot work: one sentence on stderr that says what is wrong, never a hang or a stack. */
import { spawn } from "node:child_process"
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import type { Run } from "./run.ts"

const home = mkdtempSync(join(tmpdir(), "rehearse-startup-"))
// readable by the ordinary user the permission test runs as
chmodSync(home, 0o755)
afterAll(() => rmSync(home, { recursive: true, force: true }))
const env = { DATA_DIR: join(home, "data"), REHEARSE_CREDENTIALS: join(home, "credentials.json"), PORT: "0", HOST: "127.0.0.1" }

const workDir = join(home, "work")
mkdirSync(workDir)
chmodSync(workDir, 0o777)

/** `rehearse args` in its own working folder, as `asUser` (a uid and gid) when given. */
const rehearse = (args: ReadonlyArray<string>, options: { env: Record<string, string>; asUser?: number }) =>
  new Promise<Run>((resolve, reject) => {
    const child = spawn(process.execPath, [join(import.meta.dirname, "..", "..", "cli", "bin.js"), ...args], {
      cwd: workDir,
      env: { ...process.env, NO_COLOR: "1", ...options.env },
      stdio: ["ignore", "pipe", "pipe"],
      ...(options.asUser !== undefined ? { uid: options.asUser, gid: options.asUser } : {})
    })
    let stdout = ""
    let stderr = ""
    child.stdout.on("data", (d) => (stdout += d))
    child.stderr.on("data", (d) => (stderr += d))
    child.on("error", reject)
    child.on("exit", (code) => resolve({ code, stdout, stderr }))
  })

const oneSentence = (run: Run, message: RegExp) => {
  expect(run.stderr.trim().split("\n")).toHaveLength(1)
  expect(run.stderr.trim()).toMatch(message)
  expect(run.stderr).not.toMatch(/\n\s+at /)
}

describe("settings that cannot work", () => {
  it.each([
    ["DATABASE_URL", "mysql:/x"],
    ["DATABASE_URL", "mysql:x"],
    ["DATABASE_URL", "redis:rehearse"]
  ])("%s=%s looks like a URL of another kind: refused as a usage error, and no file is made", async (name, value) => {
    for (const args of [["serve"], ["db", "migrate"]]) {
      const run = await rehearse(args, { env: { ...env, [name]: value } })
      expect(run.code, args.join(" ")).toBe(2)
      oneSentence(run, new RegExp(`^rehearse: DATABASE_URL must be a postgres:// URL or the path of a SQLite file, but it is "${value.replace("/", "\\/")}"\\.$`))
    }
    expect(readdirSync(workDir)).toEqual([])
  })

  it("DATA_DIR under /proc (where a folder cannot be made) stops at once with the folder and the reason", async () => {
    for (const args of [["serve"], ["db", "migrate"], ["admin", "users"], ["practice", "--topic", "go"]]) {
      const run = await rehearse(args, { env: { ...env, DATA_DIR: "/proc/rehearse-x" } })
      expect(run.code, args.join(" ")).toBe(1)
      oneSentence(run, /^rehearse: cannot create \/proc\/rehearse-x \(ENOENT\); set DATA_DIR \(or DATABASE_URL\) to a folder you can write\.$/)
    }
  })

  it.each([
    ["203.0.113.9", /^rehearse: cannot listen on HOST 203\.0\.113\.9: .*set HOST to one of its addresses/],
    ["no-such-host.invalid", /^rehearse: cannot listen on HOST no-such-host\.invalid: no such host name; set HOST to an address of this machine/]
  ])("HOST=%s, which this machine cannot listen on: one sentence naming HOST, no stack trace", async (host, message) => {
    const run = await rehearse(["serve"], { env: { ...env, HOST: host } })
    expect(run.code).toBe(1)
    oneSentence(run, message)
  })

  it("a DATA_DIR this user may not use (mode 000) is said to be a permission problem", async () => {
    const locked = join(home, "locked")
    mkdirSync(locked)
    chmodSync(locked, 0o000)
    try {
      // root may use any folder, so the server runs as an ordinary user (nobody) when the tests run as root
      const run = await rehearse(["serve"], {
        env: { ...env, DATA_DIR: locked, REHEARSE_FROM_SOURCES: "1" },
        ...(process.getuid?.() === 0 ? { asUser: 65534 } : {})
      })
      expect(run.code).toBe(1)
      oneSentence(run, new RegExp(`^rehearse: this user may not read and write ${locked} \\(EACCES\\); fix its permissions`))
    } finally {
      chmodSync(locked, 0o700)
    }
  })
})
