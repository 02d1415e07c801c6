/** The test tree mirrors the source tree (docs/architecture.md "Tests"): a test of `x/y/z.ts` lives in `tests/x/y/`. */
import { existsSync, readdirSync, statSync } from "node:fs"
import { join, relative } from "node:path"
import { describe, expect, it } from "vitest"

const root = join(import.meta.dirname, "..", "..")
const testFiles = (dir: string): Array<string> =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? testFiles(path) : /\.test\.tsx?$/.test(name) ? [relative(root, path)] : []
  })

// Folders of tests/ that stand for no source folder: the browser suite, the rules of the house, the shared harness.
const OWN_FOLDERS = ["tests/e2e/", "tests/architecture/", "tests/support/"]

describe("the test tree", () => {
  it("holds every test under the folder of what it tests: tests/<source folder>/", () => {
    const strays = testFiles(join(root, "tests"))
      .filter((file) => !OWN_FOLDERS.some((folder) => file.startsWith(folder)))
      .filter((file) => !existsSync(join(root, file.slice("tests/".length).split("/").slice(0, -1).join("/"))))
    expect(strays).toEqual([])
  })
})
