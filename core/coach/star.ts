/**
 * STAR structure of a behavioural answer, read from phrasing: the situation ("at my last job…"), the task
 * ("my task was…", "I had to…"), the candidate's own actions ("I decided", "I set up"), the result ("as a
 * result", "we cut…") and whether that result carries a number.
 */
import type { StarFacts } from "./model.ts"
import type { Sentence } from "./text.ts"

const SITUATION =
  /\b(situation|context|background|at my (previous|last|current|old|first|former) \w+|in my (previous|last|current|first|former) (job|role|company|internship|team|position|workplace)|at my internship|during my \w+|when i was|while i was|back when|last (year|semester|summer|quarter|month|spring|autumn|fall|winter)|a (few|couple of) (years|months|weeks) (ago|back)|one time|there was a time|we were (working|building|migrating|preparing|launching|about|running|using)|our team (was|had)|i was working|i worked (at|as|on)|(college|university|school|capstone|final year|group) project|on a project|at (a|an) (startup|company|agency|bank|retailer))\b/
const TASK =
  /\b(my (task|job|role|responsibility|goal|assignment|aim|part) (was|is)|i was (responsible|asked|tasked|assigned|in charge|expected|supposed|given)|i (needed|had) to|we (needed|had) to|the (goal|task|challenge|problem|objective|deadline|requirement|issue|aim) was|our (goal|task|objective|challenge) was|responsible for|in charge of|it was up to me|i had been asked)\b/
const ACTION =
  /\b(?:i|i then|then i|so i|first i) (?:\w+ly )?(?:\w{3,}ed|used|took|made|wrote|built|led|spoke|set|met|gave|got|ran|sent|told|brought|found|chose|began|sat|drew|kept|held|put|went|did|broke|came|paid|taught|split|rewrote|won|sought|bought|read|heard|stood|left|let|showed|fought|sold|spent|dealt|thought|felt|knew|grew|began)\b/
const RESULT =
  /\b(as a result|the result|in the end|ultimately|eventually|finally|the outcome|(which|this|that|it) (led|resulted)|resulted in|led to|we (managed|delivered|shipped|launched|met|hit|finished|completed|won|reduced|cut|increased|improved|saved|closed|released)|(reduced|increased|improved|saved|cut|grew|doubled|tripled|halved|boosted|raised|lowered|dropped|decreased|shortened|sped up)|on time|ahead of schedule|before the deadline|(was|were) (happy|pleased|satisfied|delighted)|i (learned|learnt|realised|realized)|lesson|since then|from then on|successfully|in the following)\b/
const QUANTITY =
  /\d|%|\b(percent|half|double|doubled|twice|tripled|halved|thousand|hundred|million|dozen)\b|\b(one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty) (days|weeks|hours|minutes|months|percent|times|people|users|customers|clients|points|tickets|bugs|releases|members)\b/

export interface StarReading extends StarFacts {
  /** sentence indexes where each part was found (first match) */
  readonly at: { readonly situation: number; readonly task: number; readonly action: number; readonly result: number }
}

export const readStar = (sentences: ReadonlyArray<Sentence>): StarReading => {
  const keys = sentences.map((s) => ` ${s.tokens.join(" ")} `)
  const first = (re: RegExp) => keys.findIndex((k) => re.test(k))
  const situation = first(SITUATION)
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
