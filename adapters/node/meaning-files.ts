/**
 * The coach's meaning resource on disk: dist/meaning/meaning.bin (or $REHEARSE_MEANING_DIR), built from the
 * installed packages by cli/meaning-build.ts and read in a few milliseconds (core/coach/reading/meaning-resources.ts).
 */
import { spawn } from "node:child_process"
import { existsSync, readFileSync } from "node:fs"
import { dirname, join, resolve } from "node:path"
import { MEANING_FORMAT_VERSION, meaningVersion } from "../../core/coach/reading/meaning-format.ts"
import { decodeMeaning, emptyMeaning, type MeaningResources } from "../../core/coach/reading/meaning-resources.ts"

export const MEANING_FILE = "meaning.bin"

/** The project's root: the nearest folder above this file whose package.json is Rehearse's (sources or bundle). */
export const projectRoot = (from: string = import.meta.dirname): string => {
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { name?: string }
      if (pkg.name === "rehearse") return dir
    } catch {
      // no package.json here: go up
    }
    if (dirname(dir) === dir) throw new Error(`no Rehearse package.json above ${from}`)
  }
}

/** Where the resource lives: $REHEARSE_MEANING_DIR, else <project root>/dist/meaning. */
export const defaultMeaningDir = (env: Readonly<Record<string, string | undefined>> = process.env): string => {
  const fromEnv = env.REHEARSE_MEANING_DIR?.trim()
  return fromEnv ? resolve(fromEnv) : join(projectRoot(), "dist", "meaning")
}

/** The resource in `dir`, or null when it is missing, of another format version, or not a meaning file. */
export const loadMeaning = (dir: string = defaultMeaningDir()): MeaningResources | null => {
  let bytes: Uint8Array
  try {
    bytes = readFileSync(join(dir, MEANING_FILE))
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return null
    throw e
  }
  if (meaningVersion(bytes) !== MEANING_FORMAT_VERSION) return null
  try {
    return decodeMeaning(bytes)
  } catch {
    return null
  }
}

/** Builds the resource into `dir` in a child process (node cli/meaning-build.ts dir; ~5 s, ~0.8 GB at its peak). */
export const buildMeaningFile = (dir: string = defaultMeaningDir()): Promise<void> => {
  const root = projectRoot()
  const script = join(root, "cli", "meaning-build.ts")
  if (!existsSync(script)) return Promise.reject(new Error(`cannot build the meaning resource: ${script} is missing`))
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [script, resolve(dir)], { cwd: root, stdio: ["ignore", "ignore", "pipe"] })
    let stderr = ""
    child.stderr.setEncoding("utf8")
    child.stderr.on("data", (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000)
    })
    child.on("error", fail)
    child.on("close", (code, signal) => {
      if (code === 0) done()
      else fail(new Error(`building the meaning resource failed (${signal ?? `exit ${code}`}): ${stderr.trim()}`))
    })
  })
}

/** The resource in `dir`, built first when it is missing or out of date. */
export const ensureMeaning = async (dir: string = defaultMeaningDir()): Promise<MeaningResources> => {
  const ready = loadMeaning(dir)
  if (ready !== null) return ready
  await buildMeaningFile(dir)
  const built = loadMeaning(dir)
  if (built === null) throw new Error(`built the meaning resource in ${dir}, but it does not load`)
  return built
}

/**
 * What the coach reads meaning with: the resource (built first when missing), or — when it cannot be built, say
 * the packages it is made from are not installed — no resource, said once through `warn`: the coach then judges
 * by words alone rather than not at all.
 */
export const meaningForCoach = async (warn: (message: string) => void, dir?: string): Promise<MeaningResources> => {
  try {
    return await ensureMeaning(dir)
  } catch (e) {
    warn(`The coach's meaning resource is unavailable, so answers are judged by their words alone: ${e instanceof Error ? e.message : String(e)}`)
    return emptyMeaning()
  }
}
