/**
 * The start-up bundle (cli/bundle.ts, cli/bin.js) on a copy of the project: built on first use, used while fresh,
 * rebuilt from the sources when one of them changes, and the same command either way.
 */
import { spawnSync } from "node:child_process"
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

const root = join(import.meta.dirname, "..", "..")
let copy = ""

const run = (args: ReadonlyArray<string>, env: Record<string, string> = {}) => {
  const r = spawnSync(process.execPath, [join(copy, "cli", "bin.js"), ...args], {
    cwd: copy,
    env: { ...process.env, NO_COLOR: "1", DATA_DIR: join(copy, "data"), ...env },
    encoding: "utf8"
  })
  return { code: r.status, stdout: r.stdout, stderr: r.stderr }
}
const manifest = () => JSON.parse(readFileSync(join(copy, "dist", "cli", "manifest.json"), "utf8")) as { entry: string; builtAt: number; inputs: Array<string> }

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), "rehearse-bundle-"))
  for (const part of ["cli", "core", "adapters", "package.json", "package-lock.json"]) cpSync(join(root, part), join(copy, part), { recursive: true })
  symlinkSync(join(root, "node_modules"), join(copy, "node_modules"), "dir")
})
afterAll(() => rmSync(copy, { recursive: true, force: true }))

describe("the rehearse command's bundle", () => {
  it("is built on first use from the sources the command imports, and then used as it is", () => {
    const first = run(["--version"])
    expect(first).toMatchObject({ code: 0, stdout: "rehearse 0.1.0\n", stderr: "" })
    const built = manifest()
    expect(readFileSync(join(copy, "dist", "cli", built.entry), "utf8")).toContain("rehearse 0.1.0")
    expect(built.inputs).toEqual(expect.arrayContaining(["cli/main.ts", "cli/commands/practice.ts", "core/coach/built-in-layer.ts", "package-lock.json"]))
    expect(built.inputs.some((f) => f.includes("node_modules/effect"))).toBe(false)

    // While the sources are unchanged the bundle is what runs: an edit to the bundle itself shows.
    const entry = join(copy, "dist", "cli", built.entry)
    writeFileSync(entry, readFileSync(entry, "utf8").replace("rehearse 0.1.0", "rehearse 0.1.0-from-the-bundle"))
    expect(run(["--version"]).stdout).toBe("rehearse 0.1.0-from-the-bundle\n")
    expect(run(["--version"], { REHEARSE_FROM_SOURCES: "1" }).stdout).toBe("rehearse 0.1.0\n")
    expect(manifest().builtAt).toBe(built.builtAt)
  })

  it("is rebuilt when a source changes, so the command always runs what the sources say", () => {
    const before = manifest()
    const main = join(copy, "cli", "main.ts")
    writeFileSync(main, readFileSync(main, "utf8").replace(`"rehearse 0.1.0\\n"`, `"rehearse 0.1.0-changed\\n"`))
    expect(run(["--version"]).stdout).toBe("rehearse 0.1.0-changed\n")
    expect(manifest().builtAt).toBeGreaterThan(before.builtAt)
    expect(manifest().entry).not.toBe(before.entry)
  })

  it("behaves as the sources do: the same help, bank and exit codes with REHEARSE_FROM_SOURCES=1", () => {
    for (const args of [["--help"], ["practice", "--help"], ["coach", "bank", "--topic", "sql", "--json"], ["practice", "--questions", "99"], ["nonsense"]]) {
      const bundled = run(args)
      const sources = run(args, { REHEARSE_FROM_SOURCES: "1" })
      expect(bundled, args.join(" ")).toEqual(sources)
    }
    expect(run(["practice", "--questions", "99"]).code).toBe(2)
  })

  it("carries the coach's bank prepared, and a batch judged from it reads exactly as one judged from the sources", () => {
    const built = manifest() as { coachPrepared?: string }
    expect(built.coachPrepared).toMatch(/\.coach\.json$/)
    const ids = ["python-001", "sql-003", "hr-002", "aptitude-004", "system-design-010", "react-022"]
    const input = ids.flatMap((id) => [
      JSON.stringify({ id, answer: "I would start from the requirements, then explain the trade-offs with one concrete example." }),
      JSON.stringify({ id, answer: "" })
    ]).join("\n")
    const judged = (env: Record<string, string>) => {
      const r = spawnSync(process.execPath, [join(copy, "cli", "bin.js"), "coach", "assess", "--jsonl"], {
        cwd: copy,
        env: { ...process.env, NO_COLOR: "1", ...env },
        input,
        encoding: "utf8"
      })
      return { code: r.status, stdout: r.stdout }
    }
    const bundled = judged({})
    expect(bundled.stdout.trim().split("\n")).toHaveLength(ids.length * 2)
    expect(bundled).toEqual(judged({ REHEARSE_FROM_SOURCES: "1" }))
  })
})
