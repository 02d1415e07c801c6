/**
 * The start-up bundle of the `rehearse` command. Run from sources, Node resolves and links ~400 modules before
 * the first question (effect's index alone is ~180 ms); bundled into a few files it starts in a fraction of that.
 * The sources stay the truth: cli/bin.js uses the bundle only while every file it was built from is unchanged,
 * and rebuilds it (or runs the sources, when the bundler is not installed) otherwise.
 *
 * Layout of dist/cli: content-hashed chunks, the coach's bank prepared by the same sources (core/coach/prepared.ts),
 * and manifest.json, which names the entry, the prepared bank and the inputs. Files are
 * written under temporary names and renamed, and the manifest last, so a process starting meanwhile sees either
 * the old bundle or the new one, never half of one.
 */
import { accessSync, constants, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs"
import { join, relative } from "node:path"

/** Packages that stay outside the bundle: loaded lazily, and none of them imports effect (one copy of effect only). */
const EXTERNAL = ["pg", "nodemailer", "undici", "jose"]

/** Besides its sources, a bundle is stale when the installed packages change. */
const INSTALL_STAMPS = ["package.json", "package-lock.json", "node_modules/.package-lock.json"]

export interface Manifest {
  readonly entry: string
  /** The built-in coach's bank, prepared (core/coach/prepared.ts), from the same sources as the bundle. */
  readonly coachPrepared: string
  readonly builtAt: number
  /** Every file the bundle was built from, relative to the project root. */
  readonly inputs: ReadonlyArray<string>
}

const bundleDir = (root: string): string => join(root, "dist", "cli")

/** Files older than this that the current manifest no longer names are removed (a running process may still need them). */
const KEEP_OLD_MS = 60 * 60 * 1000

export const bundleCli = async (root: string): Promise<Manifest> => {
  // Where the bundle cannot be written (a read-only install), fail before spending a build on it.
  const dir = bundleDir(root)
  mkdirSync(dir, { recursive: true })
  accessSync(dir, constants.W_OK)
  const { rolldown } = await import("rolldown")
  const startedAt = Date.now()
  const bundle = await rolldown({
    input: { rehearse: join(root, "cli", "main.ts") },
    platform: "node",
    external: (id) => id.startsWith("node:") || EXTERNAL.some((name) => id === name || id.startsWith(`${name}/`)),
    logLevel: "silent"
  })
  try {
    const { output } = await bundle.generate({
      format: "esm",
      entryFileNames: "[name]-[hash].mjs",
      chunkFileNames: "[name]-[hash].mjs",
      comments: false
    })
    const inputs = new Set<string>(INSTALL_STAMPS.filter((f) => existsSync(join(root, f))))
    let entry: string | undefined
    for (const file of output) {
      if (file.type !== "chunk") continue
      if (file.isEntry) entry = file.fileName
      for (const id of file.moduleIds) {
        if (id.startsWith("\0") || id.includes("node_modules")) continue
        inputs.add(relative(root, id))
      }
      const target = join(dir, file.fileName)
      if (existsSync(target)) continue
      const temp = `${target}.${process.pid}.tmp`
      writeFileSync(temp, file.code)
      renameSync(temp, target)
    }
    if (entry === undefined) throw new Error("the CLI bundle has no entry chunk")
    const coachPrepared = await writePreparedBank(dir, entry)
    const manifest: Manifest = { entry, coachPrepared, builtAt: startedAt, inputs: [...inputs].sort() }
    const temp = join(dir, `manifest.json.${process.pid}.tmp`)
    writeFileSync(temp, JSON.stringify(manifest, null, 2))
    renameSync(temp, join(dir, "manifest.json"))
    prune(dir, new Set([...output.map((f) => f.fileName), coachPrepared]))
    return manifest
  } finally {
    await bundle.close()
  }
}

/** The coach's bank prepared by these very sources, named after the bundle's entry so the two go together. */
const writePreparedBank = async (dir: string, entry: string): Promise<string> => {
  const [{ prepareBank }, { builtInBank }] = await Promise.all([
    import("../core/coach/prepared.ts"),
    import("../core/coach/built-in-layer.ts")
  ])
  const name = entry.replace(/\.mjs$/, ".coach.json")
  // always written afresh (it is made from the sources of this build), and renamed into place whole
  const target = join(dir, name)
  const temp = `${target}.${process.pid}.tmp`
  writeFileSync(temp, JSON.stringify(prepareBank(builtInBank())))
  renameSync(temp, target)
  return name
}

const prune = (dir: string, current: ReadonlySet<string>): void => {
  const now = Date.now()
  for (const name of readdirSync(dir)) {
    if (name === "manifest.json" || current.has(name)) continue
    try {
      if (now - statSync(join(dir, name)).mtimeMs > KEEP_OLD_MS) rmSync(join(dir, name), { force: true })
    } catch {
      // another process pruned it first
    }
  }
}

// `node cli/bundle.ts` (npm's prepare step) builds the bundle ahead of the first run; a failure only costs speed.
if (import.meta.main) {
  const root = join(import.meta.dirname, "..")
  try {
    await bundleCli(root)
  } catch (e) {
    process.stderr.write(`The rehearse command will run from its sources (the bundle was not built: ${(e as Error).message}).\n`)
  }
}
