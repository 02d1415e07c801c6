/** Reading rows the same way from both engines: PostgreSQL may hand BIGINT back as a string. */
import { Data, Exit, Schema, SchemaIssue } from "effect"
import { makeLru } from "./lru.ts"

export const num = (v: unknown): number => (typeof v === "number" ? v : Number(v))
export const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : num(v))
export const str = (v: unknown): string => (typeof v === "string" ? v : String(v))
export const strOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : str(v))
export const bool = (v: unknown): boolean => v === true || v === 1 || v === "1" || v === "t"
export type Row = Record<string, unknown>

/**
 * A stored JSON value that is not what its column holds (a hand-edited row, or a bug that wrote it). Reading it is a
 * defect that names the column and the problem: the server logs it and answers 500, instead of reading `[]` or `{}`.
 */
export class CorruptColumn extends Data.TaggedError("CorruptColumn")<{ readonly column: string; readonly problem: string }> {
  override get message() {
    return `The stored value of ${this.column} is corrupt: ${this.problem}`
  }
}

const formatter = SchemaIssue.makeFormatterDefault()

/**
 * A reader of one JSON text column, decoded with its Schema: SQL NULL reads as `empty`, anything else must be JSON of
 * the schema's shape or the read fails with `CorruptColumn`.
 */
export const jsonColumn = <S extends Schema.Top>(column: string, schema: S, empty: S["Type"]) => {
  // The stored shapes need no services to decode (a mapped struct's type only loses track of that).
  const decode = Schema.decodeUnknownExit(Schema.fromJsonString(schema as unknown as Schema.Codec<S["Type"], unknown>))
  return (value: unknown): S["Type"] => {
    if (value === null || value === undefined) return empty
    const decoded = decode(value)
    if (Exit.isSuccess(decoded)) return decoded.value
    const failure = Exit.findErrorOption(decoded)
    throw new CorruptColumn({ column, problem: failure._tag === "Some" ? formatter(failure.value.issue) : "it could not be read" })
  }
}

/** How many decoded values a cached JSON column keeps (see cachedJsonColumn). */
export const DECODED_KEPT = 1024
/** The longest stored text whose decoded value is kept, in characters; a longer one is decoded on every read. */
export const DECODED_TEXT_LIMIT = 16 * 1024

/** Freezes a decoded JSON value all the way down, so the one copy every read shares cannot be changed by any. */
const frozen = <A>(value: A): A => {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    for (const key of Object.keys(value)) frozen((value as Record<string, unknown>)[key])
    Object.freeze(value)
  }
  return value
}

/**
 * `jsonColumn` with the decoded values kept by their stored text, for the columns of rows that never change once
 * written (an asked question's talking points and extra, an answer's assessment and timing): the API reads them
 * again on every call and decoding them was most of a row's cost. Keyed by the text itself, a kept value is what
 * decoding that text gives, whichever row or server it came from: nothing read from another row or an older version
 * of a row can come back. Each value is frozen, since every read shares it. At most `kept` values (least recently
 * used out first), each from a text of at most DECODED_TEXT_LIMIT characters: with the defaults, at most 16 MiB of
 * text a column and usually far less (the built-in bank's 815 questions have 1.2 MB of talking points in all).
 * A text that does not decode is never kept: it fails every read.
 */
export const cachedJsonColumn = <S extends Schema.Top>(column: string, schema: S, empty: S["Type"], kept = DECODED_KEPT) => {
  const read = jsonColumn(column, schema, empty)
  const decoded = makeLru<string, S["Type"]>(kept)
  const decodeKept = (text: string) => frozen(read(text))
  const reader = (value: unknown): S["Type"] =>
    typeof value === "string" && value.length <= DECODED_TEXT_LIMIT ? decoded.get(value, decodeKept) : read(value)
  return Object.assign(reader, { held: decoded.size, kept: decoded.capacity })
}
