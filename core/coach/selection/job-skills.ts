/**
 * Reading a job description for the skills the question bank can ask about (issue #16): every skill of the lexicon
 * whose words the posting uses, as whole words and phrases, heaviest first (by how often it is named), each with
 * the words that named it, as the posting wrote them.
 */
import { SKILL_LEXICON, type SkillAlias, type SkillEntry } from "./job-skill-lexicon.ts"

export interface JobSkill {
  readonly id: string
  readonly name: string
  readonly kind: SkillEntry["kind"]
  /** How many times the posting names it. */
  readonly mentions: number
  /** The words that named it, as written, each once, in the order they first appear. */
  readonly matched: ReadonlyArray<string>
}

/** At most this many of a skill's phrases are kept: enough for a reason sentence and a chip's title. */
const MAX_PHRASES = 5
const WORD = "[\\p{L}\\p{N}_]"
const escape = (s: string) => s.replace(/[\^$\\.*+?()[\]{}|/]/g, "\\$&")

/** A plain alias as a pattern: any case, whole words, spaces and hyphens interchangeable, a plural -s allowed. */
const plainPattern = (alias: string): string => {
  const body = alias.trim().split(/[\s-]+/).map(escape).join("[\\s\\-‐–]*")
  const startsWord = /^[\p{L}\p{N}]/u.test(alias)
  const endsLetter = /\p{L}$/u.test(alias) && alias.length >= 3
  return `${startsWord ? `(?<!${WORD})` : `(?<![\\p{L}\\p{N}_.])`}${body}${endsLetter ? "(?:e?s)?" : ""}(?![\\p{L}\\p{N}_+#])`
}

const compile = (alias: SkillAlias): RegExp =>
  typeof alias === "string"
    ? new RegExp(plainPattern(alias), "giu")
    : "exact" in alias
    ? new RegExp(`(?<!${WORD})${escape(alias.exact)}(?![\\p{L}\\p{N}_+#])`, "gu")
    : new RegExp(alias.pattern, "gmu")

interface Compiled {
  readonly entry: SkillEntry
  readonly order: number
  readonly patterns: ReadonlyArray<RegExp>
}

let compiled: ReadonlyArray<Compiled> | undefined
const lexicon = (): ReadonlyArray<Compiled> =>
  (compiled ??= SKILL_LEXICON.map((entry, order) => ({ entry, order, patterns: entry.aliases.map(compile) })))

interface Hit {
  readonly start: number
  readonly end: number
  readonly skill: Compiled
  readonly text: string
}

const hitsIn = (text: string): Array<Hit> => {
  const hits: Array<Hit> = []
  for (const skill of lexicon()) {
    for (const pattern of skill.patterns) {
      pattern.lastIndex = 0
      for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
        if (m[0].length === 0) {
          pattern.lastIndex++
          continue
        }
        hits.push({ start: m.index, end: m.index + m[0].length, skill, text: m[0] })
      }
    }
  }
  return hits
}

/** The skills a job description names, heaviest first; ties in the order the posting first names them. */
export const readJobSkills = (description: string): ReadonlyArray<JobSkill> => {
  // Where phrases overlap ("Node.js" and "js"), the longest names the skill; each stretch of text counts once.
  const hits = hitsIn(description).sort((a, b) => a.start - b.start || b.end - a.end || a.skill.order - b.skill.order)
  const found = new Map<Compiled, { mentions: number; first: number; phrases: Array<string> }>()
  let end = 0
  for (const hit of hits) {
    if (hit.start < end) continue
    end = hit.end
    const phrase = hit.text.replace(/\s+/g, " ").trim()
    const entry = found.get(hit.skill)
    if (entry === undefined) found.set(hit.skill, { mentions: 1, first: hit.start, phrases: [phrase] })
    else {
      entry.mentions++
      if (entry.phrases.length < MAX_PHRASES && !entry.phrases.some((p) => p.toLowerCase() === phrase.toLowerCase())) entry.phrases.push(phrase)
    }
  }
  return [...found.entries()]
    .sort(([, a], [, b]) => b.mentions - a.mentions || a.first - b.first)
    .map(([{ entry }, f]) => ({ id: entry.id, name: entry.name, kind: entry.kind, mentions: f.mentions, matched: f.phrases }))
}

/** The lexicon entry of a skill id, if there is one. */
export const skillEntry = (id: string): SkillEntry | undefined => SKILL_LEXICON.find((s) => s.id === id)
