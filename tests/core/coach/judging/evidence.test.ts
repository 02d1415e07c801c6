import { describe, expect, it } from "vitest"
import { indexAnswer } from "../../../../core/coach/reading/answer-index.ts"
import { compileTalkingPoint, COVERED, RELEVANCE_BOUNDS, relevanceFactors } from "../../../../core/coach/judging/evidence.ts"
import { matchPoint } from "../../../../core/coach/judging/point-match.ts"
import { emptyLexicon } from "../../../../core/coach/reading/lexicon.ts"
import { contentStems } from "../../../../core/coach/reading/lexicon.ts"

const question = contentStems("What is the difference between a list and a tuple?")
const point = compileTalkingPoint(
  { point: "Tuples cannot be changed after creation.", cues: [["tuple"], ["immutable", "cannot be changed", "fixed"]] },
  emptyLexicon,
  question
)
const credit = (answer: string) => matchPoint(point, indexAnswer(answer)).credit

describe("talking-point evidence", () => {
  it("a point is made when one sentence hits an alternative of every cue group", () => {
    expect(credit("A tuple is immutable, so once you build it you keep it.")).toBeGreaterThanOrEqual(0.99)
  })

  it("a point is made when two neighbouring sentences hit the groups between them", () => {
    expect(credit("Think about a tuple for a moment. It is immutable once you build it.")).toBeGreaterThanOrEqual(0.99)
  })

  it("sentences that are not neighbours do not make a point together", () => {
    const answer = "Think about a tuple for a moment. Lists are what most people use. The thing is immutable once built."
    expect(credit(answer)).toBeLessThan(COVERED)
  })

  it("phrase alternatives match in order, allowing one extra word, across endings and case", () => {
    expect(credit("Tuples CANNOT ever be changed after they exist.")).toBeGreaterThanOrEqual(0.99)
    expect(credit("Tuples: changed? It cannot be, as far as they are concerned.")).toBeLessThan(0.99)
  })

  it("naming only the question's own topic earns no partial credit", () => {
    expect(credit("A tuple is a thing in Python that people use a lot.")).toBe(0)
  })

  it("a list of terms earns little even when it holds every cue", () => {
    expect(credit("tuple, immutable, fixed")).toBeLessThan(0.2)
  })

  it("shuffled words earn little even when they hold every cue", () => {
    expect(credit("the is a tuple of immutable the and a of is")).toBeLessThan(COVERED)
  })

  it("reports the sentence that made the point", () => {
    const answer = indexAnswer("Lists grow as you append. A tuple, however, is fixed.")
    const match = matchPoint(point, answer)
    expect(match.sentences.map((i) => answer.sentences[i]!.text)).toContain("A tuple, however, is fixed.")
  })
})

describe("negated evidence", () => {
  const positive = compileTalkingPoint(
    { point: "Threads of one process share its memory.", cues: [["thread"], ["share", "shared memory"]] },
    emptyLexicon,
    contentStems("What is the difference between a process and a thread?")
  )
  const negative = compileTalkingPoint(
    { point: "Processes do not share memory with each other.", cues: [["process"], ["share", "isolated"]] },
    emptyLexicon,
    contentStems("What is the difference between a process and a thread?")
  )
  const creditOf = (p: typeof positive, answer: string) => matchPoint(p, indexAnswer(answer)).credit

  it("a cue under a negation does not make a point that states something: 'threads cannot share anything'", () => {
    expect(creditOf(positive, "Threads cannot share anything with each other.")).toBe(0)
    expect(creditOf(positive, "Threads never really share memory.")).toBe(0)
    expect(creditOf(positive, "Threads in one process share the same memory.")).toBeGreaterThanOrEqual(0.99)
  })

  it("a negation in another clause, or after the cue, leaves the point made", () => {
    expect(creditOf(positive, "Processes are not isolated from the OS; threads share the heap.")).toBeGreaterThanOrEqual(0.99)
    expect(creditOf(positive, "Threads share memory, so they do not need pipes.")).toBeGreaterThanOrEqual(0.99)
  })

  it("a point that itself denies something is made by a negated sentence", () => {
    expect(creditOf(negative, "Two processes do not share memory.")).toBeGreaterThanOrEqual(0.99)
  })
})

describe("relevance to the question's vocabulary", () => {
  const vocabulary = contentStems("A stack is last in, first out, LIFO: push and pop the top item.")
  const relevance = (sentence: string) => relevanceFactors(indexAnswer(sentence), vocabulary, RELEVANCE_BOUNDS.bank)[0]!

  it("an analogy's own words do not make a sentence less relevant than it is without them", () => {
    expect(relevance("A stack is LIFO, like a pile of plates where the last plate you put on is the first you take off.")).toBe(relevance("A stack is LIFO."))
    expect(relevance("A stack is LIFO.")).toBe(1)
  })

  it("an analogy's words count where the rest of the sentence says too little, and words outside it count as they did", () => {
    // two content words outside the analogy are too few to stand alone
    expect(relevance("Plates, like a stack of plates in a kitchen cupboard where cooks keep dishes.")).toBeLessThan(1)
    expect(relevance("My grandmother keeps old plates and cups in a tall wooden kitchen cupboard.")).toBe(0)
  })
})
