/**
 * A question prepared for judging, built once from its stored values and cached: compiled talking points (or
 * points derived from a reference answer), the question's own vocabulary, and the reference's word order.
 */
import { type ExpectedAnswer, parseExpected } from "./aptitude.ts"
import type { QuestionKind, TalkingPoint } from "./bank/types.ts"
import { type CompiledPoint, compileTalkingPoint, derivedPoint } from "./evidence.ts"
import { contentStems, isContentToken, keyTermsOf, type Lexicon } from "./lexicon.ts"
import { splitSentences, stem, stemPhrase, tokenize } from "./text.ts"

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
  readonly vocabulary: ReadonlySet<string>
  readonly reference: ReferenceShape | null
  readonly expected: ExpectedAnswer | null
  /** numbers that appear in the question or its worked solution (not guesses when a candidate repeats them) */
  readonly solution: string | null
}

export interface ReferenceShape {
  readonly text: string
  readonly stems: ReadonlySet<string>
  /** how many content words it has (repeats included) */
  readonly contentCount: number
  /** how many words it has */
  readonly words: number
  /** adjacent stem pairs within sentences: for each stem, the stems that follow it */
  readonly next: ReadonlyMap<string, ReadonlySet<string>>
}

const BEHAVIOURAL_OPENINGS = /\b(tell me about a time|describe a (time|situation)|give (me )?an example of a time|walk me through a time|have you ever)\b/i

export const inferKind = (input: QuestionInput): QuestionKind => {
  if (input.kind !== undefined) return input.kind
  if (input.exactAnswer !== undefined && input.exactAnswer.trim() !== "") return "aptitude"
  if (input.topic === "hr" || BEHAVIOURAL_OPENINGS.test(input.text)) return "behavioural"
  if (input.topic === "sql") return "sql"
  if (input.topic === "system-design") return "design"
  return "concept"
}

export const compileQuestion = (input: QuestionInput, lexicon: Lexicon): CompiledQuestion => {
  const questionStems = contentStems(input.text)
  const reference = input.reference !== undefined && input.reference.trim() !== "" ? input.reference : null
  const given = (input.talkingPoints ?? []).filter((p) => p.point.trim() !== "")
  let points: Array<CompiledPoint> = given.map((p) => compileTalkingPoint(p, lexicon, questionStems))
  points = points.map((p) => (p.groups.length === 0 ? derivedPoint(p.point, p.keyTerms) : p))
  const derivedPoints = points.length === 0 && reference !== null
  if (derivedPoints) points = derivePoints(reference, lexicon, questionStems)
  const vocabulary = new Set(questionStems)
  for (const p of given) {
    for (const s of contentStems(p.point)) vocabulary.add(s)
    for (const group of p.cues) for (const alt of group) for (const s of stemPhrase(alt)) vocabulary.add(s)
  }
  const shape = reference === null ? null : shapeOf(reference)
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

const shapeOf = (text: string): ReferenceShape & { readonly contentStems: ReadonlySet<string> } => {
  const stems = new Set<string>()
  const contentStems = new Set<string>()
  const next = new Map<string, Set<string>>()
  let contentCount = 0
  let words = 0
  for (const sentence of splitSentences(text)) {
    const tokens = tokenize(sentence)
    words += tokens.length
    const s = tokens.map(stem)
    s.forEach((x, i) => {
      stems.add(x)
      if (isContentToken(tokens[i]!)) {
        contentCount++
        contentStems.add(x)
      }
      if (i > 0) {
        const followers = next.get(s[i - 1]!)
        if (followers === undefined) next.set(s[i - 1]!, new Set([x]))
        else followers.add(x)
      }
    })
  }
  return { text, stems, contentStems, contentCount, words, next }
}

const MAX_DERIVED_POINTS = 6
const MIN_TERMS_PER_POINT = 2

/**
 * Points from a reference answer: one per sentence that carries at least two key terms (shorter ones join
 * their neighbour), long single-sentence references split at clause commas, at most six points.
 */
const derivePoints = (reference: string, lexicon: Lexicon, questionStems: ReadonlySet<string>): Array<CompiledPoint> => {
  let pieces = splitSentences(reference)
  if (pieces.length <= 2) pieces = pieces.flatMap(splitClauses)
  const merged: Array<string> = []
  for (const piece of pieces) {
    const terms = tokenize(piece).filter(isContentToken).length
    if (terms < MIN_TERMS_PER_POINT && merged.length > 0) merged[merged.length - 1] = `${merged[merged.length - 1]} ${piece}`
    else merged.push(piece)
  }
  while (merged.length > MAX_DERIVED_POINTS) {
    let shortest = 0
    for (let i = 1; i < merged.length - 1; i++) {
      if (merged[i]!.length + merged[i + 1]!.length < merged[shortest]!.length + merged[shortest + 1]!.length) shortest = i
    }
    merged.splice(shortest, 2, `${merged[shortest]} ${merged[shortest + 1]}`)
  }
  return merged
    .map((sentence) => derivedPoint(sentence, keyTermsOf(sentence, lexicon, questionStems)))
    .filter((p) => p.keyTerms.length > 0)
}

const splitClauses = (sentence: string): Array<string> => {
  if (tokenize(sentence).filter(isContentToken).length < 8) return [sentence]
  return sentence
    .split(/[;:]|,\s+(?=(?:and|but|so|which|while|whereas|because)\b)/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
}

/** Compiled questions by their stored values; bounded so a long batch cannot grow it forever. */
export class CompiledQuestionCache {
  // By question text first, then by the rest of the stored values (usually one entry per text).
  private readonly entries = new Map<string, Array<{ readonly input: QuestionInput; readonly points: string; readonly compiled: CompiledQuestion }>>()
  private readonly pointKeys = new WeakMap<ReadonlyArray<TalkingPoint>, string>()
  private readonly lexicon: Lexicon
  private readonly capacity: number
  private size = 0
  constructor(lexicon: Lexicon, capacity = 5000) {
    this.lexicon = lexicon
    this.capacity = capacity
  }

  get(input: QuestionInput): CompiledQuestion {
    const points = this.pointsKey(input.talkingPoints)
    const list = this.entries.get(input.text)
    const hit = list?.find((e) => e.points === points && sameValues(e.input, input))
    if (hit !== undefined) return hit.compiled
    const compiled = compileQuestion(input, this.lexicon)
    if (this.size >= this.capacity) {
      const oldest = this.entries.keys().next()
      if (oldest.done !== true) {
        this.size -= this.entries.get(oldest.value)!.length
        this.entries.delete(oldest.value)
      }
    }
    const entry = { input: { ...input }, points, compiled }
    if (list === undefined || !this.entries.has(input.text)) this.entries.set(input.text, [entry])
    else list.push(entry)
    this.size++
    return compiled
  }

  private pointsKey(points: ReadonlyArray<TalkingPoint> | undefined): string {
    if (points === undefined) return ""
    const known = this.pointKeys.get(points)
    if (known !== undefined) return known
    const key = JSON.stringify(points)
    this.pointKeys.set(points, key)
    return key
  }
}

const sameValues = (a: QuestionInput, b: QuestionInput): boolean =>
  a.topic === b.topic && a.kind === b.kind && a.reference === b.reference && a.exactAnswer === b.exactAnswer &&
  a.solution === b.solution
