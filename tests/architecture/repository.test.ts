/** The repository holds sources, not data: no SQLite database is committed, whatever its name. */
import { execFileSync } from "node:child_process"
import { closeSync, openSync, readdirSync, readSync, statSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"

const root = join(import.meta.dirname, "..", "..")
// What .gitignore keeps out (installs, builds, local data, test output) is not the repository's.
const IGNORED = new Set(["node_modules", ".git", "dist", "data", "test-results", "screenshots", "scratch", ".vite"])
const filesUnder = (dir: string): Array<string> =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir === "" ? entry.name : `${dir}/${entry.name}`
    if (IGNORED.has(entry.name)) return []
    return entry.isDirectory() ? [path + "/", ...filesUnder(path)] : [path]
  })
/** The files git tracks (what a commit would carry); outside a git checkout, the tree as .gitignore sees it. */
const trackedFiles = (): Array<string> => {
  try {
    return execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" }).split("\0").filter((f) => f !== "")
  } catch {
    return filesUnder("")
  }
}
const tracked = trackedFiles()

const startsWithSqlite = (file: string): boolean => {
  const path = join(root, file)
  try {
    if (!statSync(path).isFile()) return false
  } catch {
    return false
  }
  const fd = openSync(path, "r")
  const head = Buffer.alloc(16)
  readSync(fd, head, 0, 16, 0)
  closeSync(fd)
  return head.toString("latin1") === "SQLite format 3\0"
}

describe("the repository", () => {
  it("finds its tracked files", () => {
    expect(tracked).toContain("package.json")
  })

  it("commits no SQLite database and no file named like a URL ('mysql:/x')", () => {
    expect(tracked.filter((f) => f.includes(":") || startsWithSqlite(f))).toEqual([])
  })
})
