/**
 * A bank made ready for judging, as plain JSON: its lexicon and every question compiled. Preparing the whole bank
 * takes a new process about half a second; a program that keeps this beside itself (the CLI writes it with its
 * bundle) starts with all of it ready. Reading it back checks every part and gives up on the first thing that is
 * not as written here, so a damaged or foreign file only costs the time it saves.
 */
import { type BankQuestion, QUESTION_KINDS } from "./bank/types.ts"
import type { CompiledPoint } from "./judging/evidence.ts"
import type { KeyTerm, Lexicon } from "./reading/lexicon.ts"
import { CompiledQuestionCache, type CompiledQuestion, type QuestionInput, type Shape } from "./judging/question.ts"
import type { QuestionBank } from "./selection/question-bank.ts"

const PREPARED_VERSION = 1

/** What makeBuiltInCoach takes: the lexicon and each bank question's input with its compiled form. */
export interface PreparedQuestions {
  readonly lexicon: Lexicon
  readonly questions: ReadonlyArray<readonly [QuestionInput, CompiledQuestion]>
}

/** The values a request naming a bank question (by id or by its text) is judged by. */
const bankQuestionInput = (q: BankQuestion): QuestionInput => ({
  text: q.text,
  topic: q.topic,
  kind: q.kind,
  talkingPoints: q.talkingPoints,
  reference: q.modelAnswer,
  exactAnswer: q.exactAnswer,
  solution: q.solution
})

/** The bank's lexicon and compiled questions as JSON-ready values. */
export const prepareBank = (bank: QuestionBank): unknown => {
  const lexicon = bank.lexicon()
  const cache = new CompiledQuestionCache(lexicon, bank.questions.length + 1)
  return {
    version: PREPARED_VERSION,
    count: bank.questions.length,
    lexicon: {
      documents: lexicon.documents,
      documentFrequency: [...lexicon.documentFrequency],
      synonyms: [...lexicon.synonyms],
      words: [...lexicon.words],
      identifiers: [...lexicon.identifiers]
    },
    questions: bank.questions.map((q) => [q.id, encodeQuestion(cache.get(bankQuestionInput(q)), lexicon)])
  }
}

// Written compactly: a key term's alternatives that are the lexicon's own synonym list are written as 1 (most
// are; read back they are that list again), and what the reference's stem sequence already says is left out.
const encodeQuestion = (c: CompiledQuestion, lexicon: Lexicon) => ({
  ...c,
  points: c.points.map((p) => ({
    ...p,
    keyTerms: p.keyTerms.map((t) => ({ ...t, alternatives: t.alternatives === lexicon.synonyms.get(t.stem) ? 1 : t.alternatives }))
  })),
  questionStems: [...c.questionStems],
  vocabulary: [...(c.vocabulary as ReadonlySet<string>)],
  reference: c.reference === null ? null : encodeShape(c.reference as Shape)
})

const encodeShape = ({ text: _, stems: __, ...s }: Shape) => ({
  ...s,
  contentStems: [...s.contentStems],
  sentences: s.sentences.map(({ stems: _, ...sentence }) => sentence)
})

/** Thrown inside `restorePrepared` at the first value that is not as expected. */
class NotPrepared extends Error {}

const fail = (what: string): never => {
  throw new NotPrepared(what)
}
const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === "object" && u !== null && !Array.isArray(u)
const str = (u: unknown, what: string): string => (typeof u === "string" ? u : fail(what))
const num = (u: unknown, what: string): number => (typeof u === "number" && Number.isFinite(u) ? u : fail(what))
const bool = (u: unknown, what: string): boolean => (typeof u === "boolean" ? u : fail(what))
const arr = <A>(u: unknown, what: string, item: (v: unknown) => A): Array<A> => (Array.isArray(u) ? u.map(item) : fail(what))
const strings = (u: unknown, what: string): Array<string> => arr(u, what, (v) => str(v, what))
const pairs = <V>(u: unknown, what: string, value: (v: unknown) => V): Map<string, V> =>
  new Map(arr(u, what, (p) => (Array.isArray(p) && p.length === 2 ? [str(p[0], what), value(p[1])] as const : fail(what))))

const decodeLexicon = (u: unknown): Lexicon => {
  if (!isRecord(u)) return fail("lexicon")
  return {
    documents: num(u.documents, "lexicon.documents"),
    documentFrequency: pairs(u.documentFrequency, "lexicon.documentFrequency", (v) => num(v, "a frequency")),
    synonyms: pairs(u.synonyms, "lexicon.synonyms", (v) => strings(v, "synonyms")),
    words: pairs(u.words, "lexicon.words", (v) => num(v, "a word count")),
    identifiers: pairs(u.identifiers, "lexicon.identifiers", (v) => strings(v, "identifier parts")),
    cueForms: new Map(),
    nameParts: new Map()
  }
}

const decodeKeyTerm = (u: unknown, lexicon: Lexicon): KeyTerm => {
  if (!isRecord(u)) return fail("key term")
  const stem = str(u.stem, "key term")
  return {
    stem,
    weight: num(u.weight, "key term weight"),
    alternatives: u.alternatives === 1 ? lexicon.synonyms.get(stem) ?? fail("key term synonyms") : strings(u.alternatives, "key term alternatives")
  }
}

const decodePoint = (u: unknown, lexicon: Lexicon): CompiledPoint => {
  if (!isRecord(u)) return fail("point")
  return {
    point: str(u.point, "point"),
    groups: arr(u.groups, "cue groups", (g) => arr(g, "cue group", (a) => strings(a, "cue alternative"))),
    keyTerms: arr(u.keyTerms, "key terms", (t) => decodeKeyTerm(t, lexicon)),
    keyTermWeight: num(u.keyTermWeight, "key term weight"),
    groupInQuestion: arr(u.groupInQuestion, "groupInQuestion", (b) => bool(b, "groupInQuestion")),
    derived: bool(u.derived, "derived"),
    positive: bool(u.positive, "positive")
  }
}

/** The reference's shape (question.ts shapeOf), its stem places and sentence stems read off its stem sequence. */
const decodeShape = (u: unknown, text: string): Shape => {
  if (!isRecord(u)) return fail("reference")
  const sequence = strings(u.sequence, "reference sequence")
  const stems = new Map<string, Array<number>>()
  sequence.forEach((x, i) => {
    if (x === "") return
    const places = stems.get(x)
    if (places === undefined) stems.set(x, [i])
    else places.push(i)
  })
  // shapeOf puts "" between sentences once the sequence has begun; walk it the same way
  let at = 0
  const sentences = arr(u.sentences, "sentences", (s) => {
    if (!isRecord(s)) return fail("sentence")
    const tokens = strings(s.tokens, "sentence tokens")
    if (at > 0) at++
    const sentenceStems = sequence.slice(at, at + tokens.length)
    at += tokens.length
    if (sentenceStems.length !== tokens.length || sentenceStems.includes("")) fail("sentence stems")
    return { text: str(s.text, "sentence"), tokens, stems: sentenceStems }
  })
  if (at !== sequence.length) fail("reference sequence")
  return {
    text,
    stems,
    sequence,
    contentCount: num(u.contentCount, "contentCount"),
    words: num(u.words, "words"),
    contentStems: new Set(strings(u.contentStems, "content stems")),
    sentences
  }
}

const KINDS: ReadonlySet<string> = new Set(QUESTION_KINDS)
const EXPECTED_KINDS = new Set(["number", "ratio", "numbers", "text"])

const decodeQuestion = (u: unknown, q: BankQuestion, lexicon: Lexicon): CompiledQuestion => {
  if (!isRecord(u)) return fail("question")
  if (u.text !== q.text) return fail(`question ${q.id} is not the bank's`)
  const kind = str(u.kind, "kind")
  if (!KINDS.has(kind)) fail("kind")
  let expected: CompiledQuestion["expected"] = null
  if (u.expected !== null) {
    // the parsed exact answer of an aptitude question: checked for its kind and words, its numbers by kind
    const e = u.expected
    if (!isRecord(e) || !EXPECTED_KINDS.has(String(e.kind))) return fail("expected answer")
    arr(e.words, "expected words", (w) => strings(w, "expected words"))
    str(e.text, "expected text")
    if (e.kind === "number") (num(e.value, "expected value"), bool(e.percent, "expected percent"))
    if (e.kind === "ratio") (num(e.a, "expected ratio"), num(e.b, "expected ratio"))
    if (e.kind === "numbers") arr(e.values, "expected values", (n) => num(n, "expected value"))
    if (e.kind === "text") str(e.key, "expected key")
    expected = e as unknown as CompiledQuestion["expected"]
  }
  return {
    text: q.text,
    kind: kind as CompiledQuestion["kind"],
    points: arr(u.points, "points", (p) => decodePoint(p, lexicon)),
    derivedPoints: bool(u.derivedPoints, "derivedPoints"),
    questionStems: new Set(strings(u.questionStems, "question stems")),
    vocabulary: new Set(strings(u.vocabulary, "vocabulary")),
    reference: u.reference === null ? null : decodeShape(u.reference, q.modelAnswer),
    expected,
    solution: u.solution === null ? null : str(u.solution, "solution")
  }
}

/** The prepared bank read back for `bank`, or null when `data` is not a prepared copy of this very bank. */
export const restorePrepared = (bank: QuestionBank, data: unknown): PreparedQuestions | null => {
  try {
    if (!isRecord(data) || data.version !== PREPARED_VERSION || data.count !== bank.questions.length) return null
    const lexicon = decodeLexicon(data.lexicon)
    const encoded = arr(data.questions, "questions", (p) => (Array.isArray(p) && p.length === 2 ? p : fail("question entry")))
    if (encoded.length !== bank.questions.length) return null
    const questions = encoded.map(([id, value]) => {
      const q = bank.byId.get(str(id, "question id")) ?? fail(`unknown question ${String(id)}`)
      return [bankQuestionInput(q), decodeQuestion(value, q, lexicon)] as const
    })
    return { lexicon, questions }
  } catch (e) {
    if (e instanceof NotPrepared) return null
    throw e
  }
}
