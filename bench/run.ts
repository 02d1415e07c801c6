/** `npm run bench`: runs every bench/*.bench.ts in turn; each prints its own numbers (never pass/fail). */
import { readdirSync } from "node:fs"
import { join } from "node:path"
import { pathToFileURL } from "node:url"

const only = process.argv.slice(2)
const files = readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith(".bench.ts"))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort()

for (const file of files) {
  console.log(`\n## ${file.replace(/\.bench\.ts$/, "")}`)
  const started = performance.now()
  const mod = (await import(pathToFileURL(join(import.meta.dirname, file)).href)) as { default: () => Promise<void> }
  await mod.default()
  console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`)
}
