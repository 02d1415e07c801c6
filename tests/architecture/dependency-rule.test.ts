/**
 * ARCHITECTURE.md's dependency rule (docs/architecture.md), checked on every file: core/ imports only effect (and
 * nanostores in core/sdk); an adapter never imports another adapter (the wiring is cli/compose's); ui/ reaches core
 * through the SDK and a few named pure modules, and adapters only in its composition files.
 */
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

/** Relative imports of a file, resolved to paths from the project root (types included: a circle of types is a circle). */
const localImportsOf = (file: string): Array<string> =>
  importsOf(readFileSync(file, "utf8")).filter((s) => s.startsWith(".")).map((s) => relative(root, join(file, "..", s)))

/** Every import circle in a graph (file → the files it imports), each as the files in order. */
const circles = (graph: ReadonlyMap<string, ReadonlyArray<string>>): Array<Array<string>> => {
  const paths = [...graph.keys()]
  const found: Array<Array<string>> = []
  const state = new Map<string, "open" | "done">()
  const stack: Array<string> = []
  const visit = (p: string) => {
    state.set(p, "open")
    stack.push(p)
    for (const q of graph.get(p) ?? []) {
      if (state.get(q) === "open") found.push(stack.slice(stack.indexOf(q)))
      else if (!state.has(q) && graph.has(q)) visit(q)
    }
    stack.pop()
    state.set(p, "done")
  }
  for (const p of paths) if (!state.has(p)) visit(p)
  return found
}

/** Where a file's relative imports lead, as paths from the project root. */
const targetsOf = (file: string) => localImportsOf(file)
const under = (path: string, folder: string) => path.startsWith(folder.endsWith(".ts") ? folder : folder + "/")

describe("the dependency rule for adapters/", () => {
  const adapterFiles = files(join(root, "adapters")).map((f) => relative(root, f))

  it("finds the adapter files to check", () => {
    expect(adapterFiles.length).toBeGreaterThan(20)
  })

  it("an adapter imports core/, its own folder and its libraries: never another adapter, cli/ or ui/ (the wiring is cli/compose's)", () => {
    const offences: Array<string> = []
    for (const file of adapterFiles) {
      const own = file.split("/").slice(0, 2).join("/")
      for (const target of targetsOf(join(root, file))) {
        if (under(target, "core") || under(target, own)) continue
        offences.push(`${file} imports ${target}`)
      }
    }
    expect(offences).toEqual([])
  })
})

// What ui/ may reach outside itself: the headless SDK and the pure modules screens render from. Adapters and ports
// only in the browser's composition root (ui/sdk.ts and ui/main.tsx), where they are wired to the SDK.
const UI_MAY_IMPORT = [
  "core/sdk", // stores and actions
  "core/forms", // the field model and its validation messages
  "core/contract", // the shapes of what the SDK hands over
  "core/auth", // the account screens' pure rules (lengths, delays) and notices
  "core/coach/bank/topic-list.ts" // the topics' names, for the landing page
]
const UI_COMPOSITION = ["ui/sdk.ts", "ui/main.tsx"]
const UI_COMPOSITION_MAY_IMPORT = ["adapters/browser", "adapters/http-client", "core/ports"]

describe("the dependency rule for ui/", () => {
  const uiFiles = files(join(root, "ui")).map((f) => relative(root, f))

  it("finds the ui files to check", () => {
    expect(uiFiles.length).toBeGreaterThan(20)
  })

  it("ui/ imports the SDK and the named pure modules of core/; adapters and ports only where the browser's root wires them", () => {
    const offences: Array<string> = []
    for (const file of uiFiles) {
      const allowed = [...UI_MAY_IMPORT, ...(UI_COMPOSITION.includes(file) ? UI_COMPOSITION_MAY_IMPORT : [])]
      for (const target of targetsOf(join(root, file))) {
        if (under(target, "ui") || allowed.some((folder) => under(target, folder))) continue
        offences.push(`${file} imports ${target}`)
      }
    }
    expect(offences).toEqual([])
  })
})

// The coach's stages in pipeline order: a stage imports only itself, earlier stages and the coach's shared shapes.
const COACH_STAGES = ["bank", "reading", "judging", "feedback"] as const
const COACH_SHARED = ["core/coach/schemas.ts", "core/coach/errors.ts"]

describe("the coach's stages", () => {
  const coachFiles = files(join(root, "core", "coach")).map((f) => relative(root, f))
  const stageOf = (path: string): number => COACH_STAGES.findIndex((s) => path.startsWith(join("core", "coach", s) + "/"))

  it("every stage folder holds files", () => {
    for (const stage of COACH_STAGES) expect(coachFiles.filter((f) => stageOf(f) === COACH_STAGES.indexOf(stage)).length).toBeGreaterThan(2)
  })

  it("imports run one way: bank → reading → judging → feedback", () => {
    const offences: Array<string> = []
    for (const file of coachFiles) {
      const from = stageOf(file)
      if (from < 0) continue
      for (const target of localImportsOf(join(root, file))) {
        if (COACH_SHARED.includes(target) || !target.startsWith(join("core", "coach"))) continue
        const to = stageOf(target)
        if (to < 0 || to > from) offences.push(`${file} imports ${target}`)
      }
    }
    expect(offences).toEqual([])
  })
})

describe("import circles", () => {
  const all = ["core", "adapters", "ui", "cli"].flatMap((d) => files(join(root, d))).map((f) => relative(root, f))

  it("the circle finder finds circles, and only circles", () => {
    const graph = new Map([["a", ["b"]], ["b", ["c"]], ["c", ["a", "d"]], ["d", []], ["e", ["d"]]])
    expect(circles(graph)).toEqual([["a", "b", "c"]])
    expect(circles(new Map([["a", ["b"]], ["b", []]]))).toEqual([])
  })

  it("no file reaches itself through its imports", () => {
    const graph = new Map(all.map((p) => [p, localImportsOf(join(root, p)).filter((q) => q !== p)]))
    expect(circles(graph).map((c) => c.join(" → "))).toEqual([])
  })
})
