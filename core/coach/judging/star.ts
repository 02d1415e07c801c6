/**
 * STAR structure of a behavioural answer, read from phrasing: the situation ("at my last job…"), the task
 * ("my task was…", "I had to…"), the candidate's own actions ("I decided", "I set up"), the result ("as a
 * result", "we cut…") and whether that result carries a number.
 */
import type { Vocabulary } from "../reading/lexicon.ts"
import type { StarFacts } from "../schemas.ts"
import type { Sentence } from "../reading/text.ts"

/** One pattern from phrase alternatives (regular-expression syntax), matched on whole words. */
const phrases = (...alternatives: ReadonlyArray<string>): RegExp => new RegExp(`\\b(${alternatives.join("|")})\\b`)

const SITUATION = phrases(
  "\\w+ (days|weeks|months|years) (before|after|into)",
  "in (one|a|my|our|the) (\\w+ )?(year|sprint|release|project|quarter|semester|internship|job|role|team|hackathon|startup|company|class|course|previous|last|first)",
  "our team (found|was|had|were|needed)",
  "we (had|were|found|noticed|discovered)",
  "situation",
  "context",
  "background",
  "at my (previous|last|current|old|first|former) \\w+",
  "in my (previous|last|current|first|former) (job|role|company|internship|team|position|workplace)",
  "at my internship",
  "during my \\w+",
  "when i was",
  "while i was",
  "back when",
  "last (year|semester|summer|quarter|month|spring|autumn|fall|winter)",
  "a (few|couple of) (years|months|weeks) (ago|back)",
  "one time",
  "there was a time",
  "we were (working|building|migrating|preparing|launching|about|running|using)",
  "our team (was|had)",
  "i was working",
  "i worked (at|as|on)",
  "(college|university|school|capstone|final year|group) project",
  "on a project",
  "at (a|an) (startup|company|agency|bank|retailer)"
)
const TASK = phrases(
  "set (myself|ourselves|me|us) (a|an|the) \\w*\\s?(goal|target|challenge)",
  "had to",
  "took (on|ownership|charge|the lead)",
  "volunteered to",
  "i owned",
  "(competing|conflicting) priorities",
  "(the|my|our) (job|mission|plan) was",
  "(left|gave|giving|leaving) (me|us)",
  "asked (me|us) to",
  "wanted (me|us) to",
  "(needed|had|have|was|were) (only )?\\w+ (days|hours|weeks) to",
  "my (task|job|role|responsibility|goal|assignment|aim|part) (was|is)",
  "i was (responsible|asked|tasked|assigned|in charge|expected|supposed|given)",
  "i (needed|had) to",
  "we (needed|had) to",
  "the (goal|task|challenge|problem|objective|deadline|requirement|issue|aim) was",
  "our (goal|task|objective|challenge) was",
  "responsible for",
  "in charge of",
  "it was up to me",
  "i had been asked"
)
const ACTION =
  /\b(?:i|i then|then i|so i|first i) (?:\w+ly )?(?:\w{3,}ed|used|took|made|wrote|built|led|spoke|set|met|gave|got|ran|sent|told|brought|found|chose|began|sat|drew|kept|held|put|went|did|broke|came|paid|taught|split|rewrote|won|sought|bought|read|heard|stood|left|let|showed|fought|sold|spent|dealt|thought|felt|knew|grew|began)\b/
const RESULT = phrases(
  "(i|we) (finished|delivered|shipped|completed|met|hit|launched|resolved|migrated|closed|reached|achieved|cleared|passed|won|exceeded)",
  "as a result",
  "the result",
  "in the end",
  "ultimately",
  "eventually",
  "finally",
  "the outcome",
  "(which|this|that|it) (led|resulted)",
  "resulted in",
  "led to",
  "we (managed|delivered|shipped|launched|met|hit|finished|completed|won|reduced|cut|increased|improved|saved|closed|released)",
  "(reduced|increased|improved|saved|cut|grew|doubled|tripled|halved|boosted|raised|lowered|dropped|decreased|shortened|sped up)",
  "on time",
  "ahead of schedule",
  "before the deadline",
  "(was|were) (happy|pleased|satisfied|delighted)",
  "i (learned|learnt|realised|realized)",
  "lesson",
  "since then",
  "from then on",
  "successfully",
  "in the following"
)
const QUANTITY =
  /\d|%|\b(percent|half|double|doubled|twice|tripled|halved|thousand|hundred|million|dozen)\b|\bto (zero|none|nothing)\b|\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty) (?!of\b)\w+/

export interface StarReading extends StarFacts {
  /** sentence indexes where each part was found (first match) */
  readonly at: { readonly situation: number; readonly task: number; readonly action: number; readonly result: number }
}

// A story told in the past tense sets its scene in its first sentence, whatever words it uses.
const PAST_NARRATIVE = /\b(was|were|had|\w{3,}ed|found|took|began|got|came|went|left|made|gave|ran)\b/

/**
 * The sentences that belong to the story: the first one, and any that shares a content word with another
 * sentence or with the question's vocabulary. "Anyway, I went hiking last weekend" tacked onto a story about a
 * deadline shares nothing, so it adds no STAR part.
 */
export const storySentences = (
  sentences: ReadonlyArray<Sentence>,
  content: ReadonlyArray<ReadonlyArray<boolean>>,
  vocabulary: Vocabulary
): Array<boolean> => {
  const words = sentences.map((s, i) => new Set(s.stems.filter((_, k) => content[i]![k])))
  const seen = new Map<string, number>()
  for (const set of words) for (const w of set) seen.set(w, (seen.get(w) ?? 0) + 1)
  return words.map((set, i) => i === 0 || [...set].some((w) => (seen.get(w) ?? 0) > 1 || vocabulary.has(w)))
}

export const readStar = (sentences: ReadonlyArray<Sentence>, inStory?: ReadonlyArray<boolean>): StarReading => {
  const keys = sentences.map((s, i) => (inStory === undefined || inStory[i] ? ` ${s.tokens.join(" ")} ` : ""))
  const first = (re: RegExp) => keys.findIndex((k) => re.test(k))
  let situation = first(SITUATION)
  if (situation < 0 && keys.length > 1 && PAST_NARRATIVE.test(keys[0]!)) situation = 0
  const task = first(TASK)
  const action = first(ACTION)
  const result = first(RESULT)
  let quantified = false
  if (result >= 0) {
    for (let i = 0; i < keys.length && !quantified; i++) {
      // a number after the result began, or inside any result sentence (not the "in 2021" of the situation)
      if ((i >= result || RESULT.test(keys[i]!)) && i !== situation && QUANTITY.test(keys[i]!)) quantified = true
      else if (i >= result && i === situation && QUANTITY.test(keys[i]!) && RESULT.test(keys[i]!)) quantified = true
    }
  }
  return {
    situation: situation >= 0,
    task: task >= 0,
    action: action >= 0,
    result: result >= 0,
    quantified,
    at: { situation, task, action, result }
  }
}

/** 0–1: the share of STAR the answer shows, the quantified result counting as a fifth part. */
export const starCompleteness = (star: StarFacts): number =>
  ((star.situation ? 1 : 0) + (star.task ? 1 : 0) + (star.action ? 1 : 0) + (star.result ? 1 : 0)) * 0.2 +
  (star.quantified ? 0.2 : 0)
