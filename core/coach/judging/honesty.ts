/**
 * Honesty checks: the ways an answer can look like an answer without being one. Each check is a flag with a
 * reason the feedback can state, and a factor on the score: empty or hedging only, the question copied back,
 * a list of terms, shuffled words (a model answer with its order destroyed), and answers about something else.
 */
import { type IndexedAnswer, indexAnswer, SPAN, sentenceOf } from "../reading/answer-index.ts"
import type { AnswerFlag } from "../schemas.ts"
import { type CompiledQuestion, follows } from "./question.ts"
import { qualityOf, sumCounts } from "../reading/sentence-quality.ts"
import { stemPhrase } from "../reading/text.ts"
import { HEDGE_PHRASES } from "../reading/word-classes.ts"
import type { CueScan } from "./cue-density.ts"

export interface Honesty {
  readonly flags: ReadonlyArray<AnswerFlag>
  /** multiplies the score: 1 for an honest answer */
  readonly factor: number
  /** distinct content stems of the answer */
  readonly contentTerms: number
  /** of those, how many belong to the question's vocabulary */
  readonly relevantTerms: number
}

const HEDGES: ReadonlyArray<ReadonlyArray<string>> = HEDGE_PHRASES.map(stemPhrase)
const HEDGE_STEMS: ReadonlySet<string> = new Set(HEDGES.flat())

const FACTORS: Readonly<Record<AnswerFlag, number>> = {
  empty: 0,
  "hedge-only": 0.1,
  "copied-question": 0.2,
  "keyword-list": 0.6, // mostly priced in already: evidence in a list of terms earns little credit
  shuffled: 0.15,
  "off-topic": 0.5
}

// A shuffled copy of the reference: nearly all its content words, hardly any of its word pairs. Read on 16 content words
// at least: a short reference's right answer in other words ("Ice isn't as dense as the water around it, since water
// expands as it freezes …", 12) reuses most of its words and few of its pairs by chance.
const SHUFFLE_MIN_CONTENT = 16
const SHUFFLE_CONTAINMENT = 0.9
/** …and about as long as the reference: a short paraphrase reuses its words but is no copy. */
const SHUFFLE_LENGTH_SHARE = 0.6
const SHUFFLE_ORDER = 0.25

// Cue words make up about a quarter of a real answer (at most 37% in the bank's model answers); a run of
// key terms is mostly cue words and touches several points at once.
const KEYWORD_RUN_DENSITY = 0.6
const KEYWORD_RUN_MIN_TOKENS = 6
const KEYWORD_RUN_MIN_POINTS = 3
// A run of key terms that still has glue words in it ("same object, is none") is not priced in by sentence quality.
const KEYWORD_RUN_FACTOR = 0.2

/**
 * A behavioural answer that never reaches the situation the question asks about (its first talking point:
 * the disagreement, the deadline, the failure) is a story told for another question. STAR structure and a
 * lesson learned are in every good story, so without this such an answer would still score well.
 */
const OTHER_STORY_FACTOR = 0.7 // on top of off-topic's 0.5

export const readHonesty = (
  question: CompiledQuestion,
  answer: IndexedAnswer,
  coverage: number,
  cues: Pick<CueScan, "density" | "points" | "masks">,
  /** behavioural only: whether the story reaches the situation asked about (undefined when that is unknown) */
  onTheme?: boolean
): Honesty => {
  let tokens = 0
  for (const sentence of answer.sentences) tokens += sentence.tokens.length
  // Distinct content stems: a stem counts when any of its places is a content word.
  let contentTerms = 0
  let relevant = 0
  let shared = 0
  let novelOnSubject = 0
  const storyTelling = question.kind === "behavioural"
  // forEach rather than for…of: no [stem, places] pair per stem of every answer
  answer.occurrences.forEach((places, s) => {
    let isContent = false
    for (const place of places) {
      if (answer.content[sentenceOf(place)]![place % SPAN]) {
        isContent = true
        break
      }
    }
    if (!isContent) return
    contentTerms++
    if (question.vocabulary.has(s)) relevant++
    if (question.questionStems.has(s)) shared++
    // New words count as new only when they belong to the subject (a story's words always do), so
    // chatter added to a copied question leaves it a copied question.
    else if (storyTelling || question.vocabulary.has(s)) novelOnSubject++
  })
  if (tokens === 0 || contentTerms === 0) {
    return { flags: ["empty"], factor: 0, contentTerms: 0, relevantTerms: 0 }
  }
  const flags: Array<AnswerFlag> = []
  const novel = contentTerms - shared

  if (hedgeOnly(answer)) flags.push("hedge-only")
  else if (
    ((shared >= Math.max(3, question.questionStems.size / 2) && novelOnSubject <= 1) || (shared >= 1 && novel === 0)) &&
    // Judged as a whole against a reference, an answer may say it in the question's words ("the harder coin will
    // scratch the other"), and the meaning model weighs only what the question does not say: only the question
    // read back, word pair by word pair, is a copy.
    (!question.derivedPoints || readsQuestionBack(question, answer)) &&
    // A bank question's answer in its words that makes a point by its cues, every cue group in one sentence ("do
    // not have their own this and cannot be used with new"), states something: only a read-back is a copy then.
    (question.derivedPoints || !makesAPointByCues(question, cues) || readsQuestionBack(question, answer))
  ) {
    flags.push("copied-question")
  }

  const overall = qualityOf(sumCounts(answer.counts))
  let extra = 1
  if (overall.fluency < 0.5 && tokens >= 3) flags.push("keyword-list")
  else if (
    tokens >= KEYWORD_RUN_MIN_TOKENS && cues.density >= KEYWORD_RUN_DENSITY &&
    cues.points >= Math.min(KEYWORD_RUN_MIN_POINTS, question.points.length)
  ) {
    flags.push("keyword-list")
    extra = KEYWORD_RUN_FACTOR / FACTORS["keyword-list"]
  }
  if (overall.order < 0.5 || shuffledReference(question, answer)) flags.push("shuffled")

  const offTopic = contentTerms >= 4 && coverage < 0.15 && (relevant <= 1 || (!storyTelling && relevant / contentTerms < 0.2))
  const otherStory = storyTelling && onTheme === false && contentTerms >= 4
  if ((offTopic || otherStory) && !flags.includes("copied-question") && !flags.includes("hedge-only")) {
    flags.push("off-topic")
    if (otherStory) extra *= OTHER_STORY_FACTOR
  }

  const factor = flags.reduce((f, flag) => f * FACTORS[flag], extra)
  return { flags, factor, contentTerms, relevantTerms: relevant }
}

/** Whether one sentence hits every cue group of some point (the point made by its cues). */
const makesAPointByCues = (question: CompiledQuestion, cues: CueScan): boolean =>
  question.points.some((point, p) => {
    const all = (1 << point.groups.length) - 1
    return point.groups.length > 0 && cues.masks[p]!.some((mask) => mask === all)
  })

/** Most of the answer's word pairs are the question's own, in its order. */
const READ_BACK_SHARE = 0.5
const questionPairs = new WeakMap<CompiledQuestion, ReadonlySet<string>>()
const readsQuestionBack = (question: CompiledQuestion, answer: IndexedAnswer): boolean => {
  let pairs = questionPairs.get(question)
  if (pairs === undefined) {
    const made = new Set<string>()
    for (const sentence of indexAnswer(question.text).sentences) {
      for (let i = 1; i < sentence.stems.length; i++) made.add(`${sentence.stems[i - 1]} ${sentence.stems[i]}`)
    }
    questionPairs.set(question, (pairs = made))
  }
  let all = 0
  let copied = 0
  for (const sentence of answer.sentences) {
    for (let i = 1; i < sentence.stems.length; i++) {
      all++
      if (pairs.has(`${sentence.stems[i - 1]} ${sentence.stems[i]}`)) copied++
    }
  }
  return all > 0 && copied >= READ_BACK_SHARE * all
}

/** Nothing but "I don't know", "not sure, maybe" and the like: at most one content word besides. */
const hedgeOnly = (answer: IndexedAnswer): boolean => {
  const onlyPassing = answer.sentences.every((s) => s.tokens.every((t) => PASSING.has(t)))
  if (onlyPassing) return true
  // Hedges can only cover their own words: two content words outside them and it is more than a hedge.
  let outside = 0
  for (let s = 0; s < answer.sentences.length; s++) {
    const stems = answer.sentences[s]!.stems
    const content = answer.content[s]!
    for (let i = 0; i < stems.length; i++) {
      if (content[i] && !HEDGE_STEMS.has(stems[i]!) && ++outside > 1) return false
    }
  }
  let hedged = false
  let rest = 0
  answer.sentences.forEach((sentence, s) => {
    const stems = sentence.stems
    const covered = new Array<boolean>(stems.length).fill(false)
    for (const hedge of HEDGES) {
      for (let i = 0; i + hedge.length <= stems.length; i++) {
        let ok = true
        for (let k = 0; k < hedge.length && ok; k++) ok = stems[i + k] === hedge[k]
        if (ok) {
          hedged = true
          for (let k = 0; k < hedge.length; k++) covered[i + k] = true
        }
      }
    }
    answer.content[s]!.forEach((isContent, i) => {
      if (!covered[i] && isContent) rest++
    })
  })
  return hedged && rest <= 1
}

const PASSING = new Set(["pass", "skip", "next", "question", "please", "i", "will", "would", "like", "to", "can", "we", "this", "one", "let", "us", "move", "on"])

const WORD = /^\p{L}/u
/** Whether a stem starts with a letter (stems are lower case; most are ASCII). */
const isWord = (s: string): boolean => {
  const c = s.charCodeAt(0)
  return (c >= 97 && c <= 122) || (c > 127 && WORD.test(s))
}

const shuffledReference = (question: CompiledQuestion, answer: IndexedAnswer): boolean => {
  const reference = question.reference
  if (reference === null) return false
  let tokens = 0
  for (const sentence of answer.sentences) tokens += sentence.tokens.length
  if (tokens < SHUFFLE_LENGTH_SHARE * reference.contentCount) return false
  // The content words counted first, from their flags alone, and only then looked up in the reference: an answer too
  // short is ruled out before any lookup, and the lookups stop once too many content words are missing from the
  // reference for the rest to make up the share (the share those found could still reach only falls as words are
  // missed, so the answer is ruled out exactly where reading every word would rule it out).
  let content = 0
  for (const flags of answer.content) for (let i = 0; i < flags.length; i++) if (flags[i]) content++
  if (content < SHUFFLE_MIN_CONTENT || content < SHUFFLE_LENGTH_SHARE * reference.contentCount) return false
  let missing = 0
  for (let s = 0; s < answer.sentences.length; s++) {
    const flags = answer.content[s]!
    const stems = answer.sentences[s]!.stems
    for (let i = 0; i < flags.length; i++) {
      if (!flags[i] || reference.stems.has(stems[i]!)) continue
      missing++
      if ((content - missing) / content < SHUFFLE_CONTAINMENT) return false
    }
  }
  // word pairs only: "1/12" stays "1 12" however the words around it are shuffled
  let pairs = 0
  for (const sentence of answer.sentences) {
    const stems = sentence.stems
    for (let i = 1; i < stems.length; i++) if (isWord(stems[i]!) && isWord(stems[i - 1]!)) pairs++
  }
  if (pairs === 0) return false
  // Shuffled when under a quarter of them are the reference's own pairs; counting stops once that is ruled out.
  const enough = SHUFFLE_ORDER * pairs
  let pairsInReference = 0
  for (const sentence of answer.sentences) {
    const stems = sentence.stems
    for (let i = 1; i < stems.length; i++) {
      if (!isWord(stems[i]!) || !isWord(stems[i - 1]!)) continue
      if (follows(reference, stems[i - 1]!, stems[i]!) && ++pairsInReference >= enough) return false
    }
  }
  return true
}
