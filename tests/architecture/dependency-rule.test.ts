/** ARCHITECTURE.md's dependency rule, checked on every file: core/ imports only effect (and nanostores in core/sdk). */
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join, relative } from "node:path"
import { describe, expect, it } from "vitest"

const root = join(import.meta.dirname, "..", "..")
const files = (dir: string): Array<string> =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : []
  })

const importsOf = (source: string) =>
  [...source.matchAll(/(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1] ?? m[2]!)

const FORBIDDEN: ReadonlyArray<[RegExp, string]> = [
  [/^react(-dom)?(\/|$)/, "react"],
  [/^node:/, "node:* modules"],
  [/^undici/, "undici"],
  [/(^|\/)(adapters|ui|cli)\//, "adapters/, ui/ or cli/"]
]

describe("the dependency rule", () => {
  const coreFiles = files(join(root, "core"))

  it("finds the core files to check", () => {
    expect(coreFiles.length).toBeGreaterThan(10)
  })

  it("nothing under core/ imports react, node:*, undici, adapters/, ui/ or cli/", () => {
    const offences: Array<string> = []
    for (const file of coreFiles) {
      for (const spec of importsOf(readFileSync(file, "utf8"))) {
        for (const [pattern, what] of FORBIDDEN) {
          if (pattern.test(spec)) offences.push(`${relative(root, file)} imports ${spec} (${what})`)
        }
      }
    }
    expect(offences).toEqual([])
  })

  it("core/ uses only effect and relative imports (nanostores only in core/sdk)", () => {
    const offences: Array<string> = []
    for (const file of coreFiles) {
      const inSdk = relative(root, file).startsWith(join("core", "sdk"))
      for (const spec of importsOf(readFileSync(file, "utf8"))) {
        const ok = spec.startsWith(".") || spec === "effect" || spec.startsWith("effect/") ||
          (inSdk && (spec === "nanostores" || spec.startsWith("nanostores/")))
        if (!ok) offences.push(`${relative(root, file)} imports ${spec}`)
      }
    }
    expect(offences).toEqual([])
  })

  it("core/ reads no clock, randomness or timers directly", () => {
    const offences = coreFiles.filter((f) => /\bDate\.now\(|Math\.random\(|\bsetTimeout\(|\bsetInterval\(/.test(readFileSync(f, "utf8")))
    expect(offences.map((f) => relative(root, f))).toEqual([])
  })

  it("the rule's import scanner sees the imports it must catch", () => {
    expect(importsOf(`import x from "react"\nimport { y } from "../adapters/sql/x.ts"\nconst z = await import("node:fs")`))
      .toEqual(["react", "../adapters/sql/x.ts", "node:fs"])
  })
})
