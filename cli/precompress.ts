/**
 * Brotli and gzip copies of the built web app's text files (`name.br`, `name.gz` beside `name`), made once at build
 * time at the highest levels, so the server sends compressed bytes without compressing anything per request.
 * Used by the Vite build (vite.config.ts) and runnable alone: `node cli/precompress.ts [dir]`.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { extname, join } from "node:path"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"

/** Text formats worth compressing; images other than SVG and fonts are compressed already. */
// Source maps are left out: only developer tools fetch them, and brotli at its highest level is slow on megabytes.
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".svg", ".txt", ".webmanifest"])
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 256

const files = (dir: string): Array<string> =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : [path]
  })

export interface Precompressed {
  readonly file: string
  readonly bytes: number
  readonly brotli: number
  readonly gzip: number
}

/** Writes `.br` and `.gz` beside every compressible file in `dir` that they make smaller; returns what it wrote. */
export const precompress = (dir: string): Array<Precompressed> => {
  const written: Array<Precompressed> = []
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.has(extname(file))) continue
    const body = readFileSync(file)
    if (body.length < MIN_BYTES) continue
    const brotli = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT
      }
    })
    const gzip = gzipSync(body, { level: constants.Z_BEST_COMPRESSION })
    if (brotli.length < body.length) writeFileSync(`${file}.br`, brotli)
    if (gzip.length < body.length) writeFileSync(`${file}.gz`, gzip)
    written.push({ file, bytes: body.length, brotli: brotli.length, gzip: gzip.length })
  }
  return written
}

/** The Vite plugin: compresses the output folder once the build (public files included) is written. */
export const precompressPlugin = () => {
  let outDir = ""
  return {
    name: "rehearse-precompress",
    apply: "build" as const,
    configResolved(config: { readonly build: { readonly outDir: string } }) {
      outDir = config.build.outDir
    },
    closeBundle() {
      if (outDir !== "") precompress(outDir)
    }
  }
}

if (import.meta.main) {
  const dir = process.argv[2] ?? join(import.meta.dirname, "..", "dist", "ui")
  const written = precompress(dir)
  const sum = (key: "bytes" | "brotli" | "gzip") => (written.reduce((a, w) => a + w[key], 0) / 1024).toFixed(0)
  process.stdout.write(`precompressed ${written.length} files: ${sum("bytes")} KB → brotli ${sum("brotli")} KB, gzip ${sum("gzip")} KB\n`)
}
