/**
 * Assessment: one answer against one question's stored values → score 0–100, rating 1–5 and the facts the
 * feedback is written from. Talking-point coverage dominates; STAR structure adds for behavioural questions,
 * the exact answer decides aptitude questions, and the honesty checks hold down answers that only look like
 * answers. Plain synchronous functions: this is the hot path (the Effect service wraps them).
 */
import { checkExact, type ExactResult } from "./aptitude.ts"
import { deliveryFacts } from "./delivery.ts"
import { type IndexedAnswer, indexAnswer, SPAN, sentenceOf } from "../reading/answer-index.ts"
import { emptyMeaning, type MeaningResources } from "../reading/meaning-resources.ts"
import { scanCues } from "./cue-density.ts"
import { COVERED, type PointMatch, RELEVANCE_BOUNDS, relevanceFactors } from "./evidence.ts"
import { matchPoint, type MeaningContext } from "./point-match.ts"
import { type MeaningText, readMeaning } from "../reading/meaning-text.ts"
import { cueKeyStems, type QuestionFrame, questionFrame } from "../reading/question-frame.ts"
import { spellingOf } from "../reading/spelling.ts"
import { EXAMPLE_PHRASES, TRADE_OFF_PHRASES, WORD_CLASS } from "../reading/word-classes.ts"
import { Alignment, StatementWords } from "./alignment.ts"
import { compare } from "./meaning.ts"
import { anchorAtToken, openingThing, type PreparedStatement, prepareStatement, withSiblings } from "./statement.ts"
import { type Honesty, readHonesty } from "./honesty.ts"
import type { DeliveryFacts, SpeechTiming } from "../schemas.ts"
import type { CompiledQuestion } from "./question.ts"
import { readStar, type StarReading, starCompleteness, storySentences } from "./star.ts"
import { asksComplexity, asksYesOrNo, choiceOf, choicesOf, openingGrowth, openingGrowthAt, type Verdict, verdictOf } from "../reading/verdict.ts"
import { valuesOfTokens } from "../reading/numbers-in-place.ts"

const NO_MEANING = emptyMeaning()

/** Answers longer than this are judged on their first part (a spoken answer is far shorter). */
export const MAX_ANSWER_CHARS = 20_000

export interface Judgement {
  readonly question: CompiledQuestion
  readonly answer: IndexedAnswer
  readonly matches: ReadonlyArray<PointMatch>
  /** 0–1, the mean credit over the talking points */
  readonly coverage: number
  readonly honesty: Honesty
  readonly depth: Depth
  readonly star: StarReading | null
  readonly exact: ExactResult | null
  readonly delivery: DeliveryFacts | null
  readonly score: number
  readonly rating: number
}

export interface Depth {
  readonly example: boolean
  readonly tradeOff: boolean
}

/**
 * Coverage → score: 1 − (1 − c)^1.5 rewards the first points most, so an answer making half the points
 * lands mid-scale and one making nearly all of them lands at the top.
 */
const coverageCurve = (coverage: number): number => 1 - (1 - Math.min(1, Math.max(0, coverage))) ** 1.5

const DEPTH_BONUS = { example: 0.04, tradeOff: 0.04 }
const STAR_SHARE = 0.35
// Aptitude: the exact answer decides most of the score. Right: 70 plus the working. Wrong: the working earns
// partial credit, never more than 60.
const EXACT_CORRECT_FLOOR = 0.7
const EXACT_WRONG_WEIGHT = 0.75
const EXACT_WRONG_CEILING = 0.6

/**
 * Elaboration: a strong answer explains, a two-line answer only names. The words of the sentences that make
 * points, against half the reference's length (about 15 words a point without one), lift the score from 70%
 * to full. Only sentences that make a point count, so padding adds nothing.
 */
const BREVITY_FLOOR = 0.7
const targetWords = (question: CompiledQuestion): number => {
  const fromReference = question.reference === null ? 15 * question.points.length : question.reference.words / 2
  return Math.min(80, Math.max(20, fromReference))
}

const elaboration = (question: CompiledQuestion, answer: IndexedAnswer, matches: ReadonlyArray<PointMatch>): number => {
  const used = new Set<number>()
  for (const m of matches) if (m.credit > 0) for (const i of m.sentences) used.add(i)
  let words = 0
  for (const i of used) words += answer.sentences[i]!.tokens.length
  return Math.min(1, words / targetWords(question))
}

export const ratingFor = (score: number): number => (score >= 80 ? 5 : score >= 60 ? 4 : score >= 40 ? 3 : score >= 20 ? 2 : 1)

/** What meaning matching keeps of a question: how it demotes words and each point read as a statement. */
export interface QuestionMeaning {
  readonly meaning: MeaningResources
  readonly frame: QuestionFrame
  readonly statements: ReadonlyArray<PreparedStatement>
  /** a question known only by its reference answer: the whole reference, compared with the whole answer */
  readonly whole: PreparedStatement | null
  /** every distinct word of its statements, for one alignment per answer */
  readonly statementWords: StatementWords
  /** the verdict the reference opens with, when the question asks yes or no (../reading/verdict.ts) */
  readonly verdict: Verdict | null
  /** the two words the question asks to choose between, and the one the reference opens with ("slower") */
  readonly choice: { readonly choices: readonly [string, string]; readonly right: string } | null
  /** the growth class the reference opens with, when the question asks for a complexity ("logarithmic") */
  readonly growth: string | null
}

/**
 * A talking point that opens with a name ("Isolation: concurrent transactions don't see each other's partial work")
 * means what follows the name: an answer that explains isolation without the word makes it as well as the same
 * point written without its name, and the point's cues still reward naming it. A claim before a colon ("Memoization
 * is top-down: …") is no name: more than three words, or a verb among them, keep the point whole.
 */
const NAMED = /^\s*([^:]{1,40}):\s+(\S.*)$/s
const NOT_A_NAME = /\b(is|are|was|were|means|do|does|did|has|have|can|must|should|will|would|need|needs)\b/i
export const meaningOfPoint = (point: string): string => {
  const named = NAMED.exec(point)
  if (named === null) return point
  const name = named[1]!.trim()
  if (name.split(/\s+/).length > 3 || NOT_A_NAME.test(name)) return point
  return named[2]!
}

const questionMeanings = new WeakMap<CompiledQuestion, QuestionMeaning>()

/**
 * Prepares a compiled question for meaning matching now rather than at its first answer, with the relations of its
 * own words to its statement words (StatementWords.prepareRows): answers written by others than the bank's authors,
 * the contradiction sets' 526 answers to 154 bank questions, were judged in 0.83–0.94 ms for a question's first answer
 * and 0.41–0.50 for its later ones without them, 0.38–0.55 with them (3 processes each).
 */
export const prepareMeaning = (question: CompiledQuestion, meaning: MeaningResources): void => {
  questionMeaning(question, meaning).statementWords.prepareRows(meaning)
}

/** A question prepared for meaning matching, once per question (kept while the question is). */
export const questionMeaning = (question: CompiledQuestion, meaning: MeaningResources): QuestionMeaning => {
  const known = questionMeanings.get(question)
  if (known !== undefined && known.meaning === meaning) return known
  const points = question.points.map((p) => indexAnswer(p.derived ? p.point : meaningOfPoint(p.point)))
  const reference = question.derivedPoints && question.reference !== null ? indexAnswer(question.reference.text) : null
  // an answer's slips are read as the words of the question, its points and its reference
  const vocabulary = [indexAnswer(question.text), ...points, ...(reference === null ? [] : [reference])]
    .flatMap((text) => text.sentences.flatMap((s) => s.words))
  const spelling = spellingOf(vocabulary, (token) => meaning.id(token) >= 0)
  const frame = questionFrame(question.text, question.questionStems, cueKeyStems(question.points.flatMap((p) => p.groups.flat())), spelling,
    question.derivedPoints && question.reference !== null ? question.reference.text : undefined)
  const statementWords = new StatementWords()
  // every number the question, its points and its reference say: an answer that says one of them says no other number
  const numbers = valuesOfTokens(vocabulary.map((w) => w.token))
  const statements = withSiblings(points.map((p, i) => prepareStatement(readMeaning(p, meaning, frame), meaning, frame.compared, statementWords, question.points[i]!.derived === true, numbers)))
  const whole = reference === null ? null : prepareStatement(readMeaning(reference, meaning, frame), meaning, frame.compared, statementWords, false, numbers)
  const verdict = question.reference !== null && asksYesOrNo(question.text) ? verdictOf(question.reference.text) : null
  const choices = question.reference === null ? null : choicesOf(question.text)
  const right = choices === null ? null : choiceOf(question.reference!.text, choices)
  const choice = choices === null || right === null ? null : { choices, right }
  const growth = question.reference === null || !asksComplexity(question.text)
    ? null
    : openingGrowth(whole?.text ?? readMeaning(indexAnswer(question.reference.text), meaning, frame), GROWTH_SENTENCES.reference)
  const made = { meaning, frame, statements, whole, statementWords, verdict, choice, growth }
  questionMeanings.set(question, made)
  return made
}

/**
 * Whether a cue is said of another of the things compared than the one its point opens with (and names alone), as
 * the subject of the cue's clause: "A stack is first in, first out" hits the queue point's cue "first in first out",
 * said of the stack. Cues are read without roles, so such a cue would make the point of the very answer that swaps
 * the two things.
 */
const cueSaidOfAnother = (statements: ReadonlyArray<PreparedStatement>, read: MeaningText, crossings: CueCrossings) =>
  (point: number, place: number): boolean => {
    const statement = statements[point]
    if (statement === undefined || statement.entities.size < 2 || statement.named.size !== 1) return false
    const subject = openingThing(statement)
    if (subject === null) return false
    const sentence = sentenceOf(place)
    const of = anchorAtToken(read, sentence, place % SPAN, statement.entities, true)
    if (of === null) return false
    // (a cue denied where the point asserts it, "Double equals compares without converting types", is no claim of the
    // point's own thing)
    if (of === subject) {
      if (statement.text.negative[0] === true || !deniedAt(read, sentence, place % SPAN)) crossings.own.add(point)
      return false
    }
    if (!crossings.other.has(point)) crossings.other.set(point, { sentence, of })
    return true
  }

/** Whether the word at token `position` of sentence `s` is within a negation's reach. */
const deniedAt = (read: MeaningText, s: number, position: number): boolean => {
  for (const w of read.sentences[s] ?? []) if (w.position === position) return w.underNegation
  return false
}

/** Where cues were said of their point's own thing, and where (first) of another (cueSaidOfAnother). */
interface CueCrossings {
  readonly own: Set<number>
  readonly other: Map<number, { readonly sentence: number; readonly of: string }>
}

/**
 * Two points each on one of the things compared, each only by cues said of the other one ("A queue is last in, first
 * out … A stack is first in, first out"): the answer gives each thing the other's claim, so it contradicts both, in
 * the sentences that say them. One cue said of the other thing alone may be the same claim in other words ("TCP has
 * more overhead than UDP"); two crossing ones are a swap.
 */
const crossedPoints = (
  statements: ReadonlyArray<PreparedStatement>,
  crossings: CueCrossings
): ReadonlyMap<number, number> => {
  const crossed = new Map<number, number>()
  for (const [i, a] of crossings.other) {
    if (crossings.own.has(i)) continue
    for (const [j, b] of crossings.other) {
      if (j === i || crossings.own.has(j)) continue
      if (openingThing(statements[j]!) === a.of && openingThing(statements[i]!) === b.of) crossed.set(i, a.sentence)
    }
  }
  return crossed
}

/**
 * A sentence that makes one point is about that point: when it also seems to contradict another it says little
 * of (a sentence on volatile "does no locking" against a point on synchronized), that point is only missed. Making
 * a point by its key terms alone does not count here: terms are read without polarity or roles, so a sentence that
 * swaps the two things compared ("TCP is connectionless") still "makes" the other's point by its words. Cues are
 * read without polarity too, so a point made by its cues settles less: a contradiction that says under 0.45 of its
 * point ("Strings in Java are mutable … stops the JVM pooling literals" makes the pooling point by its cues, and still
 * contradicts the point on sharing immutable strings), or under 0.5 when the sentence speaks of another of the things
 * compared than the point does ("In user mode … memory access is restricted" against a point on kernel mode).
 */
const SETTLED_RECALL = { meaning: 0.5, cues: 0.45, cuesOfAnother: 0.5 } as const
const settleContradictions = (
  matches: ReadonlyArray<PointMatch>,
  statements: ReadonlyArray<PreparedStatement>,
  read: MeaningText
): ReadonlyArray<PointMatch> => {
  const byMeaning = new Set<number>()
  const byCues = new Set<number>()
  for (const m of matches) {
    if (m.credit < COVERED) continue
    if (m.via === "meaning") for (const s of m.sentences) byMeaning.add(s)
    else if (m.via === "cues") for (const s of m.sentences) byCues.add(s)
  }
  const settles = (recall: number, statement: PreparedStatement, s: number): boolean =>
    recall < (byMeaning.has(s) ? SETTLED_RECALL.meaning : !byCues.has(s) ? 0 : speaksOfAnother(statement, read, s) ? SETTLED_RECALL.cuesOfAnother : SETTLED_RECALL.cues)
  return matches.map((m, i) =>
    m.via === "contradiction" && m.otherwise !== undefined && m.firm !== true && m.sentences.every((s) => settles(m.recall ?? 0, statements[i]!, s))
      ? m.otherwise
      : m
  )
}

/** Whether a sentence names one of the things compared, and none that the statement names. */
const speaksOfAnother = (statement: PreparedStatement, read: MeaningText, sentence: number): boolean => {
  let another = false
  for (const role of read.roles[sentence] ?? []) {
    if (role === null || !statement.entities.has(role)) continue
    if (statement.named.has(role)) return false
    another = true
  }
  return another
}

/**
 * The whole answer against the whole reference: the model's chance that it says the same (`probability`), and its
 * credit, none when it says the opposite.
 */
const wholeCredit = (
  whole: PreparedStatement,
  read: MeaningText,
  alignment: Alignment,
  answer: IndexedAnswer
): { readonly credit: number; readonly probability: number; readonly contradicts: boolean } => {
  const c = compare(whole, read, 0, answer.sentences.length - 1, alignment, false, true)
  return { credit: c.contradicts ? 0 : c.probability, probability: c.probability, contradicts: c.contradicts }
}

/**
 * Where an answer that contradicts the reference as a whole, and none of its points alone, says so: its first sentence
 * that contradicts the whole reference (else the one that says most of it), held against the derived point that
 * sentence says most of. The feedback then says what was contradicted and by which sentence, as it does for a point.
 */
const wholeContradiction = (
  whole: PreparedStatement,
  statements: ReadonlyArray<PreparedStatement>,
  read: MeaningText,
  alignment: Alignment,
  answer: IndexedAnswer
): { readonly point: number; readonly sentence: number; readonly recall: number } | null => {
  let sentence = -1
  let most = -1
  for (let s = 0; s < answer.sentences.length; s++) {
    const c = compare(whole, read, s, s, alignment, false, true)
    if (c.contradicts) {
      sentence = s
      break
    }
    if (c.features[1]! > most) (most = c.features[1]!), (sentence = s)
  }
  if (sentence < 0) return null
  const said = mostSaidBy(statements, read, sentence, alignment)
  return said === null ? null : { ...said, sentence }
}

/** The point a sentence says most of (the first of those it says nothing of), and how much of it. */
const mostSaidBy = (
  statements: ReadonlyArray<PreparedStatement>,
  read: MeaningText,
  sentence: number,
  alignment: Alignment
): { readonly point: number; readonly recall: number } | null => {
  let point = -1
  let best = -1
  statements.forEach((st, i) => {
    const c = compare(st, read, sentence, sentence, alignment, false, true)
    if (c.features[1]! > best) (best = c.features[1]!), (point = i)
  })
  return point < 0 ? null : { point, recall: best }
}

/**
 * Where an answer to a yes/no question opens with the other verdict than the reference ("Um, yes." where the reference
 * says "No."), and contradicts no point otherwise: its first sentence (or the one that gives its other complexity),
 * held against the point that sentence says most of. The reasons that follow may share every word of the reference's
 * and still argue for the other answer.
 */
const verdictContradiction = (
  statements: ReadonlyArray<PreparedStatement>,
  read: MeaningText,
  alignment: Alignment,
  sentence = 0
): { readonly point: number; readonly sentence: number; readonly recall: number } | null => {
  const most = mostSaidBy(statements, read, sentence, alignment)
  return most === null ? null : { ...most, sentence }
}

/**
 * How many of its first sentences a text's opening complexity may be read from (openingGrowth): a reference's first
 * two, an answer's first two ("It's a balanced tree. Lookups are O(log n) …").
 */
const GROWTH_SENTENCES = { reference: 2, answer: 2 } as const
/**
 * Where an answer that opens with another growth class than the reference's says so: the sentence that gives it, held
 * against the point that gives the reference's (else the point that sentence says most of).
 */
const growthContradiction = (
  statements: ReadonlyArray<PreparedStatement>,
  read: MeaningText,
  alignment: Alignment,
  growth: string,
  sentence: number
): { readonly point: number; readonly sentence: number; readonly recall: number } | null => {
  const point = statements.findIndex((st) => st.words.some((w) => w.lemma === growth))
  if (point < 0) return verdictContradiction(statements, read, alignment, sentence)
  return { point, sentence, recall: compare(statements[point]!, read, sentence, sentence, alignment, false, true).features[1]! }
}

/**
 * A reference's first sentence that opens with its verdict ("No, Fruity Cream cookies are not pure sugar.") is the
 * verdict restated: an answer that opens with the same verdict says it, whatever its reasons' words ("No, Fruity Cream
 * cookies have 150 milliliters of carbon dioxide and pure sugar has 200" names pure sugar plainly, and does not deny
 * what the verdict says).
 */
const agreedVerdict = (matches: ReadonlyArray<PointMatch>): ReadonlyArray<PointMatch> => {
  const first = matches[0]
  if (first === undefined || first.via !== "contradiction" || first.otherwise === undefined) return matches
  return [first.otherwise, ...matches.slice(1)]
}

/**
 * A point the answer contradicts costs this share of a point on top of its credit: an interviewer hears a wrong
 * claim as worse than a missing one.
 */
const CONTRADICTION_COST = 1

/**
 * An answer that contradicts a point scores at most half of what the same answer scores with that point only
 * missed (it said nothing of it). The right answer in the same words makes the point, so it scores at least that
 * much: whatever else the answer gets right, saying the opposite costs at least half of the score (issue 12). The
 * floor keeps the cap at or under the half after rounding.
 */
export const contradictionCap = (scoreIfMissed: number): number => Math.floor(Math.max(0, scoreIfMissed) / 2)

export const judge = (
  question: CompiledQuestion,
  answerText: string,
  timing?: SpeechTiming,
  meaning: MeaningResources = NO_MEANING
): Judgement => {
  const text = answerText.length > MAX_ANSWER_CHARS ? answerText.slice(0, MAX_ANSWER_CHARS) : answerText
  const answer = indexAnswer(text)
  const qm = questionMeaning(question, meaning)
  const read = readMeaning(answer, meaning, qm.frame)
  // Every relation between the answer's words and the question's statement words, worked out once.
  const alignment = new Alignment(meaning, read, qm.statementWords)
  // A story's sentences are about other things, and a worked problem's "does not follow" is reasoning, not a claim.
  const contradictions = question.kind !== "behavioural" && question.kind !== "aptitude"
  const contextOf = (i: number): MeaningContext =>
    ({ contradictions, derived: question.points[i]!.derived, statement: qm.statements[i]!, answer: read, alignment })
  // A story has its own vocabulary (a campus app, a caching layer): relevance to the bank's words says
  // nothing about a behavioural answer, so only technical answers are weighed by it.
  const relevance = question.kind === "behavioural"
    ? undefined
    : relevanceFactors(answer, question.vocabulary, question.derivedPoints ? RELEVANCE_BOUNDS.reference : RELEVANCE_BOUNDS.bank)
  const crossings: CueCrossings = { own: new Set(), other: new Map() }
  const cues = scanCues(question.points, answer, cueSaidOfAnother(qm.statements, read, crossings))
  // The verdict the answer opens with, on a yes/no question whose reference opens with one; the same as the
  // reference's where its first point restates it (agreedVerdict).
  const opened = qm.verdict === null || answer.sentences.length === 0 ? null : verdictOf(answer.sentences[0]!.text)
  const agreed = opened !== null && opened === qm.verdict && question.derivedPoints && verdictOf(question.points[0]?.point ?? "") !== null
  const pointMatches = settleContradictions(question.points.map((p, i) => matchPoint(p, answer, relevance, cues.masks[i], contextOf(i))), qm.statements, read)
  const settled = agreed ? agreedVerdict(pointMatches) : pointMatches
  // Judged by a reference alone, the answer as a whole is read against the reference as a whole: a right answer
  // in other words may make no single derived point firmly and still say what the reference says. A derived
  // point it contradicts still takes the credit away.
  let wholeRead = qm.whole === null || answer.sentences.length === 0 ? null : wholeCredit(qm.whole, read, alignment, answer)
  // A whole that says the opposite where no point alone does is said of the point its sentence says most of.
  let wholeAt = wholeRead !== null && wholeRead.contradicts && contradictions && settled.every((m) => m.via !== "contradiction")
    ? wholeContradiction(qm.whole!, qm.statements, read, alignment, answer)
    : null
  // (and said of the verdict the answer agrees with, it is no contradiction)
  if (agreed && wholeRead !== null && wholeAt !== null && wholeAt.point === 0) {
    wholeRead = { ...wholeRead, credit: wholeRead.probability, contradicts: false }
    wholeAt = null
  }
  // An answer to a yes/no question that opens with the other verdict than the reference's says the opposite too.
  // So does an answer that opens with the other of the two things the question asks to choose between ("The big gear
  // turns faster." where the reference's gear turns slower).
  // And so does an answer to a question that asks for a complexity, which opens with another growth class than the
  // reference ("It's O(n)." where a balanced tree's lookup is O(log n)).
  const chosen = qm.choice === null ? null : choiceOf(text, qm.choice.choices)
  const grows = qm.growth === null ? null : openingGrowthAt(read, GROWTH_SENTENCES.answer)
  const otherGrowth = grows !== null && grows.growth !== qm.growth
  const otherVerdict = (qm.verdict !== null && opened !== null && opened !== qm.verdict) || (chosen !== null && chosen !== qm.choice!.right) || otherGrowth
  const contradictedAt = wholeAt ?? (otherVerdict && contradictions && settled.every((m) => m.via !== "contradiction")
    ? otherGrowth ? growthContradiction(qm.statements, read, alignment, qm.growth!, grows!.sentence) : verdictContradiction(qm.statements, read, alignment)
    : null)
  const verdictMatches = contradictedAt === null ? settled : settled.map((m, i): PointMatch =>
    i === contradictedAt.point ? { credit: 0, sentences: [contradictedAt.sentence], via: "contradiction", otherwise: m, recall: contradictedAt.recall } : m)
  // Points whose cues the answer gives each to the other thing, unless another sentence makes them by meaning.
  const crossed = contradictions && crossings.other.size >= 2 ? crossedPoints(qm.statements, crossings) : null
  const matches = crossed === null || crossed.size === 0 ? verdictMatches : verdictMatches.map((m, i): PointMatch => {
    const sentence = crossed.get(i)
    if (sentence === undefined || m.via === "contradiction" || (m.via === "meaning" && m.credit >= COVERED && !m.sentences.includes(sentence))) return m
    const recall = compare(qm.statements[i]!, read, sentence, sentence, alignment).recall
    return { credit: 0, sentences: [sentence], via: "contradiction", otherwise: m, recall }
  })
  const contradicted = matches.filter((m) => m.via === "contradiction").length
  const byPoints = matches.length === 0
    ? 0
    : Math.max(0, matches.reduce((sum, m) => sum + m.credit, 0) - CONTRADICTION_COST * contradicted) / matches.length
  const whole = wholeRead === null ? null : wholeRead.credit
  const holistic = whole !== null
  let coverage = whole === null ? byPoints : contradicted > 0 ? Math.min(byPoints, whole) : whole
  // A story has to reach the situation the question asks about: the first talking point of a behavioural question.
  const onTheme = question.kind === "behavioural" && !question.derivedPoints && matches.length > 0
    ? matches[0]!.credit >= COVERED
    : undefined
  const honesty = readHonesty(question, answer, coverage, cues, onTheme)
  // The question read back says what the question says, meaning and all: only its words count, as they always did.
  if (honesty.flags.includes("copied-question")) {
    coverage = Math.min(coverage, matches.reduce((sum, m) => sum + (m.via === "meaning" ? m.otherwise?.credit ?? 0 : m.credit), 0) / Math.max(1, matches.length))
  }
  const depth = readDepth(answer, matches)
  const valued = (c: number) => valueOf(question, text, answer, matches, honesty, depth, holistic, c)
  const scoreOf = (value: number): number => Math.round(Math.min(1, Math.max(0, value)) * honesty.factor * 100)
  const { value, star, exact } = valued(coverage)
  let score = scoreOf(value)
  if (contradicted > 0) {
    // The same answer with each contradicted point only missed: what it would score had it said nothing of them
    // (judged as a whole, no more than the whole answer's likeness to the reference, as a right answer is judged).
    const missedOnly = matches.reduce((sum, m) => sum + (m.via === "contradiction" ? 0 : m.credit), 0) / matches.length
    const asMissed = wholeRead === null ? missedOnly : Math.min(missedOnly, wholeRead.probability)
    score = Math.min(score, contradictionCap(scoreOf(valued(asMissed).value)))
  }
  return {
    question,
    answer,
    matches,
    coverage,
    honesty,
    depth,
    star,
    exact,
    delivery: timing === undefined ? null : deliveryFacts(text, timing, answer.sentences),
    score,
    rating: ratingFor(score)
  }
}

/** The score before honesty, for a coverage: by the exact answer, by the story, or by the points and depth. */
const valueOf = (
  question: CompiledQuestion,
  text: string,
  answer: IndexedAnswer,
  matches: ReadonlyArray<PointMatch>,
  honesty: Honesty,
  depth: Depth,
  holistic: boolean,
  coverage: number
): { readonly value: number; readonly star: StarReading | null; readonly exact: ExactResult | null } => {
  // Judged as a whole against a reference, the answer's length is among what the model weighs already.
  const curve = coverageCurve(coverage) *
    (holistic ? 1 : BREVITY_FLOOR + (1 - BREVITY_FLOOR) * elaboration(question, answer, matches))
  // Habits of a strong answer count only alongside substance.
  const gate = Math.min(1, coverage / 0.5)
  if (question.expected !== null) {
    let exact = checkExact(question.expected, text)
    // The question's own figures copied back are not an answer, even when the answer is among them.
    if (honesty.flags.includes("copied-question")) exact = { ...exact, correct: false }
    const value = exact.correct
      ? EXACT_CORRECT_FLOOR + (1 - EXACT_CORRECT_FLOOR) * curve
      : Math.min(EXACT_WRONG_CEILING, EXACT_WRONG_WEIGHT * curve)
    return { value, star: null, exact }
  }
  if (question.kind === "behavioural") {
    const star = readStar(answer.sentences, storySentences(answer.sentences, answer.content, question.vocabulary))
    return { value: (1 - STAR_SHARE) * curve + STAR_SHARE * starCompleteness(star) * gate, star, exact: null }
  }
  return { value: curve + gate * ((depth.example ? DEPTH_BONUS.example : 0) + (depth.tradeOff ? DEPTH_BONUS.tradeOff : 0)), star: null, exact: null }
}

/**
 * Phrases looked for in a sentence's tokens: as a pattern over the tokens joined by spaces (each phrase between word
 * boundaries), and by first word, each as its words. Where every token is a plain word (letters, digits, underscore),
 * a boundary falls only between tokens, so the phrase is found exactly where its words are tokens in a row: looked up
 * so, most sentences cost no joined copy and no scan of every position.
 */
interface Phrases {
  readonly pattern: RegExp
  readonly byFirstWord: ReadonlyMap<string, ReadonlyArray<ReadonlyArray<string>>>
  /**
   * the word class (WORD_CLASS) of the phrases' first words: a token without it starts none of them, told from the
   * classes the sentence has at hand rather than by looking up its spelling
   */
  readonly opener: number
}
const phrases = (list: ReadonlyArray<string>, opener: number): Phrases => {
  const byFirstWord = new Map<string, Array<ReadonlyArray<string>>>()
  for (const phrase of list) {
    const words = phrase.split(" ")
    byFirstWord.set(words[0]!, [...(byFirstWord.get(words[0]!) ?? []), words])
  }
  return { pattern: new RegExp(`\\b(${list.join("|")})\\b`), byFirstWord, opener }
}
const EXAMPLE = phrases(EXAMPLE_PHRASES, WORD_CLASS.exampleOpener)
const TRADE_OFF = phrases(TRADE_OFF_PHRASES, WORD_CLASS.tradeOffOpener)

const says = (tokens: ReadonlyArray<string>, classes: ReadonlyArray<number>, plain: boolean, { byFirstWord, opener, pattern }: Phrases): boolean => {
  if (!plain) return pattern.test(` ${tokens.join(" ")} `)
  for (let i = 0; i < tokens.length; i++) {
    if ((classes[i]! & opener) === 0) continue
    const starting = byFirstWord.get(tokens[i]!)
    if (starting === undefined) continue
    for (const words of starting) {
      let k = 1
      while (k < words.length && tokens[i + k] === words[k]) k++
      if (k === words.length) return true
    }
  }
  return false
}

/** Examples and trade-offs, counted only in sentences that also make a point. */
const readDepth = (answer: IndexedAnswer, matches: ReadonlyArray<PointMatch>): Depth => {
  const relevant = new Set<number>()
  for (const m of matches) if (m.credit > 0) for (const i of m.sentences) relevant.add(i)
  let example = false
  let tradeOff = false
  for (const i of relevant) {
    const { classes, tokens } = answer.sentences[i]!
    // (each word's plainness worked out once, kept with its classes: WORD_CLASS.plain)
    let plain = true
    for (let k = 0; k < classes.length && plain; k++) plain = (classes[k]! & WORD_CLASS.plain) !== 0
    example ||= says(tokens, classes, plain, EXAMPLE)
    tradeOff ||= says(tokens, classes, plain, TRADE_OFF)
  }
  return { example, tradeOff }
}
