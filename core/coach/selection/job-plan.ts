/**
 * Planning an interview from a job description (issue #16): bank questions that cover the skills the candidate
 * kept, in proportion to how often the posting names them (each kept skill at least once while there are questions
 * enough), with about one behavioural question in five, each with the reason it was chosen in the posting's words.
 * The same skills, settings and seed always give the same plan; no question is planned twice.
 */
import type { BankQuestion, Difficulty } from "../bank/types.ts"
import { SKILL_LEXICON, type SkillEntry } from "./job-skill-lexicon.ts"
import type { JobSkill } from "./job-skills.ts"
import { hashSeed } from "./seeded-random.ts"
import { experienceLevel } from "./select.ts"

export interface JobPlanRequest {
  /** The skills kept, heaviest first (as readJobSkills gives them). */
  readonly skills: ReadonlyArray<JobSkill>
  readonly questionCount: number
  readonly difficulty: Difficulty | "mixed"
  readonly experience?: string | undefined
  readonly targetRole?: string | undefined
  readonly seed: number | string
  /** Question ids asked in the user's recent interviews: asked again only when nothing fresher fits. */
  readonly recentlyAsked?: ReadonlyArray<string>
}

export interface PlannedQuestion {
  readonly ref: string
  /** The ids of the kept skills this question covers, the one it was chosen for first. */
  readonly skills: ReadonlyArray<string>
  readonly reason: string
}

/** About one question in five is behavioural, and every interview with a technical skill has at least one. */
export const behaviouralShare = (count: number, technicalSkills: number): number =>
  technicalSkills === 0 ? count : Math.min(count, Math.max(1, Math.round(count / 5)))

const DIFFICULTIES: ReadonlyArray<Difficulty> = ["easy", "medium", "hard"]

/** The difficulty wanted at a position: the fixed one, or for "mixed" a ramp that the experience level shifts. */
const difficultyAt = (request: JobPlanRequest, position: number, count: number): Difficulty => {
  if (request.difficulty !== "mixed") return request.difficulty
  const step = Math.min(2, Math.floor((3 * (position - 1)) / Math.max(1, count)))
  const level = experienceLevel(request.experience)
  return DIFFICULTIES[level === "junior" ? Math.min(step, 1) : level === "senior" ? Math.max(step, 1) : step]!
}

const sharesTag = (q: BankQuestion, tags: ReadonlyArray<string>) => q.tags.some((t) => tags.includes(t))

interface Candidate {
  readonly skill: JobSkill
  readonly entry: SkillEntry | undefined
  /** Each question this skill may ask, with whether it is in a topic the posting names (asked first). */
  readonly pool: ReadonlyMap<string, boolean>
}

const poolOf = (bank: ReadonlyArray<BankQuestion>, entry: SkillEntry | undefined, keptTopics: ReadonlySet<string>): Map<string, boolean> => {
  const pool = new Map<string, boolean>()
  if (entry === undefined) return pool
  for (const q of bank) {
    const targeted = entry.targets.some((t) => t.topic === q.topic && (t.tags === undefined || sharesTag(q, t.tags)))
    const inKept = entry.inKeptTopics !== undefined && keptTopics.has(q.topic) && sharesTag(q, entry.inKeptTopics)
    if (targeted || inKept) pool.set(q.id, keptTopics.has(q.topic))
  }
  return pool
}

/** Slots for each skill: one each, heaviest first, while slots last; the rest in proportion to mentions. */
const apportion = (skills: ReadonlyArray<JobSkill>, slots: number): Array<number> => {
  const quota = skills.map((_, i) => (i < slots ? 1 : 0))
  const total = skills.reduce((n, s) => n + Math.max(1, s.mentions), 0)
  for (let left = slots - Math.min(slots, skills.length); left > 0 && skills.length > 0; left--) {
    let best = 0
    let bestGap = Number.NEGATIVE_INFINITY
    skills.forEach((s, i) => {
      const gap = (slots * Math.max(1, s.mentions)) / total - quota[i]!
      if (gap > bestGap) {
        best = i
        bestGap = gap
      }
    })
    quota[best]!++
  }
  return quota
}

/** Turns in interview order: round by round, each skill that still has slots, heaviest first. */
const turnsOf = <T>(items: ReadonlyArray<T>, quota: ReadonlyArray<number>): Array<T> => {
  const turns: Array<T> = []
  for (let round = 0; turns.length < quota.reduce((a, b) => a + b, 0); round++) {
    items.forEach((item, i) => {
      if (quota[i]! > round) turns.push(item)
    })
  }
  return turns
}

/** Whether one ranking key comes before another, comparing entry by entry. */
const before = (a: ReadonlyArray<number>, b: ReadonlyArray<number>): boolean => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!
  return false
}

const joinAnd = (parts: ReadonlyArray<string>) =>
  parts.length <= 1 ? parts.join("") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`

const topicWord = (q: BankQuestion) => (q.tags[0] ?? "how you work").replace(/-/g, " ")

export const planJobInterview = (bank: ReadonlyArray<BankQuestion>, request: JobPlanRequest): ReadonlyArray<PlannedQuestion> => {
  const count = Math.max(0, Math.floor(request.questionCount))
  const byId = new Map(bank.map((q) => [q.id, q] as const))
  const entries = request.skills.map((skill) => SKILL_LEXICON.find((e) => e.id === skill.id))
  const keptTopics = new Set(entries.flatMap((e) => (e?.kind === "technical" ? e.targets.filter((t) => t.tags === undefined).map((t) => t.topic) : [])))
  const candidates: Array<Candidate> = request.skills.map((skill, i) => ({ skill, entry: entries[i], pool: poolOf(bank, entries[i], keptTopics) }))
  const technical = candidates.filter((c) => c.entry?.kind === "technical")
  const behavioural = candidates.filter((c) => c.entry?.kind === "behavioural")
  const generic: Candidate = {
    skill: { id: "", name: "Behavioural", kind: "behavioural", mentions: 0, matched: [] },
    entry: undefined,
    pool: new Map(bank.filter((q) => q.topic === "hr").map((q) => [q.id, false]))
  }

  const b = behaviouralShare(count, technical.length)
  const techTurns = turnsOf(technical, apportion(technical.map((c) => c.skill), count - b))
  const behaviouralTurns = behavioural.length === 0
    ? Array.from({ length: b }, () => generic)
    : turnsOf(behavioural, apportion(behavioural.map((c) => c.skill), b))
  // Behavioural questions spread through the interview (the last one last); technical ones fill the rest in turn.
  const behaviouralAt = new Set(Array.from({ length: behaviouralTurns.length }, (_, k) => Math.round(((k + 1) * count) / behaviouralTurns.length)))
  const turns: Array<Candidate> = []
  for (let position = 1, t = 0, h = 0; position <= count; position++) {
    const turn = behaviouralAt.has(position) ? behaviouralTurns[h++] : techTurns[t++]
    if (turn !== undefined) turns.push(turn)
  }

  const repeats = new Map<string, number>()
  for (const id of request.recentlyAsked ?? []) repeats.set(id, (repeats.get(id) ?? 0) + 1)
  const chosen = new Set<string>()
  const rank = (pool: ReadonlyMap<string, boolean>, position: number): string | undefined => {
    const wanted = DIFFICULTIES.indexOf(difficultyAt(request, position, count))
    let best: string | undefined
    let bestKey: ReadonlyArray<number> = []
    for (const [id, preferred] of pool) {
      const q = byId.get(id)
      if (q === undefined || chosen.has(id)) continue
      const distance = Math.abs(DIFFICULTIES.indexOf(q.difficulty) - wanted)
      // Easy for hard (or hard for easy) only when nothing nearer fits; one step off is worth a question on the posting's own topics.
      const key = [distance > 1 ? 1 : 0, preferred ? 0 : 1, repeats.get(id) ?? 0, distance, hashSeed(`${request.seed}|${id}`)]
      if (best === undefined || before(key, bestKey)) {
        best = id
        bestKey = key
      }
    }
    return best
  }

  const plan: Array<PlannedQuestion> = []
  const everyKept = [...technical, ...behavioural]
  for (const turn of turns) {
    const position = plan.length + 1
    // A skill whose questions are all planned gives its turn to the other kept skills of its kind, then to any.
    const fallback = turn === generic || turn.entry?.kind === "behavioural"
      ? [turn, ...behavioural, generic, ...technical]
      : [turn, ...technical, ...behavioural, generic]
    let ref: string | undefined
    let owner = turn
    for (const c of fallback) {
      ref = rank(c.pool, position)
      if (ref !== undefined) {
        owner = c
        break
      }
    }
    if (ref === undefined) continue
    chosen.add(ref)
    const covers = [owner, ...everyKept.filter((c) => c !== owner && c.pool.has(ref!))].filter((c) => c !== generic)
    plan.push({ ref, skills: covers.map((c) => c.skill.id), reason: reasonFor(byId.get(ref)!, covers, request.targetRole) })
  }
  return plan
}

/** "The job mentions Kafka and event-driven.", or for a behavioural question what the posting asks of the person. */
const reasonFor = (q: BankQuestion, covers: ReadonlyArray<Candidate>, role: string | undefined): string => {
  const first = covers[0]
  if (first === undefined) {
    const who = role === undefined || role.trim() === "" ? "a role like this" : `a ${role.trim().replace(/\s+/g, " ")} role`
    return `Interviews for ${who} include behavioural questions; this one is about ${topicWord(q)}.`
  }
  if (first.entry?.kind === "behavioural") {
    return `The job asks for ${first.skill.name.toLowerCase()} (“${first.skill.matched[0] ?? first.skill.name}”).`
  }
  const named = covers.filter((c) => c.entry?.kind === "technical").slice(0, 2).map((c) => c.skill.matched[0] ?? c.skill.name)
  return `The job mentions ${joinAnd(named)}.`
}
