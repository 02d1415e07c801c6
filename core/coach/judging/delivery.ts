/**
 * Delivery facts of a spoken answer: pace in words per minute, filler words (including multi-word ones such as
 * "you know" and "sort of", told apart from their ordinary uses), and the longest pause between segments.
 */
import type { DeliveryFacts, SpeechTiming } from "../schemas.ts"
import { analyseSentences, countWords, type Sentence } from "../reading/text.ts"

const ALWAYS = new Set(["um", "umm", "uh", "uhh", "uhm", "erm", "er", "ah", "hmm", "mm", "eh", "basically", "literally", "actually"])
const DETERMINER_BEFORE_KIND = new Set(["a", "an", "the", "this", "that", "what", "which", "any", "some", "every", "each", "one", "another", "same", "different", "certain", "right", "wrong", "new", "other"])
const NOT_FILLER_BEFORE_YOU_KNOW = new Set(["do", "did", "if", "as", "whether", "would", "could", "should", "not", "what", "may", "might", "will"])
const NOT_FILLER_AFTER_YOU_KNOW = new Set(["how", "that", "the", "about", "when", "where", "why", "which", "whether", "it", "this", "him", "her", "them", "me", "a", "an", "your", "his", "their", "its", "our", "there"])

/** Filler words of one sentence, each reported in its canonical form ("you know", "like"). */
const fillersOf = (sentence: Sentence): Array<string> => {
  const { segmentOf, tokens } = sentence
  const out: Array<string> = []
  const segmentEdge = (i: number) =>
    (i > 0 && segmentOf[i] !== segmentOf[i - 1]) || (i < tokens.length - 1 && segmentOf[i] !== segmentOf[i + 1])
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!
    const next = tokens[i + 1]
    const prev = tokens[i - 1]
    if (ALWAYS.has(t)) out.push(t === "umm" || t === "uhm" ? "um" : t === "uhh" ? "uh" : t)
    else if (t === "like") {
      if (segmentEdge(i) || (prev !== undefined && ALWAYS.has(prev)) || (next !== undefined && (ALWAYS.has(next) || next === "you"))) out.push("like")
    } else if (t === "you" && next === "know") {
      const after = tokens[i + 2]
      const isFiller = (prev === undefined || !NOT_FILLER_BEFORE_YOU_KNOW.has(prev)) &&
        (after === undefined || !NOT_FILLER_AFTER_YOU_KNOW.has(after) || segmentOf[i + 2] !== segmentOf[i + 1] ||
          (after === "what" && tokens[i + 3] === "i" && tokens[i + 4] === "mean"))
      if (isFiller) {
        out.push("you know")
        i++
      }
    } else if ((t === "sort" || t === "kind") && next === "of") {
      if (prev === undefined || !DETERMINER_BEFORE_KIND.has(prev)) {
        out.push(`${t} of`)
        i++
      }
    } else if (t === "i" && next === "mean" && (i === 0 || segmentOf[i] !== segmentOf[i - 1] || segmentOf[i + 2] !== segmentOf[i + 1])) {
      out.push("i mean")
      i++
    } else if ((t === "or" && next === "something") || (t === "and" && next === "stuff")) {
      out.push(`${t} ${next}`)
      i++
    } else if (t === "so" && next === "yeah") {
      out.push("so yeah")
      i++
    }
  }
  return out
}

const countFillers = (sentences: ReadonlyArray<Sentence>): Array<{ word: string; count: number }> => {
  const counts = new Map<string, number>()
  for (const sentence of sentences) for (const f of fillersOf(sentence)) counts.set(f, (counts.get(f) ?? 0) + 1)
  return [...counts]
    .map(([word, count]) => ({ word, count }))
    .sort((a, b) => b.count - a.count || a.word.localeCompare(b.word))
}

const SLOW_BELOW = 110
const FAST_ABOVE = 170
const MIN_MEASURABLE_MS = 3000

const validSegments = (timing: SpeechTiming) =>
  (timing.segments ?? [])
    .filter((s) => Number.isFinite(s.startMs) && Number.isFinite(s.endMs) && s.startMs >= 0 && s.endMs >= s.startMs)
    .slice()
    .sort((a, b) => a.startMs - b.startMs)

export const deliveryFacts = (answer: string, timing: SpeechTiming, sentences?: ReadonlyArray<Sentence>): DeliveryFacts => {
  const segments = validSegments(timing)
  const words = countWords(answer)
  const fillers = countFillers(sentences ?? analyseSentences(answer))
  const fillerCount = fillers.reduce((sum, f) => sum + f.count, 0)
  const span = segments.length > 0 ? segments[segments.length - 1]!.endMs - segments[0]!.startMs : 0
  const duration = Number.isFinite(timing.durationMs) && timing.durationMs > 0 ? timing.durationMs : 0
  const speakingMs = span > 0 ? span : duration
  const wordsPerMinute = speakingMs >= MIN_MEASURABLE_MS && words >= 5 ? Math.round(words / (speakingMs / 60_000)) : null
  let longestPauseMs: number | null = null
  for (let i = 1; i < segments.length; i++) {
    const gap = Math.max(0, segments[i]!.startMs - segments[i - 1]!.endMs)
    longestPauseMs = Math.max(longestPauseMs ?? 0, gap)
  }
  return {
    words,
    speakingMs,
    wordsPerMinute,
    pace: wordsPerMinute === null ? null : wordsPerMinute < SLOW_BELOW ? "slow" : wordsPerMinute > FAST_ABOVE ? "fast" : "steady",
    fillerCount,
    fillers,
    fillersPer100Words: words === 0 ? 0 : Math.round((fillerCount / words) * 1000) / 10,
    longestPauseMs
  }
}
