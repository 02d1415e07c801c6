/**
 * The verdict of a yes/no question: "Can sound travel through a vacuum?" is answered first with "no", then with why.
 * A reference that opens with its verdict ("No. Sound is a mechanical wave …") and an answer that opens with the other
 * one ("Um, yes. Sound is a vibration …") disagree on what was asked, however many of the reasons' words they share.
 *
 * Read only where it is plain: the question's first asking sentence opens with an auxiliary ("Is", "Can", "Does",
 * "Isn't" …) and offers no choice ("… faster or slower?" asks which; "… or not?" still asks yes or no), and is not a
 * request put as a question ("Can you explain …?"); the verdict is the text's first words, after fillers ("um", "so",
 * "well"), standing alone: followed by punctuation, the end, or a word that starts the reason ("No because …", "Yes
 * it can"). "No one", "No two inputs", "No index math" and "True parallelism" are no verdicts.
 */
import type { MeaningText } from "./meaning-text.ts"
import { isGrowthClass } from "./opposites.ts"
import { splitSentences, stem } from "./text.ts"
import { tokenize } from "./tokenizer.ts"
import { NEGATING_WORDS } from "./word-classes.ts"

export type Verdict = "yes" | "no"

const AUXILIARY = /^(?:is|are|was|were|do|does|did|can|could|will|would|shall|should|has|have|had|may|might|must)(?:n['’]?t)?\b/i
// a choice between named alternatives; "or not" still asks yes or no
const CHOICE = /\bor\b(?!\s+not\b)/i
const REQUEST = /^(?:can|could|would|will)\s+you\s+(?:please\s+)?(?:explain|describe|tell|walk|give|name|list|outline|compare|define|show|write|summari[sz]e|discuss|talk)\b/i

/** A question's first sentence that ends with "?": what it asks (the sentences before it set the scene). */
const askingSentence = (question: string): string | undefined => splitSentences(question).find((s) => s.trimEnd().endsWith("?"))

/** Whether a question asks yes or no: its first sentence that ends with "?" (see above). */
export const asksYesOrNo = (question: string): boolean => {
  const asking = askingSentence(question)
  if (asking === undefined) return false
  const text = asking.trim()
  return AUXILIARY.test(text) && !CHOICE.test(text) && !REQUEST.test(text)
}

const FILLERS = String.raw`(?:(?:um+|uh+|erm|hmm+|so|well|ok|okay|basically|actually|honestly|i mean)[,.]?\s+)*`
// Longer phrases first: "of course not" before "of course".
const YES = ["of course", "absolutely", "definitely", "certainly", "i agree", "agree", "i think so", "yes", "yeah", "yep", "yup", "sure", "true", "correct"]
const NO = ["of course not", "absolutely not", "definitely not", "certainly not", "not at all", "not really", "i disagree", "disagree", "i don['’]t think so",
  "i do not think so", "no", "nope", "nah", "false"]
// what may follow a verdict: punctuation, the end, or a word that starts its reason or restates it
const AFTER = String.raw`(?=\s*(?:[,.;:!—–-]|$)|\s+(?:because|since|as|it|its|it['’]s|they|he|she|we|you|i|this|that|these|those|there|the|not|never|cannot|can['’]t|you['’]re|they['’]re|that['’]s)\b)`
const VERDICT = new RegExp(`^\\s*${FILLERS}(${[...NO, ...YES].sort((a, b) => b.length - a.length).join("|")})${AFTER}`, "i")
const NO_WORDS = new Set(NO.map((w) => w.replace("['’]", "'")))

/** The verdict a text opens with, or null when it opens with none. */
export const verdictOf = (text: string): Verdict | null => {
  const found = VERDICT.exec(text)
  if (found === null) return null
  return NO_WORDS.has(found[1]!.toLowerCase().replace("’", "'")) ? "no" : "yes"
}

/** The words of the verdict a text opens with, as written ("No", "Of course not"), or null. */
export const verdictWords = (text: string): string | null => VERDICT.exec(text)?.[1] ?? null

/**
 * The reference's verdict as it writes it ("No"), where a yes/no question's answer opens (`opening`, its first
 * sentence) with the other one; else null. The feedback and the improved answer then say which verdict is right.
 */
export const rightVerdict = (question: string, reference: string | null, opening: string | undefined): string | null => {
  // (the answer's opening is asked first: most answers open with no verdict, which one anchored pattern tells, and the
  // question is then not read at all)
  if (reference === null || opening === undefined) return null
  const said = verdictOf(opening)
  if (said === null || !asksYesOrNo(question)) return null
  const right = verdictOf(reference)
  return right === null || said === right ? null : verdictWords(reference)
}

/**
 * The two words a question asks to choose between, last before its question mark ("Does a larger gear driven by a
 * smaller one turn faster or slower?"), as stems; null when it offers no such choice ("… or not?" asks yes or no, and
 * "an array or a linked list?" names things, not one word each).
 */
export const choicesOf = (question: string): readonly [string, string] | null => {
  const asking = askingSentence(question)
  const found = asking === undefined ? null : CHOICES.exec(asking)
  if (found === null || found[2]!.toLowerCase() === "not") return null
  const choices = [stem(found[1]!.toLowerCase()), stem(found[2]!.toLowerCase())] as const
  return choices[0] === choices[1] ? null : choices
}
const CHOICES = /\b([a-z]{2,})\s+or\s+([a-z]{2,})\s*\?\s*$/i

/**
 * The choice an answer makes as it opens: of its first two sentences, the first that says either, when it says one of
 * them plainly (not both, "slower, not faster", and with no negation, "it doesn't turn faster"); else null.
 */
export const choiceOf = (text: string, choices: readonly [string, string]): string | null => {
  for (const sentence of splitSentences(text).slice(0, 2)) {
    const tokens = tokenize(sentence)
    const stems = new Set(tokens.map(stem))
    const first = stems.has(choices[0])
    const second = stems.has(choices[1])
    if (!first && !second) continue
    if (first === second || tokens.some((t) => NEGATING_WORDS.has(t) || t === "without")) return null
    return first ? choices[0] : choices[1]
  }
  return null
}

/**
 * Whether a question asks for a complexity and nothing else: its asking sentence is "What is the (average, worst-case,
 * time …) complexity of …?" or "What is the big-O of …?". A question that also asks how ("How would you find the k
 * largest, and what is the complexity?") has answers that open with an approach, and references that often open with
 * another one's complexity ("sorting would be O(n log n), but …").
 */
export const asksComplexity = (question: string): boolean => {
  const asking = askingSentence(question)
  return asking !== undefined && COMPLEXITY.test(asking.trim())
}
const COMPLEXITY =
  /^what(?:['’]s|\s+is)\s+the\s+(?:(?:(?:average|worst|best)(?:[- ]case)?|amortized|expected|asymptotic|time|space|running)\s+)*(?:complexity|big[- ]?o)\s+of\b(?![^?]*\band\s+(?:what|how|when|which|where)\b)[^?]*\?$/i

/**
 * The growth class a text gives as it opens ("It's O(log n).", meaning-text.ts reads the notation as "logarithmic"):
 * of its first `sentences` sentences, the first that names any, when it names one class only and denies nothing (not
 * "O(log n), not O(n)", nor "it isn't linear"); else null. For a question that asks for a complexity, the answer's is
 * its verdict.
 */
export const openingGrowth = (text: MeaningText, sentences: number): string | null => openingGrowthAt(text, sentences)?.growth ?? null

/** openingGrowth(), and the sentence that gives it. */
export const openingGrowthAt = (text: MeaningText, sentences: number): { readonly growth: string; readonly sentence: number } | null => {
  for (let s = 0; s < Math.min(sentences, text.sentences.length); s++) {
    let found: string | null = null
    for (const w of text.sentences[s]!) {
      if (!isGrowthClass(w.lemma)) continue
      if (found !== null && found !== w.lemma) return null
      found = w.lemma
    }
    if (found !== null) return text.negative[s] ? null : { growth: found, sentence: s }
  }
  return null
}
