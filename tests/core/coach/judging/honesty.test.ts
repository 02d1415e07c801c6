/**
 * The honesty rules of the issue, as named tests against real bank questions: what only looks like an answer
 * scores low, a correct answer in the candidate's own words scores high.
 */
import { describe, expect, it } from "vitest"
import { builtInBank } from "../../../../core/coach/built-in-layer.ts"
import { makeBuiltInCoach } from "../../../../core/coach/built-in-coach.ts"
import { NothingToJudgeBy } from "../../../../core/coach/errors.ts"
import type { Assessment } from "../../../../core/coach/schemas.ts"
import { meaning } from "../../../support/meaning.ts"

const coach = makeBuiltInCoach(builtInBank(), undefined, meaning)
const bankQuestion = (id: string) => {
  const q = coach.bank.byId.get(id)
  if (q === undefined) throw new Error(`bank question ${id} is missing`)
  return q
}
const assess = (id: string, answer: string): Assessment => {
  const q = bankQuestion(id)
  const result = coach.assess({ question: q.text, talkingPoints: q.talkingPoints, reference: q.modelAnswer, kind: q.kind, answer })
  if (!("score" in result)) throw new Error(result.message)
  return result
}

const OWN_WORDS_LIST_TUPLE =
  "You can change a list after you create it, adding or removing items, but a tuple is fixed for good once it exists. Because it can never change, a tuple can be hashed, so it works as a key in a dict or as a member of a set, which a list cannot. I use tuples for small fixed records like an x and y pair returned from a function, and lists for a growing collection of similar things. Tuples are also slightly lighter in memory."

describe("honest scoring (python-001, list vs tuple)", () => {
  it("an empty answer scores 0", () => {
    const a = assess("python-001", "   ")
    expect(a.score).toBe(0)
    expect(a.rating).toBe(1)
    expect(a.flags).toContain("empty")
  })

  it("'I don't know' scores at most 5", () => {
    for (const answer of ["I don't know.", "Sorry, no idea.", "I'm not sure, I can't remember.", "Pass."]) {
      expect(assess("python-001", answer).score).toBeLessThanOrEqual(5)
    }
  })

  it("the question copied back scores at most 10", () => {
    const a = assess("python-001", bankQuestion("python-001").text)
    expect(a.score).toBeLessThanOrEqual(10)
    expect(a.flags).toContain("copied-question")
  })

  it("a keyword list without sentences scores at most 15", () => {
    for (const answer of ["mutable, immutable, hashable, dict key, record, memory", "Immutable.\nHashable.\nDictionary keys.\nFaster."]) {
      const a = assess("python-001", answer)
      expect(a.score).toBeLessThanOrEqual(15)
      expect(a.flags).toContain("keyword-list")
    }
  })

  it("a short reference's right answer that reuses its words in another order is no shuffled copy", () => {
    const a = coach.assess({
      question: "Why does ice float on water?",
      reference: "Water expands when it freezes, so ice is less dense than liquid water, and a less dense solid floats on a denser liquid.",
      answer: "Ice isn't as dense as the water around it, since water expands as it freezes, and anything less dense than water floats."
    })
    if (a instanceof NothingToJudgeBy) throw new Error(a.message)
    expect(a.score).toBeGreaterThanOrEqual(50)
  })

  it("the model answer with its words shuffled scores at most 20", () => {
    const words = bankQuestion("python-001").modelAnswer.split(/\s+/)
    const shuffled = words.map((w, i) => [w, (i * 7919) % words.length] as const).sort((a, b) => a[1] - b[1]).map(([w]) => w).join(" ")
    const a = assess("python-001", shuffled)
    expect(a.score).toBeLessThanOrEqual(20)
    expect(a.flags).toContain("shuffled")
    expect(a.covered).toEqual([])
  })

  it("an answer about another topic scores at most 15", () => {
    const a = assess(
      "python-001",
      "React re-renders a component when its state or props change, and the virtual DOM diff decides which real DOM nodes to update. Hooks like useEffect run after the render has been committed."
    )
    expect(a.score).toBeLessThanOrEqual(15)
  })

  it("a correct answer in the candidate's own words scores at least 80", () => {
    const a = assess("python-001", OWN_WORDS_LIST_TUPLE)
    expect(a.score).toBeGreaterThanOrEqual(80)
    expect(a.missed).toEqual([])
  })

  it("a longer correct answer never scores below its own first sentence", () => {
    const sentences = OWN_WORDS_LIST_TUPLE.split(/(?<=\.)\s+/)
    let previous = -1
    for (let n = 1; n <= sentences.length; n++) {
      const score = assess("python-001", sentences.slice(0, n).join(" ")).score
      expect(score).toBeGreaterThanOrEqual(previous)
      previous = score
    }
  })

  it("a half answer lands mid-scale, between the wrong and the good", () => {
    const half = assess("python-001", "A list can be modified after you create it, but a tuple is fixed and can't be changed, so a tuple can be used as a dictionary key.").score
    const wrong = assess("python-001", "Lists and tuples are the same thing, a tuple just uses round brackets instead of square ones.").score
    expect(half).toBeGreaterThan(wrong)
    expect(half).toBeGreaterThanOrEqual(35)
    expect(half).toBeLessThan(assess("python-001", OWN_WORDS_LIST_TUPLE).score)
  })
})

describe("honest scoring of other kinds", () => {
  it("aptitude: the exact answer decides; the right number with working scores high, a wrong one low", () => {
    const right = assess("aptitude-003", "It only has to cover its own 150 metres in 10 seconds, so 15 metres per second, and times 3.6 that is 54 km/h.")
    const wrong = assess("aptitude-003", "It covers 150 metres in 10 seconds, so 15 metres per second, and times 3.6 that is 45 km/h.")
    expect(right.exact).toEqual({ expected: bankQuestion("aptitude-003").exactAnswer, given: "54", correct: true })
    expect(right.score).toBeGreaterThanOrEqual(80)
    expect(wrong.exact?.correct).toBe(false)
    expect(wrong.score).toBeLessThanOrEqual(60)
  })

  it("behavioural: a full STAR story with a number scores high; a story with no result and no number scores lower", () => {
    const full = assess(
      "hr-002",
      "In my final-year internship the client moved a demo a week earlier, which left me four days to finish a dashboard. I agreed with my lead which charts were must-haves and which could wait, and I told the client which parts would follow. I reused an existing component and tested only the calculations. We delivered on time and the client renewed for 20 percent more. I learned to cut scope openly and early."
    )
    const thin = assess("hr-002", "We had a tight deadline once. I worked late and tried my best.")
    expect(full.star).toEqual({ situation: true, task: true, action: true, result: true, quantified: true })
    expect(full.score).toBeGreaterThanOrEqual(80)
    expect(thin.score).toBeLessThan(full.score - 30)
  })

  it("sql: a written query counts as sentences, not as a keyword list", () => {
    const a = assess(
      "sql-002",
      "SELECT d.name FROM employees e JOIN departments d ON d.id = e.department_id WHERE e.hired_at >= '2020-01-01' GROUP BY d.name HAVING AVG(e.salary) > 60000. WHERE filters rows before grouping, so the hire date goes there, while HAVING filters the groups after the average is computed, because an aggregate cannot be used in WHERE."
    )
    expect(a.flags).not.toContain("keyword-list")
    expect(a.score).toBeGreaterThanOrEqual(70)
  })

  it("judges a question that is not in the bank from a reference answer", () => {
    const question = "What is the difference between git merge and git rebase?"
    const reference =
      "Merge joins two branches with a merge commit that has both tips as parents, preserving history. Rebase replays your commits on top of another branch, rewriting them into a linear history. Do not rebase branches that others have pulled, because it rewrites commits."
    const judge = (answer: string) => {
      const r = coach.assess({ question, reference, answer })
      if (!("score" in r)) throw new Error(r.message)
      return r.score
    }
    const good = judge(
      "A merge creates a new commit with two parents, so the branch history stays as it happened. A rebase re-applies my commits on top of the other branch, which rewrites them and gives a straight linear history. Because it rewrites commits, I never rebase a branch other people have already pulled."
    )
    expect(good).toBeGreaterThanOrEqual(70)
    expect(judge("Merge uploads your code to the server and rebase downloads it again.")).toBeLessThan(35)
    expect(judge(question)).toBeLessThanOrEqual(10)
    expect(judge("I don't know.")).toBeLessThanOrEqual(5)
  })

  it("judged by a reference, an answer in the question's own words is no copy of the question; the question read back is", () => {
    const question = "Sam wants to know which of two coins, a penny or a nickel, is harder, so he does a scratch test. How does the scratch test show which coin is harder?"
    const reference = "The harder coin scratches the softer coin."
    const judge = (answer: string) => {
      const r = coach.assess({ question, reference, answer })
      if (!("score" in r)) throw new Error(r.message)
      return r
    }
    for (const answer of ["If the penny scratches the nickel, the penny is the harder coin.", "The coin that is harder will scratch the other coin."]) {
      const r = judge(answer)
      expect(r.flags).not.toContain("copied-question")
      expect(r.score).toBeGreaterThanOrEqual(40)
    }
    for (const answer of [question, "Which coin is harder, the penny or the nickel, is shown by the scratch test."]) {
      const r = judge(answer)
      expect(r.flags).toContain("copied-question")
      expect(r.score).toBeLessThanOrEqual(10)
    }
  })

  it("the model answer itself scores at least 90 for every kind", () => {
    for (const id of ["python-001", "aptitude-003", "hr-002", "sql-002", "system-design-002"]) {
      expect(assess(id, bankQuestion(id).modelAnswer).score).toBeGreaterThanOrEqual(90)
    }
  })

  it("a story told for another question is marked off-topic: it never reaches the situation the question asks about", () => {
    const a = assess("hr-011", bankQuestion("hr-002").modelAnswer)
    expect(a.flags).toContain("off-topic")
    expect(a.score).toBeLessThanOrEqual(35)
    expect(assess("hr-002", bankQuestion("hr-002").modelAnswer).flags).toEqual([])
  })

  it("naming things is not explaining them: listing the traversals covers none of the points about what each does", () => {
    const a = assess("data-structures-010", "Preorder, inorder, postorder and level order.")
    expect(a.covered).toEqual([])
    const partial = assess("data-structures-010", "There's preorder, inorder and postorder, which are depth-first. Inorder on a binary search tree gives sorted output.")
    expect(partial.covered.map((c) => c.point)).toEqual(["Inorder visits left, node, right, giving sorted order on a binary search tree."])
  })
})
