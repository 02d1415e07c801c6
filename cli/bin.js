#!/usr/bin/env node
// The `rehearse` command. Node 24 runs the TypeScript sources directly (type stripping); to start quickly it
// runs the bundle in dist/cli instead while that bundle is fresh (see cli/bundle.ts).
import { readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

const [major] = process.versions.node.split(".").map(Number)
if (major < 24) {
  process.stderr.write(`rehearse needs Node.js 24 or newer (this is ${process.version}); run it through npx or npm run.\n`)
  process.exit(1)
}
const root = fileURLToPath(new URL("..", import.meta.url))
// Node's compile cache keeps the compiled code between runs, so the command starts faster the second time.
const { enableCompileCache } = await import("node:module")
enableCompileCache?.(join(root, "node_modules", ".cache", "rehearse-compile"))

/** The bundle's entry when every file it was built from is unchanged since. */
const freshBundle = () => {
  try {
    const dir = join(root, "dist", "cli")
    const manifest = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8"))
    for (const input of manifest.inputs) {
      const s = statSync(join(root, input), { throwIfNoEntry: false })
      if (s === undefined || s.mtimeMs > manifest.builtAt) return null
    }
    // the coach's bank prepared with this bundle (cli/commands/coach.ts reads it; it checks what it reads)
    if (typeof manifest.coachPrepared === "string") process.env.REHEARSE_COACH_PREPARED = join(dir, manifest.coachPrepared)
    return join(dir, manifest.entry)
  } catch {
    return null
  }
}

/** The bundle, rebuilt when stale; null (run the sources) when the bundler is not installed or cannot write. */
const bundle = async () => {
  if (process.env.REHEARSE_FROM_SOURCES === "1") return null
  const fresh = freshBundle()
  if (fresh !== null) return fresh
  try {
    const { bundleCli } = await import("./bundle.ts")
    const manifest = await bundleCli(root)
    process.env.REHEARSE_COACH_PREPARED = join(root, "dist", "cli", manifest.coachPrepared)
    return join(root, "dist", "cli", manifest.entry)
  } catch {
    return null
  }
}

const entry = await bundle()
const { main } = entry === null ? await import("./main.ts") : await import(entry)
process.exitCode = await main(process.argv.slice(2))
