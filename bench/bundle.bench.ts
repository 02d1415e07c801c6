/**
 * The weight of the built UI (dist/ui): the gzip size of the JavaScript the landing page loads on first load,
 * and of the JavaScript the live interview route (/interview/{id}) loads, arriving there directly. It builds
 * nothing: it follows index.html's script and the built files' own static imports, and the route's lazy chunk.
 * Budgets: landing ≤ 100 kB, live interview ≤ 180 kB.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { dirname, join, posix } from "node:path"
import { gzipSync } from "node:zlib"

const root = join(import.meta.dirname, "..", "dist", "ui")
const BUDGETS = { landing: 100, live: 180 } as const

/** Static imports of a built ES module: `import{a}from"./x.js"`, `import"./x.js"`, `export{a}from"./x.js"`. */
export const staticImportsOf = (code: string): Array<string> => {
  const found = new Set<string>()
  const pattern = /(?:^|[;}\n\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g
  for (const match of code.matchAll(pattern)) found.add(match[1]!)
  return [...found]
}

/** The file and every file it imports statically, as paths relative to dist/ui. */
const closure = (entry: string, into = new Set<string>()): Set<string> => {
  if (into.has(entry)) return into
  into.add(entry)
  const code = readFileSync(join(root, entry), "utf8")
  for (const spec of staticImportsOf(code)) {
    if (!spec.startsWith(".") && !spec.startsWith("/")) continue
    const resolved = spec.startsWith("/") ? spec.slice(1) : posix.normalize(posix.join(posix.dirname(entry), spec))
    closure(resolved, into)
  }
  return into
}

const gzipKb = (files: Iterable<string>) => {
  let raw = 0
  let gz = 0
  for (const file of files) {
    const bytes = readFileSync(join(root, file))
    raw += bytes.length
    gz += gzipSync(bytes, { level: 9 }).length
  }
  return { raw: raw / 1000, gz: gz / 1000 }
}

const line = (what: string, files: Set<string>, budget: number) => {
  const { raw, gz } = gzipKb(files)
  const verdict = gz <= budget ? "within" : "OVER"
  console.log(`${what}: ${gz.toFixed(1)} kB gzip (${raw.toFixed(1)} kB raw) in ${files.size} JS files; budget ${budget} kB: ${verdict}`)
}

export default async function(): Promise<void> {
  const html = join(root, "index.html")
  if (!existsSync(html)) {
    console.log(`dist/ui is missing (no ${html}): build the UI first with \`npx vite build\` (or \`npm run build\`), then run the bench again.`)
    return
  }
  const page = readFileSync(html, "utf8")
  const entries = [...page.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]!.replace(/^\//, ""))
  const preloads = [...page.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!.replace(/^\//, ""))
  if (entries.length === 0) {
    console.log("dist/ui/index.html has no module script: rebuild the UI with `npx vite build`.")
    return
  }
  const landing = new Set<string>()
  for (const file of [...entries, ...preloads]) closure(file, landing)

  const assets = readdirSync(join(root, "assets"))
  const routeChunk = assets.find((f) => /^LiveInterview-[\w-]+\.js$/.test(f))
  if (routeChunk === undefined) {
    line("landing page, first load", landing, BUDGETS.landing)
    console.log("live interview route: no LiveInterview-*.js chunk in dist/ui/assets (is the route still lazy?)")
    return
  }
  const live = new Set(landing)
  closure(posix.join("assets", routeChunk), live)
  line("landing page, first load", landing, BUDGETS.landing)
  line("live interview route (/interview/{id}), first load", live, BUDGETS.live)
  const own = [...live].filter((f) => !landing.has(f))
  console.log(`  of which the route adds ${gzipKb(own).gz.toFixed(1)} kB gzip: ${own.map((f) => posix.basename(f)).sort().join(", ")}`)
  console.log(`  (built ${dirname(html)}; gzip level 9; CSS not counted)`)
}
