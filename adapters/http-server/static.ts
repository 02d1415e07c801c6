/**
 * The built UI (dist/ui), read into memory once at start-up and served with history fallback: any GET that
 * is not a file gets index.html, so client-side routes work on reload. Hashed assets (`/assets/…`) are cached for a
 * year as immutable; everything else (index.html) is revalidated on every use. Text files are sent as the brotli or
 * gzip copy the build made beside them (cli/precompress.ts), as the client's Accept-Encoding allows.
 */
import { createHash } from "node:crypto"
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { extname, join, relative, sep } from "node:path"
import { gzipSync } from "node:zlib"
import { Effect, Layer } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { envelope } from "./respond.ts"

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
  ".map": "application/json; charset=utf-8"
}

const IMMUTABLE = "public, max-age=31536000, immutable"

export type Encoding = "br" | "gzip"

/** One representation of a file: its bytes and their own ETag (a compressed copy is a different entity). */
interface Representation {
  readonly body: Uint8Array
  readonly etag: string
}

interface Asset {
  readonly identity: Representation
  readonly encoded: Partial<Record<Encoding, Representation>>
  readonly type: string
  readonly cacheControl: string
}

const walk = (dir: string): Array<string> =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? walk(path) : [path]
  })

const representation = (body: Uint8Array, suffix: string): Representation => ({
  body,
  etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 20)}${suffix}"`
})

const loadAssets = (uiDir: string): Map<string, Asset> => {
  const assets = new Map<string, Asset>()
  if (!existsSync(uiDir)) return assets
  const files = new Set(walk(uiDir))
  for (const file of files) {
    // the compressed copies are served in place of their file, never as files of their own
    if ((file.endsWith(".br") || file.endsWith(".gz")) && files.has(file.slice(0, -3))) continue
    const body = readFileSync(file)
    const type = TYPES[extname(file)] ?? "application/octet-stream"
    const path = relative(uiDir, file).split(sep).join("/")
    const encoded: Partial<Record<Encoding, Representation>> = {}
    if (files.has(`${file}.br`)) encoded.br = representation(readFileSync(`${file}.br`), "-br")
    if (files.has(`${file}.gz`)) encoded.gzip = representation(readFileSync(`${file}.gz`), "-gz")
    // a build from before precompression: gzip at start-up, as before
    else if (encoded.br === undefined && /text|json|svg|javascript/.test(type) && body.length > 1024) {
      encoded.gzip = representation(gzipSync(body), "-gz")
    }
    assets.set("/" + path, {
      identity: representation(body, ""),
      encoded,
      type,
      cacheControl: path.startsWith("assets/") ? IMMUTABLE : "no-cache"
    })
  }
  return assets
}

/** The q-value the client gives `coding` in Accept-Encoding (0 when it is absent or refused). */
const quality = (accept: string, coding: string): number => {
  let wildcard = 0
  for (const part of accept.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";")
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="))
    const value = q === undefined ? 1 : Number(q.slice(2))
    if (name === coding) return Number.isFinite(value) ? value : 0
    if (name === "*") wildcard = Number.isFinite(value) ? value : 0
  }
  return wildcard
}

/** The best copy of `asset` the client accepts: brotli before gzip at equal preference, else the file itself. */
const negotiate = (asset: Asset, acceptEncoding: string): Encoding | null => {
  let best: Encoding | null = null
  let bestQ = 0
  for (const coding of ["br", "gzip"] as const) {
    if (asset.encoded[coding] === undefined) continue
    const q = quality(acceptEncoding, coding)
    if (q > bestQ) [best, bestQ] = [coding, q]
  }
  return best
}

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rehearse</title></head>
<body><h1>Rehearse</h1><p>The web interface has not been built. Run <code>npm run build</code>, or start with <code>npm start</code>, which builds it.</p></body></html>`

export const layer = (uiDir: string) =>
  Layer.unwrap(Effect.sync(() => {
    const assets = loadAssets(uiDir)
    const index = assets.get("/index.html")

    const serve = Effect.gen(function*() {
      const request = yield* HttpServerRequest.HttpServerRequest
      let path: string
      try {
        path = decodeURIComponent(request.url.split("?")[0] ?? "/")
      } catch {
        path = "/"
      }
      const asset = assets.get(path) ?? (extname(path) === "" || path.endsWith(".html") ? index : undefined)
      if (asset === undefined) {
        if (index === undefined) return HttpServerResponse.text(NOT_BUILT, { status: 503, contentType: "text/html; charset=utf-8" })
        return HttpServerResponse.text("Not found", { status: 404 })
      }
      const encoding = negotiate(asset, String(request.headers["accept-encoding"] ?? ""))
      const chosen = encoding === null ? asset.identity : asset.encoded[encoding]!
      const headers: Record<string, string> = {
        etag: chosen.etag,
        "cache-control": asset.cacheControl,
        vary: "accept-encoding"
      }
      const ifNoneMatch = request.headers["if-none-match"]
      if (ifNoneMatch !== undefined && ifNoneMatch.split(",").some((tag) => tag.trim() === chosen.etag)) {
        return HttpServerResponse.empty({ status: 304, headers })
      }
      if (encoding !== null) headers["content-encoding"] = encoding
      return HttpServerResponse.uint8Array(chosen.body, { contentType: asset.type, headers })
    })

    return Layer.mergeAll(
      HttpRouter.add("GET", "/*", serve),
      HttpRouter.add("*", "/api/*", Effect.sync(() => envelope(404, "There is no such API call. See /api/docs for the calls there are.")))
    )
  }))
