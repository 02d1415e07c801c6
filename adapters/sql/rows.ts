/** Reading rows the same way from both engines: PostgreSQL may hand BIGINT back as a string. */
export const num = (v: unknown): number => (typeof v === "number" ? v : Number(v))
export const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : num(v))
export const str = (v: unknown): string => (typeof v === "string" ? v : String(v))
export const strOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : str(v))
export const bool = (v: unknown): boolean => v === true || v === 1 || v === "1" || v === "t"
export const json = <A>(v: unknown, fallback: A): A => {
  if (typeof v !== "string") return fallback
  try {
    return JSON.parse(v) as A
  } catch {
    return fallback
  }
}
export type Row = Record<string, unknown>
