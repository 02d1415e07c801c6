/**
 * Feedback lines as a coach would say them, built only from the judgement and the question's own points:
 * what was covered, what was missed, what held the score down, delivery facts, and one concrete next step.
 */
import type { Judgement } from "../judging/assess.ts"
import { COVERED } from "../judging/evidence.ts"
import { rightVerdict, verdictOf } from "../reading/verdict.ts"

const sentence = (text: string): string => {
  const t = text.trim()
  return /[.!?]$/.test(t) ? t : `${t}.`
}

const FLAG_LINES = {
  empty: "No answer was given.",
  "hedge-only": "Saying you are not sure earns no credit on its own.",
  "copied-question": "The answer mostly repeats the question.",
  "keyword-list": "The answer reads as a list of terms; an interviewer needs sentences that connect them.",
  shuffled: "The words are out of order, so the answer does not read as sentences.",
  "off-topic": "The answer is about something other than what was asked."
} as const

const seconds = (ms: number): string => `${(Math.round(ms / 100) / 10).toFixed(1)} s`

/** Words that only look like an answer (nothing, hedging, the question, shuffled text) cover no point. */
export const countsAsAnswer = (j: Judgement): boolean =>
  !j.honesty.flags.some((f) => f === "empty" || f === "hedge-only" || f === "copied-question" || f === "shuffled")

/** Whether each talking point counts as covered. */
export const coveredPoints = (j: Judgement): Array<boolean> => {
  const counts = countsAsAnswer(j)
  return j.matches.map((m) => counts && m.credit >= COVERED)
}

/** The points the answer says the opposite of, each with the candidate's sentence. */
export const contradictions = (j: Judgement): Array<{ point: string; sentence: string }> => {
  if (!countsAsAnswer(j)) return []
  const out: Array<{ point: string; sentence: string }> = []
  j.matches.forEach((m, i) => {
    if (m.via === "contradiction") out.push({ point: j.question.points[i]!.point, sentence: m.sentences.map((s) => j.answer.sentences[s]!.text).join(" ") })
  })
  return out
}

/** Partial evidence from this much credit up makes a missed point "vague" rather than absent (the follow-up reads it). */
export const VAGUE_FROM = 0.25

/** The missed points the answer touched without making them, each with the sentence that came closest. */
export const vaguePoints = (j: Judgement): Array<{ point: string; sentence: string }> => {
  if (!countsAsAnswer(j)) return []
  const made = coveredPoints(j)
  const out: Array<{ point: string; sentence: string }> = []
  j.matches.forEach((m, i) => {
    if (made[i] || m.via === "contradiction" || m.credit < VAGUE_FROM || m.sentences.length === 0) return
    out.push({ point: j.question.points[i]!.point, sentence: m.sentences.map((s) => j.answer.sentences[s]!.text).join(" ") })
  })
  return out
}

export const feedbackLines = (j: Judgement): { lines: Array<string>; nextStep: string } => {
  const lines: Array<string> = []
  for (const flag of j.honesty.flags) lines.push(FLAG_LINES[flag])
  const covered: Array<string> = []
  const missed: Array<string> = []
  coveredPoints(j).forEach((made, i) => (made ? covered : missed).push(j.question.points[i]!.point))
  const contradicted = contradictions(j)
  const reversed = new Set(contradicted.map((c) => c.point))
  for (const p of covered) lines.push(`Covered: ${sentence(p)}`)
  // an opening verdict the other way round is told which is right ("Contradicts: No. Sound is a mechanical wave …")
  // (worked out only where there is a contradiction to tell it with)
  const verdict = contradicted.length === 0 ? null : rightVerdict(j.question.text, j.question.reference?.text ?? null, j.answer.sentences[0]?.text)
  for (const c of contradicted) {
    const told = verdict !== null && c.sentence === j.answer.sentences[0]!.text && verdictOf(c.point) === null ? `${verdict}. ` : ""
    lines.push(`Contradicts: ${told}${sentence(c.point)} You said: “${c.sentence}”`)
  }
  for (const p of missed) if (!reversed.has(p)) lines.push(`Missed: ${sentence(p)}`)

  if (j.exact !== null) {
    lines.push(
      j.exact.correct
        ? `Exact answer: ${j.exact.expected}, correct.`
        : j.exact.given === null
        ? `Exact answer: you did not state one; the answer is ${j.exact.expected}.`
        : `Exact answer: you gave ${j.exact.given}; the answer is ${j.exact.expected}.`
    )
  }
  if (j.star !== null && !j.honesty.flags.includes("empty")) lines.push(starLine(j))
  if (j.delivery !== null) {
    const d = j.delivery
    if (d.wordsPerMinute !== null) lines.push(`Pace: ${d.wordsPerMinute} words per minute (${d.pace}).`)
    lines.push(
      d.fillerCount === 0
        ? "Filler words: none."
        : `Filler words: ${d.fillerCount} (${d.fillers.map((f) => `'${f.word}' ×${f.count}`).join(", ")}).`
    )
    if (d.longestPauseMs !== null) lines.push(`Longest pause: ${seconds(d.longestPauseMs)}.`)
  }
  const nextStep = `Next step: ${chooseNextStep(j, missed, contradicted[0]?.point)}`
  lines.push(nextStep)
  return { lines, nextStep }
}

/** The next step alone, as `feedbackLines` words it (for a batch result, which carries no other lines). */
export const nextStepOf = (j: Judgement): string => {
  const made = coveredPoints(j)
  const missed = j.question.points.filter((_, i) => !made[i]).map((p) => p.point)
  return `Next step: ${chooseNextStep(j, missed, contradictions(j)[0]?.point)}`
}

const starLine = (j: Judgement): string => {
  const star = j.star!
  const parts = [["situation", star.situation], ["task", star.task], ["action", star.action], ["result", star.result]] as const
  const shown = parts.filter(([, ok]) => ok).map(([name]) => name)
  const absent = parts.filter(([, ok]) => !ok).map(([name]) => name)
  const list = (names: ReadonlyArray<string>) =>
    names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`
  const base = absent.length === 0
    ? "STAR: situation, task, action and result are all there"
    : shown.length === 0
    ? "STAR: no situation, task, action or result could be found"
    : `STAR: ${list(shown)} ${shown.length === 1 ? "is" : "are"} there; ${list(absent)} ${absent.length === 1 ? "is" : "are"} missing`
  return star.result ? `${base}, and the result ${star.quantified ? "is backed by a number" : "has no number"}.` : `${base}.`
}

const lowerFirst = (text: string): string => (/^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text)

const chooseNextStep = (j: Judgement, missed: ReadonlyArray<string>, reversed?: string): string => {
  const flags = j.honesty.flags
  const firstPoint = j.question.points[0]?.point
  const target = missed[0] ?? firstPoint
  const about = target !== undefined ? ` Start with this: ${sentence(target)}` : ""
  if (flags.includes("empty") || flags.includes("hedge-only")) {
    return `say what you do know, even a part of it, and reason out loud from there.${about}`
  }
  if (flags.includes("copied-question")) return `answer in your own words instead of restating the question.${about}`
  if (flags.includes("shuffled") || flags.includes("keyword-list")) {
    return `answer in full sentences that explain how the ideas connect.${about}`
  }
  if (flags.includes("off-topic")) return `re-read the question and answer it directly.${about}`
  if (j.exact !== null && !j.exact.correct) {
    return j.exact.given === null
      ? "work the problem through step by step and finish with a clear final answer (\"so the answer is …\")."
      : "redo the calculation one step at a time, checking each intermediate number, and state the final answer clearly."
  }
  if (j.star !== null) {
    const s = j.star
    if (!s.situation) return "open with one sentence that sets the scene: where you were and what was at stake."
    if (!s.action) return "say what you yourself did, step by step, using \"I\" rather than \"we\"."
    if (!s.result) return "finish the story with its result: what changed because of what you did."
    if (!s.quantified) return "put a number on the result, such as time saved, a percentage or the people it helped."
  }
  if (reversed !== undefined) return `check this point, which your answer states the other way round: ${lowerFirst(sentence(reversed))}`
  if (missed.length > 0) return `add a sentence on this point: ${lowerFirst(sentence(missed[0]!))}`
  const d = j.delivery
  if (d !== null) {
    const top = d.fillers[0]
    if (d.fillerCount >= 3 && top !== undefined) return `replace filler words such as '${top.word}' with a short silent pause.`
    if (d.pace === "fast") return "slow down to about 140 words per minute so each point lands."
    if (d.pace === "slow") return "keep a steadier pace, around 130–150 words per minute, by planning your first sentence before you speak."
    if (d.longestPauseMs !== null && d.longestPauseMs >= 4000) return "plan the order of your points before you start so there are no long pauses mid-answer."
  }
  if (!j.depth.example && j.star === null && j.exact === null) return "add a concrete example from your own work to make the answer memorable."
  if (!j.depth.tradeOff && j.star === null && j.exact === null) return "mention a trade-off or a case where you would choose differently."
  return "practise saying this answer aloud in about a minute so it stays this complete when spoken."
}
