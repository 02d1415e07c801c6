/**
 * A faster JSON encoder for a reply whose contract schema, encoded as HttpApi encodes it (Schema's JSON codec), leaves
 * every value as it is: structs of strings, booleans, finite numbers, arrays and JSON values. It walks the value the
 * way the schema's encoder does — declared keys only, in the schema's order — without Schema's parser machinery,
 * which cost a GET more than the question's reads (10 µs of the lane's 35), and writes the JSON text as it goes (the
 * text JSON.stringify writes of Schema's encoded value) rather than an encoded copy for JSON.stringify to walk again.
 *
 * Wherever Schema's encoder would change a value or refuse it (a number that is not finite, which it writes as a
 * string; an optional key present as `undefined`, which it writes as null; something that is not JSON; a value of the
 * wrong type), this one gives up and the caller encodes with Schema, so the bytes are Schema's in every case
 * (tests/adapters/http-server/wire.test.ts compares the two on generated replies). A schema with anything else
 * (checks, other transformations, index signatures…) gets no fast encoder at all.
 */
import type { Schema, SchemaAST } from "effect"

/** What the fast encoder answers when Schema's encoder must decide. */
export const GIVE_UP: unique symbol = Symbol("GIVE_UP")
/** A value's JSON text, as JSON.stringify writes what Schema's encoder makes of it; or GIVE_UP. */
type Encode = (value: unknown) => string | typeof GIVE_UP

const isPlainObject = (value: object) => Object.getPrototypeOf(value) === Object.prototype

/** A JSON value made of plain objects, arrays, strings, finite numbers, booleans and null (nothing `undefined`). */
const isPlainJson = (value: unknown): boolean => {
  switch (typeof value) {
    case "string":
    case "boolean":
      return true
    case "number":
      return Number.isFinite(value)
    case "object": {
      if (value === null) return true
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) if (!isPlainJson(value[i])) return false
        return true
      }
      if (!isPlainObject(value)) return false
      for (const key in value) if (!isPlainJson((value as Record<string, unknown>)[key])) return false
      return true
    }
    default:
      return false
  }
}

class Unsupported extends Error {}

/** The optional member's own schema: Schema makes an optional key `X | undefined`, its undefined encoded as null. */
const optionalMember = (ast: SchemaAST.AST): SchemaAST.AST => {
  if (ast._tag !== "Union" || ast.types.length !== 2 || ast.types[1]!._tag !== "Undefined") throw new Unsupported()
  return ast.types[0]!
}

/** The JSON codec's link for numbers: to a finite number or one of the literals Infinity, -Infinity and NaN. */
const isJsonNumberLink = (encoding: SchemaAST.Encoding): boolean => {
  if (encoding.length !== 1) return false
  const to = encoding[0]!.to
  if (to._tag !== "Union" || to.types.length !== 2) return false
  const [finite, names] = to.types
  return finite!._tag === "Number" && finite!.encoding === undefined && names!._tag === "Union" &&
    names!.types.every((t) => t._tag === "Literal" && typeof t.literal === "string")
}

/** A property name JSON.stringify would move or drop from an object built in the schema's order: an array index
 * (written first, in numeric order) or `__proto__` (an assignment sets the prototype instead). */
const movedByStringify = (name: string) => name === "__proto__" || (/^(0|[1-9][0-9]*)$/.test(name) && Number(name) < 2 ** 32 - 1)

/** A character JSON.stringify writes escaped: a quote, a backslash, a control character or a lone surrogate (any
 * surrogate here: a string with a well-formed pair goes the slow way, which writes it as it is). A string without one
 * is written between quotes as it stands, without a call into the JSON writer for each of a reply's many short texts. */
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/

interface Property {
  readonly name: string
  /** the key as JSON writes it, colon included */
  readonly key: string
  readonly optional: boolean
  /** a name Object.prototype has (`constructor`, `toString`…): read only as the value's own */
  readonly inherited: boolean
  readonly encode: Encode
}

/**
 * The encoder of one struct, written out as its own function with each declared key read by name (`v["content"]`),
 * so V8 keeps what it learns of each read apart: one loop over the keys for every struct (`v[name]`) made each read
 * site see every key of every struct's values, and V8 gave it up as megamorphic (a hash lookup for each key, a miss
 * walking the prototype chain for every absent optional one — most of a field's 30 declared keys). What it writes is
 * the loop's: keys in the schema's order; the value read first, and only an undefined asked whether it is the value's
 * own (a call for every declared key cost more than the read); an absent optional key left out, an absent required
 * one or a member that gives up giving up.
 */
const objectEncoder = (properties: ReadonlyArray<Property>): Encode => {
  // the names are the schema's, each written as a JSON string literal (a valid JavaScript one)
  const lines = properties.map(({ name, optional, inherited }, i) => {
    const n = JSON.stringify(name)
    return [
      `value = ${inherited ? `Object.hasOwn(v, ${n}) ? v[${n}] : undefined` : `v[${n}]`}`,
      `if (value !== undefined || Object.hasOwn(v, ${n})) {`,
      `  encoded = encoders[${i}](value)`,
      `  if (encoded === GIVE_UP) return GIVE_UP`,
      // two concatenations a key rather than three (the comma written with the key): each is a new string object
      `  out += out.length === 1 ? keys[${i}] : commaKeys[${i}]`,
      `  out += encoded`,
      optional ? `}` : `} else return GIVE_UP`
    ].join("\n")
  })
  const source = [
    `return function encodeStruct(v) {`,
    `if (typeof v !== "object" || v === null || Array.isArray(v) || Object.getPrototypeOf(v) !== Object.prototype) return GIVE_UP`,
    `let out = "{"`,
    `let value`,
    `let encoded`,
    ...lines,
    `return out + "}"`,
    `}`
  ].join("\n")
  return new Function("GIVE_UP", "encoders", "keys", "commaKeys", source)(
    GIVE_UP,
    properties.map((p) => p.encode),
    properties.map((p) => p.key),
    properties.map((p) => "," + p.key)
  ) as Encode
}

const compile = (ast: SchemaAST.AST): Encode => {
  if (ast.checks !== undefined) throw new Unsupported()
  switch (ast._tag) {
    case "String":
      if (ast.encoding !== undefined) throw new Unsupported()
      return (v) => (typeof v !== "string" ? GIVE_UP : NEEDS_ESCAPE.test(v) ? JSON.stringify(v) : `"${v}"`)
    case "Boolean":
      if (ast.encoding !== undefined) throw new Unsupported()
      return (v) => (v === true ? "true" : v === false ? "false" : GIVE_UP)
    // Schema's JSON codec writes a number that is not finite as a string (a link to `finite | "Infinity" | …`); a
    // finite one goes as it is.
    case "Number":
      if (ast.encoding !== undefined && !isJsonNumberLink(ast.encoding)) throw new Unsupported()
      // (a finite number's JSON text is its String: the same shortest round-trip digits, -0 as "0")
      return (v) => (typeof v === "number" && Number.isFinite(v) ? String(v) : GIVE_UP)
    // Schema's JSON codec checks that an unknown value is JSON (a link to a declaration); a plain one goes as it is.
    case "Unknown":
      if (ast.encoding !== undefined && (ast.encoding.length !== 1 || ast.encoding[0]!.to._tag !== "Declaration")) throw new Unsupported()
      // a string, a finite number or a boolean (a field's content and value, mostly) written as the members above write
      // them, without the walk and the JSON writer's call
      return (v) =>
        typeof v === "string"
          ? (NEEDS_ESCAPE.test(v) ? JSON.stringify(v) : `"${v}"`)
          : typeof v === "number"
          ? (Number.isFinite(v) ? String(v) : GIVE_UP)
          : typeof v === "boolean"
          ? (v ? "true" : "false")
          : isPlainJson(v)
          ? JSON.stringify(v)
          : GIVE_UP
    case "Union": {
      if (ast.encoding !== undefined) throw new Unsupported()
      // Members told apart by their JavaScript type, so the first that takes a value is the only one that could.
      const members = ast.types.map((t) => {
        if (t._tag !== "String" && t._tag !== "Number" && t._tag !== "Boolean") throw new Unsupported()
        return [t._tag.toLowerCase(), compile(t)] as const
      })
      if (new Set(members.map(([kind]) => kind)).size !== members.length) throw new Unsupported()
      return (v) => {
        for (const [kind, encode] of members) if (typeof v === kind) return encode(v)
        return GIVE_UP
      }
    }
    case "Arrays": {
      if (ast.encoding !== undefined || ast.elements.length !== 0 || ast.rest.length !== 1) throw new Unsupported()
      const item = compile(ast.rest[0]!)
      return (v) => {
        if (!Array.isArray(v)) return GIVE_UP
        let out = "["
        for (let i = 0; i < v.length; i++) {
          const encoded = item(v[i])
          if (encoded === GIVE_UP) return GIVE_UP
          out += i === 0 ? encoded : "," + encoded
        }
        return out + "]"
      }
    }
    case "Objects": {
      if (ast.encoding !== undefined || ast.indexSignatures.length !== 0) throw new Unsupported()
      const properties = ast.propertySignatures.map((p) => {
        if (typeof p.name !== "string" || movedByStringify(p.name)) throw new Unsupported()
        const optional = p.type.context?.isOptional === true
        // the key as JSON writes it, colon included
        // A name Object.prototype has (`constructor`, `toString`…) is read only as the value's own.
        const inherited = p.name in Object.prototype
        return { name: p.name, key: `${JSON.stringify(p.name)}:`, optional, inherited, encode: compile(optional ? optionalMember(p.type) : p.type) }
      })
      return objectEncoder(properties)
    }
    default:
      throw new Unsupported()
  }
}

/** The fast encoder of `schema`, or undefined when its encoding is not one this handles (use Schema's). */
export const wireEncoder = (schema: Schema.Top): Encode | undefined => {
  try {
    return compile(schema.ast)
  } catch (e) {
    if (e instanceof Unsupported) return undefined
    throw e
  }
}
