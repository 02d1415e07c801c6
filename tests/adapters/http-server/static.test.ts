/** The built web app as the server sends it: cache headers, precompressed copies chosen by Accept-Encoding. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { precompress } from "../../../cli/precompress.ts"
import { startTestServer, type TestServer } from "../../support/server.ts"

const script = `export const greeting = ${JSON.stringify("practise out loud ".repeat(400))};\n`
const html = `<!doctype html><html lang="en"><head><title>Rehearse</title><script type="module" src="/assets/index-AbC123.js"></script>` +
  `<meta name="description" content="${"interview practice ".repeat(60)}"></head><body><div id="root"></div></body></html>`
const icon = `<svg xmlns="http://www.w3.org/2000/svg"/>`

describe("the built web app", () => {
  let server: TestServer
  let dir = ""
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await server.request(path, { headers })
    return { response, bytes: Buffer.from(await response.arrayBuffer()) }
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "rehearse-ui-"))
    mkdirSync(join(dir, "assets"))
    writeFileSync(join(dir, "index.html"), html)
    writeFileSync(join(dir, "assets", "index-AbC123.js"), script)
    writeFileSync(join(dir, "favicon.svg"), icon)
    precompress(dir)
    server = await startTestServer({ UI_DIR: dir })
  })
  afterAll(async () => {
    await server?.dispose()
    rmSync(dir, { recursive: true, force: true })
  })

  it("sends a hashed asset with a year of immutable caching, varying by Accept-Encoding", async () => {
    const { response } = await get("/assets/index-AbC123.js")
    expect(response.status).toBe(200)
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
    expect(response.headers.get("vary")).toMatch(/accept-encoding/i)
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8")
  })

  it("sends the brotli copy to a browser that takes brotli, and it decompresses to the file", async () => {
    const { response, bytes } = await get("/assets/index-AbC123.js", { "accept-encoding": "gzip, deflate, br, zstd" })
    expect(response.headers.get("content-encoding")).toBe("br")
    expect(bytes.length).toBeLessThan(Buffer.byteLength(script) / 4)
    expect(brotliDecompressSync(bytes).toString()).toBe(script)
  })

  it("sends the gzip copy when brotli is not accepted, and it decompresses to the file", async () => {
    for (const accept of ["gzip", "br;q=0, gzip", "gzip;q=1, br;q=0.5"]) {
      const { response, bytes } = await get("/assets/index-AbC123.js", { "accept-encoding": accept })
      expect(response.headers.get("content-encoding")).toBe("gzip")
      expect(gunzipSync(bytes).toString()).toBe(script)
    }
  })

  it("sends the file itself when no compression is accepted", async () => {
    for (const headers of [{}, { "accept-encoding": "identity" }, { "accept-encoding": "gzip;q=0, br;q=0" }] as Array<Record<string, string>>) {
      const { response, bytes } = await get("/assets/index-AbC123.js", headers)
      expect(response.headers.get("content-encoding")).toBeNull()
      expect(bytes.toString()).toBe(script)
    }
  })

  it("sends index.html, for / and for client-side routes, with no-cache, compressed when accepted", async () => {
    for (const path of ["/", "/index.html", "/dashboard"]) {
      const { response, bytes } = await get(path, { "accept-encoding": "br" })
      expect(response.headers.get("cache-control")).toBe("no-cache")
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8")
      expect(response.headers.get("content-encoding")).toBe("br")
      expect(brotliDecompressSync(bytes).toString()).toBe(html)
    }
  })

  it("keeps a file too small to gain from compression as it is, and serves no compressed copy as a file", async () => {
    const { response, bytes } = await get("/favicon.svg", { "accept-encoding": "br, gzip" })
    expect(response.headers.get("content-encoding")).toBeNull()
    expect(bytes.toString()).toBe(icon)
    expect(response.headers.get("cache-control")).toBe("no-cache")
    expect((await get("/assets/index-AbC123.js.br")).response.status).toBe(404)
  })

  it("answers 304 to the ETag of the copy the client holds, and each copy has its own ETag", async () => {
    const brotli = (await get("/assets/index-AbC123.js", { "accept-encoding": "br" })).response.headers.get("etag")!
    const gzip = (await get("/assets/index-AbC123.js", { "accept-encoding": "gzip" })).response.headers.get("etag")!
    expect(brotli).not.toBe(gzip)
    const again = await get("/assets/index-AbC123.js", { "accept-encoding": "br", "if-none-match": brotli })
    expect(again.response.status).toBe(304)
    expect(again.bytes.length).toBe(0)
    expect((await get("/assets/index-AbC123.js", { "accept-encoding": "gzip", "if-none-match": brotli })).response.status).toBe(200)
  })
})
