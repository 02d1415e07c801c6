/** The question bank's structure, uniqueness and coverage (the "Question bank" rules). */
import { describe, expect, it } from "vitest"
import { builtInBank } from "../../../../core/coach/built-in-layer.ts"
import { questionsByTopicFile } from "../../../../core/coach/bank/index.ts"
import { makeBuiltInCoach } from "../../../../core/coach/built-in-coach.ts"
import { textKey } from "../../../../core/coach/reading/text.ts"
import { TOPICS } from "../../../../core/coach/bank/topic-list.ts"
import { meaning } from "../../../support/meaning.ts"

const bank = builtInBank()
const questions = bank.questions
const coach = makeBuiltInCoach(bank, undefined, meaning)
const words = (text: string) => text.split(/\s+/).filter((w) => w.length > 0).length

/** Collects every offence instead of stopping at the first, so a failing run lists them all. */
const offences = (check: (add: (message: string) => void) => void): Array<string> => {
  const out: Array<string> = []
  check((message) => out.push(message))
  return out
}

describe("the question bank", () => {
  it("imports a topic file for each of the 26 topics of spec §1", () => {
    expect(Object.keys(questionsByTopicFile).sort()).toEqual([...TOPICS].sort())
  })

  it("has at least 30 questions per topic, with easy, medium and hard all present", () => {
    expect(
      offences((add) => {
        for (const topic of TOPICS) {
          const own = bank.topic(topic)
          if (own.length < 30) add(`${topic} has ${own.length} questions`)
          for (const d of ["easy", "medium", "hard"] as const) if (!own.some((q) => q.difficulty === d)) add(`${topic} has no ${d} question`)
        }
      })
    ).toEqual([])
  })

  it("every question sits in its own topic's file with an id of the form <topic>-<three digits>", () => {
    expect(
      offences((add) => {
        for (const [topic, list] of Object.entries(questionsByTopicFile)) {
          for (const q of list ?? []) {
            if (q.topic !== topic) add(`${q.id} is in ${topic}.ts but says topic ${q.topic}`)
            if (!new RegExp(`^${q.topic}-\\d{3}$`).test(q.id)) add(`${q.id} does not look like ${q.topic}-000`)
          }
        }
      })
    ).toEqual([])
  })

  it("ids and question texts are unique across the bank", () => {
    const ids = new Map<string, number>()
    const texts = new Map<string, string>()
    expect(
      offences((add) => {
        for (const q of questions) {
          ids.set(q.id, (ids.get(q.id) ?? 0) + 1)
          const key = textKey(q.text)
          const other = texts.get(key)
          if (other !== undefined) add(`${q.id} repeats the text of ${other}`)
          texts.set(key, q.id)
        }
        for (const [id, n] of ids) if (n > 1) add(`${id} is used ${n} times`)
      })
    ).toEqual([])
  })

  it("every question has 3–6 talking points with 1–3 non-empty cue groups, a model answer and 1–5 lower-case tags", () => {
    expect(
      offences((add) => {
        for (const q of questions) {
          if (q.talkingPoints.length < 3 || q.talkingPoints.length > 6) add(`${q.id} has ${q.talkingPoints.length} talking points`)
          for (const p of q.talkingPoints) {
            if (p.point.trim() === "") add(`${q.id} has an empty point`)
            if (p.cues.length < 1 || p.cues.length > 3) add(`${q.id} point "${p.point}" has ${p.cues.length} cue groups`)
            for (const g of p.cues) if (g.length === 0 || g.some((c) => c.trim() === "")) add(`${q.id} point "${p.point}" has an empty cue`)
          }
          const n = words(q.modelAnswer)
          if (n < 30 || n > 220) add(`${q.id} model answer has ${n} words`)
          if (q.tags.length < 1 || q.tags.length > 5 || q.tags.some((t) => t !== t.toLowerCase())) add(`${q.id} tags ${q.tags.join(",")}`)
          if (/`|\*\*|^#+\s|\]\(/.test(q.text)) add(`${q.id} text has markdown`)
        }
      })
    ).toEqual([])
  })

  it("aptitude questions have an exact answer and a worked solution; SQL questions come with a schema", () => {
    expect(
      offences((add) => {
        for (const q of questions) {
          if (q.topic === "aptitude" && (q.kind !== "aptitude" || !q.exactAnswer?.trim() || !q.solution?.trim())) add(`${q.id} lacks kind, exact answer or solution`)
          if (q.topic === "sql" && !/create table/i.test(q.schema ?? "")) add(`${q.id} has no CREATE TABLE schema`)
        }
      })
    ).toEqual([])
  })

  it("HR questions are behavioural (STAR stories)", () => {
    expect(bank.topic("hr").filter((q) => q.kind !== "behavioural").map((q) => q.id)).toEqual([])
  })

  it("every model answer makes every one of its own talking points", () => {
    expect(
      offences((add) => {
        for (const q of questions) {
          const result = coach.assess({ question: q.text, questionId: q.id, answer: q.modelAnswer })
          if (!("score" in result)) add(`${q.id}: ${result.message}`)
          else for (const m of result.missed) add(`${q.id} model answer misses "${m.point}"`)
        }
      })
    ).toEqual([])
  })

  it("every aptitude model answer states the exact answer", () => {
    expect(
      offences((add) => {
        for (const q of bank.topic("aptitude")) {
          const result = coach.assess({ question: q.text, questionId: q.id, answer: q.modelAnswer })
          if ("score" in result && result.exact?.correct !== true) add(`${q.id}: model answer gives ${result.exact?.given} for ${q.exactAnswer}`)
        }
      })
    ).toEqual([])
  })
})
