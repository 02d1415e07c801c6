/**
 * The verdict of a yes/no question (core/coach/reading/verdict.ts): which questions ask yes or no, and which openings
 * are a verdict and which only start with the same word; the choice a question offers; the complexity it asks for.
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { indexAnswer } from "../../../../core/coach/reading/answer-index.ts"
import { contentStems } from "../../../../core/coach/reading/lexicon.ts"
import { readMeaning } from "../../../../core/coach/reading/meaning-text.ts"
import { questionFrame } from "../../../../core/coach/reading/question-frame.ts"
import { asksComplexity, asksYesOrNo, choiceOf, choicesOf, openingGrowth, verdictOf } from "../../../../core/coach/reading/verdict.ts"
import { meaning } from "../../../support/meaning.ts"

describe("the verdict of a yes/no question", () => {
  it("reads a question as asking yes or no from its first asking sentence", () => {
    expect(asksYesOrNo("Can sound travel through the vacuum of space?")).toBe(true)
    expect(asksYesOrNo("Isn't a linked list faster to index than an array?")).toBe(true)
    expect(asksYesOrNo("Is a HashMap thread-safe or not?")).toBe(true)
    // the context before the question is no question; the one after the first is another question
    expect(asksYesOrNo("Carl tested two cookies. Are the cookies pure sugar? What is your evidence?")).toBe(true)
    // a choice, a request put as a question, a wh-question, a statement
    expect(asksYesOrNo("Does a larger gear driven by a smaller gear turn faster or slower?")).toBe(false)
    expect(asksYesOrNo("Can you explain the layers of the OSI model?")).toBe(false)
    expect(asksYesOrNo("Why does ice float on water?")).toBe(false)
    expect(asksYesOrNo("What is X? Is it Y?")).toBe(false)
    expect(asksYesOrNo("Explain why the bulb is on.")).toBe(false)
  })

  it("reads the verdict an answer opens with, after fillers", () => {
    expect(verdictOf("Um, yes. Sound is a vibration.")).toBe("yes")
    expect(verdictOf("So, basically, no. Energy is conserved.")).toBe("no")
    expect(verdictOf("No, diamond is an insulator.")).toBe("no")
    expect(verdictOf("No because the circuit is open.")).toBe("no")
    expect(verdictOf("Nope it cannot.")).toBe("no")
    expect(verdictOf("Yes: some even numbers above 2 are prime.")).toBe("yes")
    expect(verdictOf("Of course not!")).toBe("no")
    expect(verdictOf("Of course, the compiler checks it.")).toBe("yes")
    expect(verdictOf("I don’t think so, it is not safe.")).toBe("no")
    expect(verdictOf("Agree. Vibrations are movements.")).toBe("yes")
    expect(verdictOf("Not at all, it is fine.")).toBe("no")
  })

  it("reads no verdict where the same word starts something else", () => {
    expect(verdictOf("No one can decide that in general.")).toBe(null)
    expect(verdictOf("No two inputs share a hash in a perfect hash.")).toBe(null)
    expect(verdictOf("No index arithmetic is possible on a list.")).toBe(null)
    expect(verdictOf("True parallelism needs several cores.")).toBe(null)
    expect(verdictOf("Yes and no: it depends on the isolation level.")).toBe(null)
    expect(verdictOf("The answer is that sound needs a medium.")).toBe(null)
    expect(verdictOf("")).toBe(null)
  })

  it("by property: a verdict stands before any reason, and a sentence that opens with none gains none from its reason", () => {
    const reason = fc.constantFrom("", ", because it is so.", ". It is so.", " because it is so.", " it can.", "!")
    const opening = fc.constantFrom("", "Um, ", "So, ", "Well, basically, ")
    fc.assert(fc.property(opening, fc.constantFrom("yes", "Yes", "yeah", "no", "No", "nope"), reason, (before, word, after) => {
      expect(verdictOf(`${before}${word}${after}`)).toBe(/^(yes|yeah)$/i.test(word) ? "yes" : "no")
    }))
    fc.assert(fc.property(fc.constantFrom("The", "Because", "It", "Sound", "Noise", "Yesterday"), reason, (start, after) => {
      expect(verdictOf(`${start} reason${after}`)).toBe(null)
    }))
  })

  it("reads the two words a question asks to choose between, and which one an answer opens with", () => {
    const gears = choicesOf("Does a larger gear driven by a smaller gear turn faster or slower?")
    expect(gears).toEqual(["faster", "slower"])
    expect(choicesOf("Is a HashMap thread-safe or not?")).toBeNull()
    expect(choicesOf("Should you use an array or a linked list?")).toBeNull()
    expect(choicesOf("Why does ice float?")).toBeNull()
    expect(choiceOf("Um, so. The big gear turns slower, with more torque.", gears!)).toBe("slower")
    expect(choiceOf("The big gear turns faster.", gears!)).toBe("faster")
    // both, denied, or neither: no choice read
    expect(choiceOf("It turns slower, not faster.", gears!)).toBeNull()
    expect(choiceOf("It doesn't turn faster.", gears!)).toBeNull()
    expect(choiceOf("It depends on the teeth. Count them.", gears!)).toBeNull()
    // stems: "increases" chooses "increase"
    expect(choiceOf("It increases.", choicesOf("Does the current increase or decrease?")!)).toBe("increas")
  })
})

describe("the complexity a question asks for", () => {
  const frame = questionFrame("What is the time complexity of a lookup?", contentStems("What is the time complexity of a lookup?"))
  const growthOf = (text: string) => openingGrowth(readMeaning(indexAnswer(text), meaning, frame), 2)

  it("reads which questions ask for a complexity and nothing else, from their asking sentence", () => {
    expect(asksComplexity("What is the time complexity of looking up a key in a balanced binary search tree?")).toBe(true)
    expect(asksComplexity("Think of a hash table. What's the average-case complexity of a lookup?")).toBe(true)
    expect(asksComplexity("What is the big-O of inserting at the head of a linked list?")).toBe(true)
    expect(asksComplexity("What is the time complexity of binary search, and why?")).toBe(true)
    // asking how or what else as well, asking something else about complexity, or not asking for one
    expect(asksComplexity("What is the time complexity of a heap push, and how does it keep its shape?")).toBe(false)
    expect(asksComplexity("How would you reverse a singly linked list, and what is its time and space complexity?")).toBe(false)
    expect(asksComplexity("What is the difference between best-case and worst-case complexity?")).toBe(false)
    expect(asksComplexity("Why is binary search fast?")).toBe(false)
  })

  it("reads the growth class an answer opens with: one class, said plainly, in its first two sentences", () => {
    expect(growthOf("It's O(log n). Each step halves the range.")).toBe("logarithmic")
    expect(growthOf("Each step halves the range. So it takes logarithmic time.")).toBe("logarithmic")
    expect(growthOf("Constant time on average.")).toBe("constant")
    // two classes, a denied one, or none in the first two sentences: no verdict
    expect(growthOf("O(log n) when balanced, O(n) when it degenerates.")).toBe(null)
    expect(growthOf("It's not O(n).")).toBe(null)
    expect(growthOf("Each step halves the range. Few steps are needed. So it is O(log n).")).toBe(null)
  })
})
