/** The README works for anyone with only the clone: every file it names inside the repository exists, none outside it. */
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"

const root = join(import.meta.dirname, "..", "..")
const readme = readFileSync(join(root, "README.md"), "utf8")

// Paths in code spans or links that name a source or document file of the repository (built or local files aside).
const BUILT = /^(dist|data|node_modules)\//
const named = [...readme.matchAll(/`([^`\s]+\.(?:md|ts|tsx|json))`|\]\(([^)\s]+)\)/g)]
  .map((m) => m[1] ?? m[2]!)
  .filter((p) => !/^[a-z]+:\/\//.test(p) && !p.startsWith("/") && !BUILT.test(p) && p.includes("/"))

describe("the README", () => {
  it("points to nothing outside the repository", () => {
    expect(readme).not.toMatch(/\.\.\/[\w-]/)
  })

  it("names only files that exist in the repository", () => {
    expect(named.length).toBeGreaterThan(3)
    expect(named.filter((p) => !existsSync(join(root, p)))).toEqual([])
  })
})
