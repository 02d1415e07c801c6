/**
 * `/api/openapi.json` and `/api/docs`: the OpenAPI document generated from the contract, and a readable,
 * script-free HTML reference built from it on the server, so it works offline and under our CSP.
 */
import { Effect, Layer } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import { OpenApi } from "effect/http-api"
import { HttpContract } from "../../core/contract/HttpContract.ts"

const esc = (s: unknown) =>
  String(s ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!)

type Json = Record<string, any>

const CSS = `body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1f2430;background:#f7f8fb}
main{max-width:980px;margin:0 auto;padding:24px}h1{margin:0 0 4px}section{background:#fff;border:1px solid #e3e6ee;
border-radius:10px;padding:14px 18px;margin:14px 0}h2{font-size:17px;margin:0 0 6px;font-family:ui-monospace,monospace}
.m{display:inline-block;min-width:52px;text-align:center;border-radius:6px;padding:1px 6px;margin-right:8px;color:#fff;font-size:13px}
.GET{background:#2f7d4f}.POST{background:#2856b6}.PUT{background:#a86c12}.DELETE{background:#a33}
pre{background:#f3f4f8;border-radius:8px;padding:10px;overflow:auto;font-size:12.5px}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:3px 8px;border-bottom:1px solid #eee;vertical-align:top}
.lock{font-size:12px;color:#7a5b00;background:#fff4cc;border-radius:4px;padding:1px 6px;margin-left:6px}
nav a{margin-right:12px}`

const renderDocs = (spec: Json): string => {
  const components = spec.components?.schemas ?? {}
  const resolve = (schema: Json | undefined): Json | undefined => {
    if (schema?.$ref) return components[String(schema.$ref).split("/").pop()!]
    return schema
  }
  const sections: Array<string> = []
  for (const [path, ops] of Object.entries(spec.paths ?? {}) as Array<[string, Json]>) {
    for (const [method, op] of Object.entries(ops) as Array<[string, Json]>) {
      const M = method.toUpperCase()
      const params = (op.parameters ?? []) as Array<Json>
      const body = resolve(op.requestBody?.content?.["application/json"]?.schema)
      const responses = Object.entries(op.responses ?? {}) as Array<[string, Json]>
      sections.push(`<section id="${esc(op.operationId)}">
<h2><span class="m ${M}">${M}</span>${esc(path)}${op.security?.length ? '<span class="lock">bearer token</span>' : ""}</h2>
${op.description ? `<p>${esc(op.description)}</p>` : ""}
${params.length ? `<table><tr><th>parameter</th><th>in</th><th>required</th><th>schema</th></tr>${
        params.map((p) =>
          `<tr><td><code>${esc(p.name)}</code></td><td>${esc(p.in)}</td><td>${p.required ? "yes" : "no"}</td><td><code>${
            esc(JSON.stringify(p.schema))
          }</code></td></tr>`
        ).join("")
      }</table>` : ""}
${body ? `<p>Request body (JSON):</p><pre>${esc(JSON.stringify(body, null, 2))}</pre>` : ""}
<p>Responses: ${responses.map(([code, r]) => `<code>${esc(code)}</code> ${esc(r.description ?? "")}`).join(" · ")}</p>
</section>`)
    }
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(spec.info?.title)} reference</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="/api/docs.css"></head><body><main>
<h1>${esc(spec.info?.title)}</h1><p>${esc(spec.info?.description)}</p>
<nav><a href="/api/openapi.json">openapi.json</a></nav>
<p>Errors answer with the same envelope and <code>success: false</code>: 400 invalid input (the message names the field),
401 missing or expired token, 402 premium or quota, 404 not found or not yours, 409 conflict, 413 body too large,
429 rate limited (the message says when to retry).</p>
${sections.join("\n")}
</main></body></html>`
}

export const layer = Layer.unwrap(Effect.sync(() => {
  const spec = OpenApi.fromApi(HttpContract) as unknown as Json
  const html = renderDocs(spec)
  const json = JSON.stringify(spec)
  return Layer.mergeAll(
    HttpRouter.add("GET", "/api/openapi.json", Effect.succeed(HttpServerResponse.text(json, { contentType: "application/json" }))),
    HttpRouter.add("GET", "/api/docs", Effect.succeed(HttpServerResponse.text(html, { contentType: "text/html; charset=utf-8" }))),
    HttpRouter.add("GET", "/api/docs.css", Effect.succeed(HttpServerResponse.text(CSS, { contentType: "text/css; charset=utf-8" })))
  )
}))
