/**
 * The platform's ceiling for the load bench: a bare node:http server answering, for each path prefix, the bytes
 * Rehearse answered for it (same status, type, encoding and body), with no work in between.
 * Run as `node bench/load/bare-server.ts PORT RESPONSES.json`.
 */
import { readFileSync } from "node:fs"
import { createServer } from "node:http"

export interface CannedResponse {
  readonly method: string
  readonly prefix: string
  readonly status: number
  readonly headers: Record<string, string>
  readonly bodyBase64: string
}

const [port, file] = process.argv.slice(2)
const canned = (JSON.parse(readFileSync(file!, "utf8")) as Array<CannedResponse>).map((c) => ({
  ...c,
  body: Buffer.from(c.bodyBase64, "base64")
}))

createServer((request, response) => {
  const path = request.url ?? "/"
  const match = canned.find((c) => c.method === request.method && path.startsWith(c.prefix))
  // The body is read to its end before answering, as a real handler must.
  request.resume()
  request.on("end", () => {
    if (match === undefined) return void response.writeHead(404).end()
    response.writeHead(match.status, { ...match.headers, "content-length": match.body.length })
    response.end(match.body)
  })
}).listen(Number(port), "127.0.0.1", () => process.stdout.write("ready\n"))
