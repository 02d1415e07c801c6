/**
 * The ways a cue is said or typed. Code names have a written and a spoken form: "useMemo" is said "use memo",
 * "push_back" "push back", and "pre-order" is typed for "preorder"; a cue written in words ("hash map") is also
 * typed as one name ("HashMap", "hash_map"). Each cue alternative gets these forms as further
 * alternatives, so an answer counts whichever form it uses. (Operators are read aloud by the tokenizer.)
 */
import type { Lexicon } from "./lexicon.ts"
import { phraseOf, stem } from "./text.ts"
import { camelParts } from "./identifiers.ts"
import { FUNCTION_WORDS } from "./word-classes.ts"

/** Stems of every form of a cue alternative, the alternative itself first; none when it has no words. */
export const cueForms = (alternative: string, lexicon: Lexicon): ReadonlyArray<ReadonlyArray<string>> => {
  const known = lexicon.cueForms.get(alternative)
  if (known !== undefined) return known
  const forms = formsOf(alternative, lexicon)
  if (lexicon.cueForms.size >= MAX_CACHED) lexicon.cueForms.clear()
  lexicon.cueForms.set(alternative, forms)
  return forms
}

const MAX_CACHED = 50_000

const formsOf = (alternative: string, lexicon: Lexicon): ReadonlyArray<ReadonlyArray<string>> => {
  const { stems: own, tokens } = phraseOf(alternative)
  if (tokens.length === 0) return []
  const out: Array<ReadonlyArray<string>> = [own]
  const add = (form: ReadonlyArray<string>) => {
    const stems = form.map(stem)
    if (!out.some((known) => known.length === stems.length && known.every((s, i) => s === stems[i]))) out.push(stems)
  }
  // The name written in the cue itself ("useMemo"), else as the bank writes it, else a safe split.
  const camel = tokens.length === 1 && hasCapital(alternative) ? camelParts(alternative.trim()) : null
  let split: Array<string> | null = null
  tokens.forEach((t, i) => {
    const parts = camel ?? partsOf(t, lexicon)
    if (parts === null) split?.push(t)
    else (split ??= tokens.slice(0, i)).push(...parts)
  })
  if (split !== null) add(split)
  // Written as one name: only code names the bank itself uses ("usememo", "push_back"), not "notassigned",
  // nor an ordinary word ("o(n)" is not "on", "any one" not "anyone").
  if (tokens.length >= 2 && tokens.length <= 4 && tokens.every((t) => t.length >= 2 && isPlain(t))) {
    const joined = tokens.join("")
    const snake = tokens.join("_")
    if (lexicon.identifiers.has(joined) || (joined.length >= MIN_COMPOUND && isCodeName(joined, lexicon))) add([joined])
    if (lexicon.words.has(snake)) add([snake])
  }
  return out
}

const hasCapital = (text: string): boolean => {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c >= 65 && c <= 90) return true
  }
  return false
}

/** Letters and digits only. */
const isPlain = (token: string): boolean => {
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i)
    if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57))) return false
  }
  return true
}

/** The words of a code name, or null when it is one word; worked out once per name. */
const partsOf = (token: string, lexicon: Lexicon): ReadonlyArray<string> | null => {
  const known = lexicon.nameParts.get(token)
  if (known !== undefined) return known
  const parts = namePartsOf(token, lexicon)
  if (lexicon.nameParts.size >= MAX_CACHED) lexicon.nameParts.clear()
  lexicon.nameParts.set(token, parts)
  return parts
}

const namePartsOf = (token: string, lexicon: Lexicon): ReadonlyArray<string> | null => {
  if (token.includes("_")) {
    const parts = token.split("_").filter((p) => p.length > 0)
    return parts.length >= 2 ? parts : null
  }
  const written = lexicon.identifiers.get(token)
  if (written !== undefined) return written
  return isPlain(token) ? compoundSplit(token, lexicon) : null
}

// A compound splits in two only into words of three letters or more that the bank uses (each in at least two
// questions), neither a glue word: "overall" is not "over all", "thiserror" not "this error", and "typeof" stays
// whole, since "the type of a value" is ordinary English.
const MIN_COMPOUND = 6
const MIN_PART = 3
const MIN_PART_QUESTIONS = 2
// A word the bank uses this often as a word of its own ("without", "database") is written as one word.
const MAX_COMPOUND_QUESTIONS = 30

/** A word the bank uses, but rarely enough to be a name rather than ordinary English. */
const isCodeName = (token: string, lexicon: Lexicon): boolean => {
  const questions = lexicon.words.get(token) ?? 0
  return questions > 0 && questions <= MAX_COMPOUND_QUESTIONS && !FUNCTION_WORDS.has(token)
}

const compoundSplit = (token: string, lexicon: Lexicon): ReadonlyArray<string> | null => {
  if (token.length < MIN_COMPOUND || (lexicon.words.get(token) ?? 0) > MAX_COMPOUND_QUESTIONS || /\d/.test(token)) return null
  const isWord = (part: string) => (lexicon.words.get(part) ?? 0) >= MIN_PART_QUESTIONS && !FUNCTION_WORDS.has(part)
  for (let k = token.length - 2; k >= MIN_PART; k--) {
    const first = token.slice(0, k)
    const second = token.slice(k)
    if (!isWord(first)) continue
    if (second.length >= MIN_PART && isWord(second)) return [first, second]
  }
  return null
}
