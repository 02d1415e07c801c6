/**
 * The built UI (dist/ui), read into memory once at start-up and served with history fallback: any GET that
 * is not a file gets index.html, so client-side routes work on reload. Hashed assets are cached for a year.
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
  ".woff2": "font/woff2"
}

interface Asset {
  readonly body: Uint8Array
  readonly gzip: Uint8Array | null
  readonly type: string
  readonly etag: string
  readonly immutable: boolean
}

const walk = (dir: string): Array<string> =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? walk(path) : [path]
  })

export const loadAssets = (uiDir: string): Map<string, Asset> => {
  const assets = new Map<string, Asset>()
  if (!existsSync(uiDir)) return assets
  for (const file of walk(uiDir)) {
    const body = readFileSync(file)
    const type = TYPES[extname(file)] ?? "application/octet-stream"
    const compressible = /text|json|svg|javascript/.test(type) && body.length > 1024
    assets.set("/" + relative(uiDir, file).split(sep).join("/"), {
      body,
      gzip: compressible ? gzipSync(body) : null,
      type,
      etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 20)}"`,
      immutable: /^assets\//.test(relative(uiDir, file).split(sep).join("/"))
    })
  }
  return assets
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
      const headers: Record<string, string> = {
        etag: asset.etag,
        "cache-control": asset.immutable ? "public, max-age=31536000, immutable" : "no-cache",
        vary: "accept-encoding"
      }
      if (request.headers["if-none-match"] === asset.etag) {
        return HttpServerResponse.empty({ status: 304, headers })
      }
      const gzip = asset.gzip !== null && /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""))
      if (gzip) headers["content-encoding"] = "gzip"
      return HttpServerResponse.uint8Array(gzip ? asset.gzip! : asset.body, { contentType: asset.type, headers })
    })

    return Layer.mergeAll(
      HttpRouter.add("GET", "/*", serve),
      HttpRouter.add("*", "/api/*", Effect.sync(() => envelope(404, "There is no such API call. See /api/docs for the calls there are.")))
    )
  }))
