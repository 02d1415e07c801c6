/**
 * A question prepared for judging, built once from its stored values and cached: compiled talking points (or
 * points derived from a reference answer), the question's own vocabulary, and the reference's word order.
 */
import { type ExpectedAnswer, parseExpected } from "./aptitude.ts"
import type { QuestionKind, TalkingPoint } from "../bank/types.ts"
import { type CompiledPoint, compileTalkingPoint, derivedPoint } from "./evidence.ts"
import { contentStems, isContentToken, keyTermsOfTokens, type Lexicon, type Vocabulary } from "../reading/lexicon.ts"
import { splitSentences, stem, tokenize } from "../reading/text.ts"

export interface QuestionInput {
  readonly text: string
  readonly topic?: string | undefined
  readonly kind?: QuestionKind | undefined
  readonly talkingPoints?: ReadonlyArray<TalkingPoint> | undefined
  readonly reference?: string | undefined
  readonly exactAnswer?: string | undefined
  readonly solution?: string | undefined
}

export interface CompiledQuestion {
  readonly text: string
  readonly kind: QuestionKind
  readonly points: ReadonlyArray<CompiledPoint>
  /** true when the points were derived from the reference answer's sentences */
  readonly derivedPoints: boolean
  /** content stems of the question text */
  readonly questionStems: ReadonlySet<string>
  /** content stems of everything that belongs to the question: text, points, cues, reference */
  readonly vocabulary: Vocabulary
  readonly reference: ReferenceShape | null
  readonly expected: ExpectedAnswer | null
  /** numbers that appear in the question or its worked solution (not guesses when a candidate repeats them) */
  readonly solution: string | null
}

export interface ReferenceShape {
  readonly text: string
  /** every stem of the reference → its places in `sequence` */
  readonly stems: ReadonlyMap<string, ReadonlyArray<number>>
  /** the reference's stems in order, "" between sentences */
  readonly sequence: ReadonlyArray<string>
  /** how many content words it has (repeats included) */
  readonly contentCount: number
  /** how many words it has */
  readonly words: number
}

/** Whether stem `after` directly follows stem `before` somewhere within one sentence of the reference. */
export const follows = (reference: ReferenceShape, before: string, after: string): boolean => {
  const places = reference.stems.get(before)
  if (places === undefined) return false
  for (const p of places) if (reference.sequence[p + 1] === after) return true
  return false
}

const BEHAVIOURAL_OPENINGS = /\b(tell me about a time|describe a (time|situation)|give (me )?an example of a time|walk me through a time|have you ever)\b/i

const inferKind = (input: QuestionInput): QuestionKind => {
  if (input.kind !== undefined) return input.kind
  if (input.exactAnswer !== undefined && input.exactAnswer.trim() !== "") return "aptitude"
  if (input.topic === "hr" || BEHAVIOURAL_OPENINGS.test(input.text)) return "behavioural"
  if (input.topic === "sql") return "sql"
  if (input.topic === "system-design") return "design"
  return "concept"
}

const compileQuestion = (
  input: QuestionInput,
  lexicon: Lexicon,
  shapeOfReference: (text: string) => Shape = shapeOf
): CompiledQuestion => {
  const questionStems = contentStems(input.text)
  const reference = input.reference !== undefined && input.reference.trim() !== "" ? input.reference : null
  const given = (input.talkingPoints ?? []).filter((p) => p.point.trim() !== "")
  let points: Array<CompiledPoint> = given.map((p) => compileTalkingPoint(p, lexicon, questionStems))
  // The question's own words, its points' and cues' words, and the reference's words.
  const vocabulary = new Set(questionStems)
  for (const point of points) {
    // a point's key terms are its content stems; its cues in every form belong to the subject too
    for (const term of point.keyTerms) vocabulary.add(term.stem)
    for (const group of point.groups) for (const alt of group) for (const s of alt) vocabulary.add(s)
  }
  points = points.map((p) => (p.groups.length === 0 ? derivedPoint(p.point, p.keyTerms) : p))
  const shape = reference === null ? null : shapeOfReference(reference)
  const derivedPoints = points.length === 0 && shape !== null
  if (derivedPoints) points = derivePoints(shape, lexicon, questionStems)
  if (shape !== null) for (const s of shape.contentStems) vocabulary.add(s)
  return {
    text: input.text,
    kind: inferKind(input),
    points,
    derivedPoints,
    questionStems,
    vocabulary,
    reference: shape,
    expected: input.exactAnswer !== undefined && input.exactAnswer.trim() !== "" ? parseExpected(input.exactAnswer) : null,
    solution: input.solution ?? null
  }
}

export interface Shape extends ReferenceShape {
  readonly contentStems: ReadonlySet<string>
  /** the reference's sentences with their tokens, for deriving points */
  readonly sentences: ReadonlyArray<{ readonly text: string; readonly tokens: ReadonlyArray<string>; readonly stems: ReadonlyArray<string> }>
}

export const shapeOf = (text: string): Shape => {
  const stems = new Map<string, Array<number>>()
  const sequence: Array<string> = []
  const contentStems = new Set<string>()
  let contentCount = 0
  let words = 0
  const sentences = splitSentences(text).map((sentence) => {
    const tokens = tokenize(sentence)
    words += tokens.length
    const sentenceStems = tokens.map(stem)
    if (sequence.length > 0) sequence.push("")
    sentenceStems.forEach((x, i) => {
      const places = stems.get(x)
      if (places === undefined) stems.set(x, [sequence.length])
      else places.push(sequence.length)
      sequence.push(x)
      if (isContentToken(tokens[i]!)) {
        contentCount++
        contentStems.add(x)
      }
    })
    return { text: sentence, tokens, stems: sentenceStems }
  })
  return { text, stems, sequence, contentStems, contentCount, words, sentences }
}

const MAX_DERIVED_POINTS = 6
const MIN_TERMS_PER_POINT = 2

/**
 * Points from a reference answer: one per sentence that carries at least two key terms (shorter ones join
 * their neighbour), long single-sentence references split at clause commas (a clause that goes on without a
 * subject, "…, and has lower overhead", stays with the one before; another loses its leading "and", "but" or "so"),
 * at most six points.
 */
const derivePoints = (shape: Shape, lexicon: Lexicon, questionStems: ReadonlySet<string>): Array<CompiledPoint> => {
  // Tokens by piece: the reference's sentences are tokenized already, and a merged piece is its parts' tokens.
  const tokensOf = new Map<string, ReadonlyArray<string>>()
  for (const sentence of shape.sentences) tokensOf.set(sentence.text, sentence.tokens)
  const tokens = (piece: string): ReadonlyArray<string> => {
    let known = tokensOf.get(piece)
    if (known === undefined) tokensOf.set(piece, (known = tokenize(piece)))
    return known
  }
  let pieces = shape.sentences.map((sentence) => sentence.text)
  // a clause split off as written, for joining it back ("…, but with more torque", not "… With more torque")
  const written = new Map<string, string>()
  if (pieces.length <= 2) pieces = pieces.flatMap((sentence) => splitClauses(sentence, tokens(sentence), written))
  const merged: Array<string> = []
  for (const piece of pieces) {
    const terms = tokens(piece).filter(isContentToken).length
    if (terms < MIN_TERMS_PER_POINT && merged.length > 0) join(merged, merged.length - 1, piece, tokens, tokensOf, written.get(piece))
    else merged.push(piece)
  }
  while (merged.length > MAX_DERIVED_POINTS) {
    let shortest = 0
    for (let i = 1; i < merged.length - 1; i++) {
      if (merged[i]!.length + merged[i + 1]!.length < merged[shortest]!.length + merged[shortest + 1]!.length) shortest = i
    }
    const second = merged.splice(shortest + 1, 1)[0]!
    join(merged, shortest, second, tokens, tokensOf)
  }
  return merged
    .map((sentence) => derivedPoint(sentence, keyTermsOfTokens(tokens(sentence), lexicon, questionStems)))
    .filter((p) => p.keyTerms.length > 0)
}

/**
 * merged[at] followed by `piece`, joined by a space; tokens never span a space, so its tokens are theirs in turn. A
 * clause split off its sentence goes back as it was written (`asWritten`: its separator and opening word).
 */
const join = (
  merged: Array<string>,
  at: number,
  piece: string,
  tokens: (piece: string) => ReadonlyArray<string>,
  tokensOf: Map<string, ReadonlyArray<string>>,
  asWritten?: string
): void => {
  const joined = asWritten === undefined ? `${merged[at]} ${piece}` : `${merged[at]}${asWritten}`
  if (!tokensOf.has(joined)) tokensOf.set(joined, asWritten === undefined ? [...tokens(merged[at]!), ...tokens(piece)] : tokenize(joined))
  merged[at] = joined
}

const splitClauses = (sentence: string, tokens: ReadonlyArray<string>, written: Map<string, string>): Array<string> => {
  if (tokens.filter(isContentToken).length < 8) return [sentence]
  const pieces: Array<string> = []
  // each piece's separator before it as written ("", ",", ";" or ":")
  const separators: Array<string> = []
  let separator = ""
  for (const part of sentence.split(/([;:]|,\s+(?=(?:and|but|so|which|while|whereas|because)\b))/)) {
    const piece = part.trim()
    if (piece === "") continue
    if (/^[;:,]$/.test(piece)) {
      separator = piece
      continue
    }
    // "…, and has lower overhead" goes on saying what its subject does: it stays with it
    if (pieces.length > 0 && SUBJECTLESS.test(piece)) pieces[pieces.length - 1] += `, ${piece}`
    else {
      pieces.push(piece)
      separators.push(separator)
    }
  }
  // a clause of its own reads as a point of its own: "so it can use aggregates" → "It can use aggregates"
  return pieces.map((p, i) => {
    const own = p.replace(/^(?:and|but|so)\s+(?=\S)/i, "")
    const point = own[0]!.toUpperCase() + own.slice(1)
    if (i > 0) written.set(point, `${separators[i]} ${p}`)
    return point
  })
}

const SUBJECTLESS = /^(?:and|but|so)\s+(?:is|are|was|were|has|have|had|can|cannot|does|do|will|would|may|must|should|makes?|uses?|runs?|takes?|gives?|sends?|keeps?|needs?|lets?|allows?)\b/i

/** Compiled questions by their stored values; bounded so a long batch cannot grow it forever. */
export class CompiledQuestionCache {
  // By question text first, then by the rest of the stored values (usually one entry per text).
  private readonly entries = new Map<string, Array<Entry>>()
  // The same reference under another wording of the question is shaped once.
  private readonly shapes = new Map<string, Shape>()
  private readonly lexicon: Lexicon
  private readonly capacity: number
  private size = 0
  constructor(lexicon: Lexicon, capacity = 5000) {
    this.lexicon = lexicon
    this.capacity = capacity
  }

  get(input: QuestionInput): CompiledQuestion {
    const list = this.entries.get(input.text)
    if (list !== undefined) {
      // The same talking points (a bank question's own list) or a list of the same content (a stored question's, read
      // anew or passed to the coach's thread)
      const hit = list.find((e) => samePoints(e.input.talkingPoints, input.talkingPoints) && sameValues(e.input, input))
      if (hit !== undefined) return hit.compiled
    }
    const compiled = compileQuestion(input, this.lexicon, (text) => this.shape(text))
    if (this.size >= this.capacity) {
      const oldest = this.entries.keys().next()
      if (oldest.done !== true) {
        this.size -= this.entries.get(oldest.value)!.length
        this.entries.delete(oldest.value)
      }
    }
    const entry = { input: { ...input }, compiled }
    if (list === undefined || !this.entries.has(input.text)) this.entries.set(input.text, [entry])
    else list.push(entry)
    this.size++
    return compiled
  }

  /** Adds a question compiled elsewhere (a prepared bank) as if `get(input)` had compiled it. */
  seed(input: QuestionInput, compiled: CompiledQuestion): void {
    const entry = { input: { ...input }, compiled }
    const list = this.entries.get(input.text)
    if (list === undefined) this.entries.set(input.text, [entry])
    else list.push(entry)
    this.size++
  }

  private shape(text: string): Shape {
    const known = this.shapes.get(text)
    if (known !== undefined) return known
    if (this.shapes.size >= this.capacity) this.shapes.clear()
    const shape = shapeOf(text)
    this.shapes.set(text, shape)
    return shape
  }

}

interface Entry {
  readonly input: QuestionInput
  readonly compiled: CompiledQuestion
}

/**
 * Whether two lists of talking points say the same: each point, its cues and its follow-up (compared where they stand,
 * rather than as JSON text made anew for every answer: a stored question's list is a new array each time it is read).
 */
const samePoints = (a: ReadonlyArray<TalkingPoint> | undefined, b: ReadonlyArray<TalkingPoint> | undefined): boolean => {
  if (a === b) return true
  if (a === undefined || b === undefined || a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) {
    const p = a[i]!
    const q = b[i]!
    if (p === q) continue
    if (p.point !== q.point || p.followUp !== q.followUp || p.cues.length !== q.cues.length) return false
    for (let g = 0; g < p.cues.length; g++) {
      const x = p.cues[g]!
      const y = q.cues[g]!
      if (x.length !== y.length) return false
      for (let k = 0; k < x.length; k++) if (x[k] !== y[k]) return false
    }
  }
  return true
}

const sameValues = (a: QuestionInput, b: QuestionInput): boolean =>
  a.topic === b.topic && a.kind === b.kind && a.reference === b.reference && a.exactAnswer === b.exactAnswer &&
  a.solution === b.solution
