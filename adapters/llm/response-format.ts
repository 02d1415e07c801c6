/**
 * The `response_format` of a structured chat completion, derived from the Effect Schema we decode the reply with.
 * Servers differ in how much JSON Schema they enforce (OpenAI's strict mode rejects some keywords, llama.cpp and
 * Ollama turn the schema into a grammar), so only the common structural subset is sent; the length, range and
 * count checks stay in the Schema, which decodes every reply before anything is shown or scored.
 */
import { Predicate, Schema } from "effect"

const STRUCTURAL = new Set(["type", "properties", "required", "additionalProperties", "items", "enum", "description", "anyOf"])

const structuralSubset = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(structuralSubset)
  if (!Predicate.isObject(node)) return node
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(node)) {
    if (!STRUCTURAL.has(key)) continue
    out[key] = key === "properties" && Predicate.isObject(value)
      ? Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, structuralSubset(schema)]))
      : structuralSubset(value)
  }
  return out
}

/** The JSON Schema (structural subset, every property required, no extra properties) of a reply schema. */
export const replyJsonSchema = (schema: Schema.Top): Record<string, unknown> =>
  structuralSubset(Schema.toJsonSchemaDocument(schema, { onExcessProperty: "error" }).schema) as Record<string, unknown>

/** `response_format` for a reply named `name` (letters, digits, `_` and `-`). */
export const responseFormat = (name: string, schema: Schema.Top) => ({
  type: "json_schema" as const,
  json_schema: { name, strict: true, schema: replyJsonSchema(schema) }
})
