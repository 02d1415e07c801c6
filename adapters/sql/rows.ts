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
