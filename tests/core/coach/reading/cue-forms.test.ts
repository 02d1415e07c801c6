/**
 * Cues as they are said and typed: operators read aloud, code names spoken as words ("use memo"), snake_case
 * and camelCase, hyphenated compounds, and a cue written in words typed as one name.
 */
import { describe, expect, it } from "vitest"
import { builtInBank } from "../../../../core/coach/built-in-layer.ts"
import type { BankQuestion } from "../../../../core/coach/bank/types.ts"
import { makeBuiltInCoach } from "../../../../core/coach/built-in-coach.ts"
import { cueForms } from "../../../../core/coach/reading/cue-variants.ts"
import type { Assessment } from "../../../../core/coach/schemas.ts"
import { makeQuestionBank } from "../../../../core/coach/selection/question-bank.ts"
import { stemPhrase } from "../../../../core/coach/reading/text.ts"
import { meaning } from "../../../support/meaning.ts"

const coach = makeBuiltInCoach(builtInBank(), undefined, meaning)
const lexicon = coach.bank.lexicon()
const forms = (alternative: string) => cueForms(alternative, lexicon).map((f) => f.join(" "))
const said = (phrase: string) => stemPhrase(phrase).join(" ")

const assessBank = (id: string, answer: string): Assessment => {
  const q = coach.bank.byId.get(id)!
  const result = coach.assess({ question: q.text, questionId: id, answer })
  if (!("score" in result)) throw new Error(result.message)
  return result
}

describe("cue forms", () => {
  it("the issue's example: 'null == undefined is true but === is false' makes the loose-versus-strict equality point", () => {
    const a = assessBank(
      "javascript-006",
      "undefined means a variable was declared but never assigned a value, it is the default. null is an intentional empty value that a programmer assigns on purpose. typeof null is object, which is a historic bug, and null == undefined is true but === is false."
    )
    expect(a.covered.map((c) => c.point)).toContain("They are loosely equal to each other but not strictly equal, and typeof gives undefined versus object.")
    expect(a.score).toBeGreaterThanOrEqual(60)
  })

  it("a code name is also its spoken words: useMemo, push_back, a camel-case name the bank writes", () => {
    expect(forms("useMemo")).toContain(said("use memo"))
    expect(forms("push_back")).toContain(said("push back"))
    expect(forms("nexttick")).toContain(said("next tick"))
    expect(forms("hashmap")).toContain(said("hash map"))
  })

  it("a compound of two words the bank uses also counts hyphenated or spaced: preorder is pre-order", () => {
    expect(forms("preorder")).toContain(said("pre order"))
    expect(forms("deadlock")).toContain(said("dead lock"))
  })

  it("a cue in words also counts typed as the one name the bank writes: 'use memo' is useMemo, 'push back' is push_back", () => {
    expect(forms("use memo")).toContain(said("usememo"))
    expect(forms("push back")).toContain(said("push_back"))
    expect(forms("not assigned")).toEqual([said("not assigned")])
  })

  it("ordinary words stay whole: overall is not 'over all', without is not 'with out', typeof is not 'type of'", () => {
    for (const word of ["overall", "without", "within", "typeof", "understand"]) expect(forms(word)).toEqual([said(word)])
  })

  it("an answer said aloud makes a point whose cue is written as a code name", () => {
    const question: BankQuestion = {
      id: "react-901",
      topic: "react",
      difficulty: "easy",
      kind: "concept",
      text: "What does the memo hook do in React?",
      talkingPoints: [
        { point: "useMemo caches a computed value between renders.", cues: [["usememo"], ["cache", "caches", "cached"]] },
        { point: "It recomputes only when a dependency changes.", cues: [["dependency", "dependencies"], ["change", "changes"]] },
        { point: "A vector's push_back may reallocate.", cues: [["push_back"], ["reallocate", "reallocates"]] }
      ],
      modelAnswer: "useMemo caches a computed value between renders and recomputes it only when a dependency changes. Like push_back on a vector, which may reallocate, it trades memory for speed.",
      tags: ["hooks"]
    }
    const small = makeBuiltInCoach(makeQuestionBank([question]), undefined, meaning)
    const result = small.assess({
      question: question.text,
      questionId: question.id,
      answer: "Use memo caches the computed value so it is not redone on every render. When you push back onto a vector it may reallocate."
    })
    if (!("score" in result)) throw new Error(result.message)
    expect(result.covered.map((c) => c.point)).toEqual([question.talkingPoints[0]!.point, question.talkingPoints[2]!.point])
  })
})
