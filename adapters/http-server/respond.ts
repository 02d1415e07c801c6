/** Envelope responses the server writes itself (outside the HttpApi handlers), and readable decode errors. */
import { Schema, SchemaIssue } from "effect"
import { HttpServerResponse } from "effect/http"

export const envelope = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  HttpServerResponse.jsonUnsafe({ success: false, message, ...extra }, { status })

const formatter = SchemaIssue.makeFormatterStandardSchemaV1()

const where: Record<string, string> = {
  Params: "in the path",
  Query: "in the query string",
  Payload: "in the request body",
  Body: "in the request body",
  Headers: "in the headers"
}

/** "email: email must be a valid e-mail address…" style sentences, naming every field that failed. */
export const describeSchemaError = (kind: string, error: Schema.SchemaError): string => {
  const issues = formatter(error.issue).issues
  if (issues.length === 0) return `The request is not valid ${where[kind] ?? ""}.`.replace(" .", ".")
  const parts = issues.slice(0, 5).map((issue) => {
    const path = (issue.path ?? []).map((p) => (typeof p === "object" && p !== null && "key" in p ? String(p.key) : String(p))).join(".")
    const message = issue.message === "Missing key" ? "is required" : issue.message
    // Our own messages already start with the field's name; the schema's generic ones get it prefixed.
    if (path === "") return message
    return message.startsWith(path) || message.startsWith(path.split(".").at(-1)!) ? message : `${path}: ${message}`
  })
  const more = issues.length > 5 ? ` (and ${issues.length - 5} more)` : ""
  return `Invalid ${kind === "Params" ? "path" : kind === "Query" ? "query string" : "request body"}: ${parts.join("; ")}${more}.`
    .replace(/\.\.$/, ".")
}
