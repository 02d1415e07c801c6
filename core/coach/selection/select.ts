/**
 * Question selection: the next question of an interview for a topic, difficulty, experience level and an
 * optional job description. Never a question already asked in this interview; among the rest, the ones the
 * user has seen least often in recent interviews; the same seed and inputs always give the same question.
 */
import type { BankQuestion, Difficulty } from "../bank/types.ts"
import { contentStems } from "../reading/lexicon.ts"
import type { NextQuestion, NextQuestionRequest } from "../schemas.ts"
import type { QuestionBank } from "./question-bank.ts"
import { hashSeed, pickWeighted, seededRandom } from "./seeded-random.ts"

export const NO_MORE_QUESTIONS = "No more questions available. You can end the interview here."

export type ExperienceLevel = "junior" | "mid" | "senior"

/** Reads the start form's free-text experience: "intern", "fresher", "3 years", "senior engineer"… */
export const experienceLevel = (text: string | undefined): ExperienceLevel | null => {
  if (text === undefined) return null
  const t = text.toLowerCase()
  if (/\b(senior|lead|staff|principal|architect|expert|advanced|manager|head)\b/.test(t)) return "senior"
  if (/\b(intern|internship|student|fresher|graduate|entry|junior|beginner|trainee|no experience|new grad)\b/.test(t)) return "junior"
  if (/\b(mid|intermediate|experienced|associate)\b/.test(t)) return "mid"
  const years = /(\d+(?:\.\d+)?)\s*\+?\s*(?:years?|yrs?)/.exec(t)
  if (years !== null) {
    const n = Number(years[1])
    return n < 2 ? "junior" : n < 5 ? "mid" : "senior"
  }
  return null
}

const DIFFICULTY_MIX: Readonly<Record<ExperienceLevel, Readonly<Record<Difficulty, number>>>> = {
  junior: { easy: 0.6, medium: 0.35, hard: 0.05 },
  mid: { easy: 0.2, medium: 0.55, hard: 0.25 },
  senior: { easy: 0.05, medium: 0.4, hard: 0.55 }
}
const DIFFICULTIES: ReadonlyArray<Difficulty> = ["easy", "medium", "hard"]
const distance = (a: Difficulty, b: Difficulty) => Math.abs(DIFFICULTIES.indexOf(a) - DIFFICULTIES.indexOf(b))

/** Without a difficulty or experience, an interview warms up: easy first, then medium, then hard. */
const rampFor = (position: number): Difficulty => (position < 2 ? "easy" : position < 5 ? "medium" : "hard")

export const selectQuestion = (bank: QuestionBank, request: NextQuestionRequest): NextQuestion => {
  const asked = new Set(request.askedInThisInterview)
  const all = bank.topic(request.topic)
  const remaining = all.filter((q) => !asked.has(q.id))
  if (remaining.length === 0) {
    return { _tag: "NoneLeft", topic: request.topic, asked: all.length - remaining.length, message: NO_MORE_QUESTIONS }
  }
  const random = seededRandom(
    hashSeed(`${String(request.seed)}|${request.topic}|${request.askedInThisInterview.join(",")}`)
  )
  const byDifficulty = narrowByDifficulty(remaining, request, random)
  const repeats = new Map<string, number>()
  for (const id of request.recentlyAsked) repeats.set(id, (repeats.get(id) ?? 0) + 1)
  const fewest = Math.min(...byDifficulty.map((q) => repeats.get(q.id) ?? 0))
  const fresh = byDifficulty.filter((q) => (repeats.get(q.id) ?? 0) === fewest)
  const weights = jobWeights(fresh, request.jobDescription)
  return { _tag: "Question", question: fresh[pickWeighted(weights, random)]! }
}

const narrowByDifficulty = (
  pool: ReadonlyArray<BankQuestion>,
  request: NextQuestionRequest,
  random: () => number
): ReadonlyArray<BankQuestion> => {
  const present = DIFFICULTIES.filter((d) => pool.some((q) => q.difficulty === d))
  let target: Difficulty
  if (request.difficulty !== undefined) target = request.difficulty
  else {
    const level = experienceLevel(request.experience)
    if (level === null) target = rampFor(request.askedInThisInterview.length)
    else {
      const mix = DIFFICULTY_MIX[level]
      target = present[pickWeighted(present.map((d) => mix[d]), random)]!
    }
  }
  // The nearest difficulty that still has questions; ties go to the easier one.
  const nearest = [...present].sort((a, b) => distance(a, target) - distance(b, target) || DIFFICULTIES.indexOf(a) - DIFFICULTIES.indexOf(b))[0]!
  return pool.filter((q) => q.difficulty === nearest)
}

/** Questions whose tags and text share terms with the job description are drawn more often. */
const jobWeights = (pool: ReadonlyArray<BankQuestion>, jobDescription: string | undefined): Array<number> => {
  if (jobDescription === undefined || jobDescription.trim() === "") return pool.map(() => 1)
  const wanted = contentStems(jobDescription)
  return pool.map((q) => {
    let shared = 0
    for (const s of contentStems(`${q.tags.join(" ")} ${q.text}`)) if (wanted.has(s)) shared++
    return 1 + 2 * Math.min(shared, 3)
  })
}
