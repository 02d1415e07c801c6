/** The rule that chooses the interviewer's one follow-up (issue #16), and the follow-ups the built-in coach asks. */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { questionsByTopicFile } from "../../../../core/coach/bank/index.ts"
import { builtInBank } from "../../../../core/coach/built-in-layer.ts"
import { makeBuiltInCoach } from "../../../../core/coach/built-in-coach.ts"
import { chooseFollowUp, type FollowUpInput, followUpText, quoteOf, QUOTE_WORDS } from "../../../../core/coach/feedback/follow-up.ts"
import { meaning } from "../../../support/meaning.ts"

const pointNames = ["p0", "p1", "p2", "p3", "p4", "p5"]

/** A question of 3–6 points, each covered, missed, vague (missed, touched) or contradicted (missed, said the other way). */
const judged = fc
  .record({
    states: fc.array(fc.constantFrom("covered", "missed", "vague", "contradicted"), { minLength: 3, maxLength: 6 }),
    prompted: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
    status: fc.constantFrom("ANSWERED" as const, "SKIPPED" as const),
    answer: fc.oneof(fc.constant(""), fc.constant("   "), fc.string({ minLength: 1, maxLength: 80 })),
    flags: fc.subarray(["empty", "hedge-only", "copied-question", "keyword-list", "off-topic"] as const),
    isFollowUp: fc.boolean(),
    judgedAtAll: fc.boolean()
  })
  .map(({ states, prompted, status, answer, flags, isFollowUp, judgedAtAll }) => {
    const points = states.map((_, i) => ({ point: pointNames[i]!, ...(prompted[i] ? { followUp: `Prompt ${i}?` } : {}) }))
    const at = (state: string) => states.flatMap((s, i) => (s === state ? [pointNames[i]!] : []))
    const input: FollowUpInput = {
      status,
      answer,
      isFollowUp,
      points,
      assessment: judgedAtAll
        ? {
          missed: states.flatMap((s, i) => (s === "covered" ? [] : [{ point: pointNames[i]! }])),
          contradicted: at("contradicted").map((point) => ({ point, sentence: `I think the opposite of ${point}.` })),
          vague: at("vague").map((point) => ({ point, sentence: `Something about ${point}.` })),
          flags: [...flags]
        }
        : null
    }
    return { input, states }
  })

describe("choosing a follow-up", () => {
  it("never follows up a skip, an empty or hedge-only answer, an unjudged answer, a complete answer or a follow-up", () => {
    fc.assert(fc.property(judged, ({ input, states }) => {
      const choice = chooseFollowUp(input)
      const nothingSaid = input.assessment === null || input.assessment.flags.some((f) => f === "empty" || f === "hedge-only")
      if (input.status === "SKIPPED" || input.answer.trim() === "" || nothingSaid || input.isFollowUp || states.every((s) => s === "covered")) {
        expect(choice).toBeNull()
      }
    }))
  })

  it("draws out a point the answer did not make and that has a written prompt; the opposite first, then vague, then missed", () => {
    fc.assert(fc.property(judged, ({ input, states }) => {
      const choice = chooseFollowUp(input)
      if (choice === null) return
      expect(states[choice.pointIndex]).not.toBe("covered")
      expect(input.points[choice.pointIndex]!.followUp).toBeDefined()
      const askable = (state: string) => states.some((s, i) => s === state && input.points[i]!.followUp !== undefined)
      const expected = askable("contradicted") ? "contradicted" : askable("vague") ? "vague" : "missed"
      expect(choice.reason).toBe(expected)
      // The first such point in the question's order.
      const first = states.findIndex((s, i) => s === expected && input.points[i]!.followUp !== undefined)
      expect(choice.pointIndex).toBe(first)
      expect(choice.said === null).toBe(expected === "missed")
    }))
  })

  it("follows up whenever an answered, judged main question has an unmade point with a prompt", () => {
    fc.assert(fc.property(judged, ({ input, states }) => {
      const a = input.assessment
      const eligible = input.status === "ANSWERED" && input.answer.trim() !== "" && !input.isFollowUp && a !== null &&
        !a.flags.some((f) => f === "empty" || f === "hedge-only") &&
        states.some((s, i) => s !== "covered" && input.points[i]!.followUp !== undefined)
      expect(chooseFollowUp(input) !== null).toBe(eligible)
    }))
  })

  it("with anyPoint, may choose a point without a written prompt (a model writes the question)", () => {
    fc.assert(fc.property(judged, ({ input, states }) => {
      const choice = chooseFollowUp(input, { anyPoint: true })
      if (choice !== null) expect(states[choice.pointIndex]).not.toBe("covered")
      if (chooseFollowUp(input) !== null) expect(choice).not.toBeNull()
    }))
  })

  it("quotes the candidate back in at most QUOTE_WORDS words, on one line and without double quotes", () => {
    fc.assert(fc.property(fc.string({ maxLength: 400 }), (said) => {
      const quote = quoteOf(said)
      expect(quote).not.toMatch(/["\n]/)
      expect(quote.replace(/ …$/, "").split(" ").filter((w) => w !== "").length).toBeLessThanOrEqual(QUOTE_WORDS)
    }))
    expect(followUpText({ pointIndex: 0, reason: "contradicted", said: "Indexes make writes faster." }, "What does an index cost on writes?"))
      .toBe("You said \"Indexes make writes faster\". What does an index cost on writes?")
    expect(followUpText({ pointIndex: 0, reason: "missed", said: null }, "What does an index cost on writes?")).toBe("What does an index cost on writes?")
    expect(followUpText({ pointIndex: 0, reason: "vague", said: "Indexes are about speed." }, "What does an index cost on writes?")).toBe(
      "What does an index cost on writes?"
    )
  })
})

describe("the built-in coach's follow-ups", () => {
  const bank = builtInBank()
  const coach = makeBuiltInCoach(bank, undefined, meaning)
  const ask = (id: string, answer: string, isFollowUp = false) => {
    const q = bank.byId.get(id)!
    const assessment = coach.assess({ question: q.text, questionId: q.id, answer })
    if (!("score" in assessment)) throw new Error("not judged")
    return coach.followUp({
      question: q.text,
      questionId: q.id,
      talkingPoints: q.talkingPoints,
      reference: q.modelAnswer,
      status: "ANSWERED",
      answer,
      assessment,
      isFollowUp
    })
  }

  it("asks the bank's written prompt for the point the answer missed", () => {
    const q = bank.byId.get("python-001")!
    // Says only that lists can change: tuples, hashing, use and size are missed.
    const followUp = ask("python-001", "A list is mutable, so you can append and remove items in place.")
    expect(followUp).not.toBeNull()
    expect(followUp!.reason).not.toBe("contradicted")
    expect(q.talkingPoints[followUp!.pointIndex]!.followUp).toBeDefined()
    expect(followUp!.text).toContain(q.talkingPoints[followUp!.pointIndex]!.followUp!)
    expect(followUp!.writtenBy).toBe("built-in")
  })

  it("asks none after the model answer, which makes every point, and none of a follow-up", () => {
    for (const id of ["python-001", "sql-003", "hr-002", "system-design-010"]) {
      expect(ask(id, bank.byId.get(id)!.modelAnswer)).toBeNull()
    }
    expect(ask("python-001", "A list is mutable, so you can append and remove items in place.", true)).toBeNull()
  })

  it("has a written prompt for every talking point of every bank question", () => {
    const missing = Object.values(questionsByTopicFile).flat().flatMap((q) =>
      bank.byId.get(q.id)!.talkingPoints.flatMap((p, i) => (p.followUp === undefined ? [`${q.id} #${i + 1}`] : []))
    )
    expect(missing).toEqual([])
  })
})
