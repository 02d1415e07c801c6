/** Reading rows the same way from both engines: PostgreSQL may hand BIGINT back as a string. */
import { Data, Exit, Schema, SchemaIssue } from "effect"

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
 * A cheap key for a text: its length and eight of its characters, spread over it. Two texts with one key are told
 * apart by comparing them whole (equal texts always share a key), so it only has to be quick: V8's own hash of a
 * string, which a Map keyed by the text computes, reads every character of every fresh text SQLite hands back.
 */
export const sampledKey = (text: string): number => {
  const n = text.length
  let key = n
  for (let i = 1; i <= 8; i++) key = (Math.imul(key, 31) + (text.charCodeAt(Math.floor((n * i) / 9)) | 0)) | 0
  return key
}

/** How many of the longest-kept values a full cached column looks at to choose the one to let go. */
const EVICTION_SAMPLE = 8

interface Kept<A> {
  readonly text: string
  readonly value: A
  /** When it was last read (a count of reads), for letting the least recently used go. */
  used: number
}

/**
 * `jsonColumn` with the decoded values kept by their stored text, for the columns the API reads on every call
 * (an interview's settings, an asked question's talking points and extra, an answer's assessment and timing):
 * decoding them was most of a row's cost. Keyed by the text itself (found by `sampledKey`, then compared whole), a
 * kept value is what decoding that text gives, whichever row or server it came from: a row written again has another
 * text, and nothing read from another row or an older version of a row can come back. Each value is frozen, since
 * every read shares it. At most `kept` values (the least recently read of the eight kept longest out first), each
 * from a text of at most DECODED_TEXT_LIMIT characters: with the defaults, at most 16 MiB of text a column and usually
 * far less (the built-in bank's 815 questions have 1.2 MB of talking points in all). A text that does not decode is
 * never kept: it fails every read. A read of a kept value writes nothing but its count into what is kept (no entry
 * moved, no string swapped in), so under load the cache does not drag each request's strings into the old generation.
 */
export const cachedJsonColumn = <S extends Schema.Top>(column: string, schema: S, empty: S["Type"], kept = DECODED_KEPT) => {
  if (!Number.isInteger(kept) || kept < 1) throw new RangeError(`a cached column keeps at least one value, not ${kept}`)
  const read = jsonColumn(column, schema, empty)
  const entries = new Map<number, Kept<S["Type"]>>()
  let reads = 0
  // the characters of the texts kept (what the memory report says a column holds, beside its count)
  let chars = 0
  const decodeKept = (text: string, key: number): S["Type"] => {
    const value = frozen(read(text))
    // a text with the same key as a kept one takes its place; otherwise, of the EVICTION_SAMPLE values kept longest
    // (a Map iterates in insertion order), the least recently read makes room: a bounded look, however many are kept
    if (!entries.has(key) && entries.size >= kept) {
      let oldest: number | undefined
      let oldestUse = Infinity
      let looked = 0
      for (const [k, entry] of entries) {
        if (entry.used < oldestUse) (oldest = k), (oldestUse = entry.used)
        if (++looked === EVICTION_SAMPLE) break
      }
      chars -= entries.get(oldest!)!.text.length
      entries.delete(oldest!)
    }
    chars += text.length - (entries.get(key)?.text.length ?? 0)
    entries.set(key, { text, value, used: ++reads })
    return value
  }
  const reader = (value: unknown): S["Type"] => {
    if (typeof value !== "string" || value.length > DECODED_TEXT_LIMIT) return read(value)
    const key = sampledKey(value)
    const held = entries.get(key)
    if (held !== undefined && held.text === value) {
      held.used = ++reads
      return held.value
    }
    return decodeKept(value, key)
  }
  return Object.assign(reader, { held: () => entries.size, heldChars: () => chars, kept })
}
