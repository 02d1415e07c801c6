/** The follow-up prompts of bank/follow-ups: one written prompt per talking point, for every question of every topic. */
import { describe, expect, it } from "vitest"
import { followUpsByTopicFile, questionsByTopicFile } from "../../../../core/coach/bank/index.ts"
import { TOPICS } from "../../../../core/coach/bank/topic-list.ts"

const words = (text: string): Array<string> => text.toLowerCase().match(/[a-z0-9+#]+/g) ?? []

/** Words too common to show that a prompt was copied from its point. */
const COMMON = new Set(
  "a an the and or of to in on for with by is are be it its this that what how why when which do does you your can could would will as at from if".split(
    " "
  )
)

/** The share of the prompt's content words that the point's sentence also has. */
const copiedShare = (prompt: string, point: string): number => {
  const own = words(prompt).filter((w) => !COMMON.has(w))
  const theirs = new Set(words(point))
  return own.length === 0 ? 0 : own.filter((w) => theirs.has(w)).length / own.length
}

describe.each(TOPICS.map((topic) => [topic]))("follow-ups of %s", (topic) => {
  const questions = questionsByTopicFile[topic]
  const prompts = followUpsByTopicFile[topic]

  it("name only questions of the topic, and give each question one prompt per talking point", () => {
    const offences: Array<string> = []
    const ids = new Set(questions.map((q) => q.id))
    for (const id of Object.keys(prompts)) if (!ids.has(id)) offences.push(`${id} is not a ${topic} question`)
    for (const q of questions) {
      const own = prompts[q.id]
      if (own === undefined) offences.push(`${q.id} has no follow-ups`)
      else if (own.length !== q.talkingPoints.length) offences.push(`${q.id} has ${own.length} follow-ups for ${q.talkingPoints.length} points`)
    }
    expect(offences).toEqual([])
  })

  it("are short spoken questions, distinct within their question, and not the point's sentence turned round", () => {
    const offences: Array<string> = []
    for (const q of questions) {
      const own = prompts[q.id] ?? []
      own.forEach((prompt, i) => {
        const where = `${q.id} #${i + 1}`
        const count = words(prompt).length
        if (!prompt.trim().endsWith("?")) offences.push(`${where} does not end with a question mark`)
        if (count < 5 || count > 30) offences.push(`${where} has ${count} words (5–30)`)
        if (/[*`]|\n/.test(prompt)) offences.push(`${where} has markdown or a line break`)
        if (prompt !== prompt.trim() || /\s{2}/.test(prompt)) offences.push(`${where} has stray spaces`)
        const point = q.talkingPoints[i]?.point ?? ""
        if (copiedShare(prompt, point) > 0.75) offences.push(`${where} repeats its point's words: "${prompt}"`)
      })
      if (new Set(own.map((p) => p.toLowerCase())).size !== own.length) offences.push(`${q.id} repeats a follow-up`)
    }
    expect(offences).toEqual([])
  })
})
