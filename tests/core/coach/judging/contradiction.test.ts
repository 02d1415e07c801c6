/**
 * Saying the opposite (issue 12, point 2): the negation forms and opposite pairs read, the rule that caps the score
 * of an answer that contradicts a point, and the two development sets (contradiction-dev.json, contradiction-dev-2.json).
 * The development sets were tuned on, so they are held only to floors here; the frozen cases are never asserted on.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { builtInBank } from "../../../../core/coach/built-in-layer.ts"
import { makeBuiltInCoach } from "../../../../core/coach/built-in-coach.ts"
import { NothingToJudgeBy } from "../../../../core/coach/errors.ts"
import { contradictionCap } from "../../../../core/coach/judging/assess.ts"
import { indexAnswer } from "../../../../core/coach/reading/answer-index.ts"
import { contentStems } from "../../../../core/coach/reading/lexicon.ts"
import { type MeaningWord, readMeaning } from "../../../../core/coach/reading/meaning-text.ts"
import { opposed, opposedProperties } from "../../../../core/coach/reading/opposites.ts"
import { questionFrame } from "../../../../core/coach/reading/question-frame.ts"
import type { Assessment, AssessmentRequest } from "../../../../core/coach/schemas.ts"
import { meaning } from "../../../support/meaning.ts"

const coach = makeBuiltInCoach(builtInBank(), undefined, meaning)
const assess = (request: AssessmentRequest): Assessment => {
  const a = coach.assess(request)
  if (a instanceof NothingToJudgeBy) throw new Error(a.message)
  return a
}
const says = (a: Assessment): boolean => a.feedback.some((l) => l.startsWith("Contradicts: "))
/** A right answer not told "Contradicts", and its reversal told so and scored at most half of it. */
const expectReversal = (right: Assessment, reversed: Assessment): void => {
  expect(says(right)).toBe(false)
  expect(says(reversed)).toBe(true)
  expect(reversed.score).toBeLessThanOrEqual(right.score / 2)
}

const frame = questionFrame("How does it behave?", contentStems("How does it behave?"))
/** The content words of one sentence as read for meaning, by lemma. */
const read = (text: string): ReadonlyArray<MeaningWord> => readMeaning(indexAnswer(text), meaning, frame).sentences.flat()
const wordOf = (text: string, lemma: string): MeaningWord | undefined => read(text).find((w) => w.lemma === lemma)

describe("what 'prevents' and 'replacing' deny", () => {
  it("the thing prevented, not the means of a passive 'prevented by', nor what comes before 'from'", () => {
    expect(wordOf("It prevents deadlocks.", "deadlock")?.underNegation).toBe(true)
    expect(wordOf("Option replacing null is safer.", "null")?.underNegation).toBe(true)
    expect(wordOf("Deadlocks are prevented by ordering the locks.", "order")?.underNegation).toBe(false)
    expect(wordOf("It prevents the thread from blocking.", "thread")?.negated).toBe(false)
  })

  it("right answers in my words told nothing: 'nothing is cached' beside a point's 'avoid … caching', and the other kind of replication's lag beside a point's 'avoids losing data'", () => {
    const django = builtInBank().byId.get("django-012")!
    const iterator = assess({ question: django.text, questionId: django.id, answer: "For a big export I loop with iterator, so nothing is cached, and I call exists or count when I just need to know if rows are there." })
    expect(says(iterator)).toBe(false)
    const replication = builtInBank().byId.get("system-design-010")!
    const lag = assess({ question: replication.text, questionId: replication.id, answer: "The primary takes the writes and the replicas copy its log. With asynchronous replication a replica can trail behind, so a read from it may return stale data." })
    expect(says(lag)).toBe(false)
  })
})

/** javascript-001 answered with its first two points made in a right answer's words, then `tail` about const. */
const javascript001 = builtInBank().byId.get("javascript-001")!
const aboutConst = (tail: string): Assessment =>
  assess({
    question: javascript001.text,
    questionId: javascript001.id,
    answer: `var is function-scoped; let and const are block-scoped. var is hoisted as undefined, let and const sit in the temporal dead zone. ${tail}`
  })

describe("what 'forbids' and 'blocks' deny", () => {
  it("the thing forbidden, disallowed or prohibited, and an action blocked; not a thing a call blocks", () => {
    expect(wordOf("It forbids reassignment.", "reassignment")?.underNegation).toBe(true)
    expect(wordOf("The policy disallows writes.", "write")?.underNegation).toBe(true)
    expect(wordOf("It prohibits access.", "access")?.underNegation).toBe(true)
    expect(wordOf("const blocks reassignment.", "reassignment")?.underNegation).toBe(true)
    expect(wordOf("A synchronous call blocks the event loop.", "loop")?.underNegation).toBe(false)
    expect(wordOf("The firewall blocks incoming traffic.", "traffic")?.underNegation).toBe(false)
  })

  it("a right answer that blocks what the point prevents is not told it contradicts it (javascript-001)", () => {
    const a = aboutConst("const blocks reassignment, not mutation of the object.")
    expect(says(a)).toBe(false)
    expect(a.covered.map((c) => c.point)).toContain(javascript001.talkingPoints[2]!.point)
  })
})

describe("what 'prevents X, not Y' sets apart", () => {
  it("Y is not prevented; a plain verb's 'X, not Y' still denies Y", () => {
    expect(wordOf("const prevents reassignment, not mutation.", "reassignment")?.underNegation).toBe(true)
    expect(wordOf("const prevents reassignment, not mutation.", "mutation")?.underNegation).toBe(false)
    expect(wordOf("It blocks reassignment, not mutation.", "mutation")?.underNegation).toBe(false)
    expect(wordOf("It compares references, not values.", "value")?.underNegation).toBe(true)
  })

  it("what is prevented and what is set apart, exchanged, contradicts the point (javascript-001)", () => {
    expectReversal(
      aboutConst("const prevents reassignment, not mutation of the object."),
      aboutConst("const prevents mutation of the object, not reassignment.")
    )
  })
})

describe("where a 'when' clause without a comma ends", () => {
  const question = "Why is RAM called volatile memory, and how is that different from an SSD?"
  const reference = "RAM is volatile because it needs power to hold data: its contents are lost when power is removed. An SSD is non-volatile flash storage that keeps data without power, but it is much slower than RAM."
  it("at a new subject after its passive verb: what follows is claimed, and so can contradict a reference", () => {
    expectReversal(
      assess({ question, reference, answer: "RAM is volatile, meaning when the power is cut its contents are lost, so anything not saved is gone." }),
      assess({ question, reference, answer: "RAM is volatile, meaning when the power is cut its contents are not lost, so anything not saved is still there." })
    )
  })

  it("there, and not inside a place ('is in the map')", () => {
    const clauses = (text: string) => readMeaning(indexAnswer(text), meaning, frame).segments[0]!
    const split = clauses("When the power is cut its contents are lost.")
    const words = "when the power is cut its contents are lost".split(" ")
    expect(split[words.indexOf("its")]).not.toBe(split[words.indexOf("cut")])
    const place = clauses("When the key is in the map the value is returned.")
    expect(new Set(place.slice(0, 7)).size).toBe(1)
  })
})

describe("negation forms", () => {
  const FORMS = ["does not", "doesn't", "never", "no longer", "fails to", "failed to", "is unable to", "cannot", "won't", "can't", "does not need to", "never needs to"]
  const CLAIMS = [
    ["the cache", "release", "the lock"],
    ["the server", "resize", "the table"],
    ["the worker", "block", "the thread"],
    ["the driver", "flush", "the buffer"]
  ] as const

  it("each form reverses the claim that follows it, and the same sentence without it states the claim", () => {
    fc.assert(fc.property(fc.constantFrom(...FORMS), fc.constantFrom(...CLAIMS), (form, [subject, verb, object]) => {
      expect(wordOf(`${subject} ${form} ${verb} ${object}.`, verb)?.negated).toBe(true)
      expect(wordOf(`${subject} will ${verb} ${object}.`, verb)?.negated).toBe(false)
    }))
  })

  it("'lacks', 'without', 'far from' and a split 'non-' deny the word after them", () => {
    expect(wordOf("The tuple lacks an append method.", "append")?.negated).toBe(true)
    expect(wordOf("It reads rows without locks.", "lock")?.negated).toBe(true)
    expect(wordOf("The code is far from safe.", "safe")?.negated).toBe(true)
    expect(wordOf("It makes a non-blocking call.", "block")?.negated).toBe(true)
  })

  it("'nothing' opening a clause denies the verb after it, as 'nobody' does; 'nothing to' and 'nothing but' deny nothing after", () => {
    expect(wordOf("null is what you get when nothing was ever assigned.", "assign")?.negated).toBe(true)
    expect(wordOf("Nothing is copied when you pass it.", "copy")?.negated).toBe(true)
    expect(wordOf("Nothing changes in the table.", "change")?.negated).toBe(true)
    expect(wordOf("There is nothing to copy here.", "copy")?.negated).toBe(false)
    expect(wordOf("It holds nothing but pointers.", "pointer")?.negated).toBe(false)
    // (the negation that follows what it denies, as before)
    expect(wordOf("It guarantees nothing.", "guarantee")?.negated).toBe(true)
  })

  it("'avoids' puts what follows in a negation's reach without denying it word by word; 'avoided by' names a means", () => {
    expect(wordOf("An iterator avoids caching the whole result set.", "cache")?.underNegation).toBe(true)
    expect(wordOf("An iterator avoids caching the whole result set.", "cache")?.negated).toBe(false)
    expect(wordOf("An iterator avoids caching the whole result set.", "avoid")?.underNegation).toBe(false)
    expect(wordOf("Deadlocks are avoided by ordering the locks.", "order")?.underNegation).toBe(false)
  })

  it("what does not deny: 'not as dense as' compares, 'can't … without walking' undoes itself, 'X has none' denies no X", () => {
    expect(wordOf("Ice isn't as dense as liquid water.", "dense")?.negated).toBe(false)
    expect(wordOf("You can't reach element i without walking there.", "walk")?.negated).toBe(false)
    expect(wordOf("Some data has none.", "data")?.negated).toBe(false)
  })

  it("what restricts rather than denies: 'doesn't V unless/until' says 'V only if/after'; 'not V any faster' denies 'faster'", () => {
    expect(wordOf("It doesn't recompute unless its inputs change.", "recompute")?.negated).toBe(false)
    expect(wordOf("It isn't visible on the remote until you push.", "visible")?.negated).toBe(false)
    // "no … until" still denies what happens meanwhile, and so does a "not" without a condition after it
    expect(wordOf("No other request is handled until they finish.", "request")?.negated).toBe(true)
    expect(wordOf("It doesn't recompute, even when its inputs change.", "recompute")?.negated).toBe(true)
    expect(wordOf("A heavy object doesn't fall any faster than a light one.", "fall")?.negated).toBe(false)
    expect(wordOf("A heavy object doesn't fall any faster than a light one.", "fast")?.negated).toBe(true)
    expect(wordOf("The reader doesn't need any buffer.", "need")?.negated).toBe(true)
    // right answers told so no longer read as contradicting their points
    const selectors = coach.bank.byId.get("redux-014")!
    expect(says(assess({ question: selectors.text, questionId: selectors.id, answer: "createSelector memoizes, so it doesn't recompute unless its inputs change, and otherwise it returns the same reference." }))).toBe(false)
    expect(says(assess({
      question: "Do heavier objects fall faster in a vacuum?",
      reference: "No. In a vacuum all objects fall with the same acceleration regardless of mass.",
      answer: "No, in a vacuum a heavy object doesn't fall any faster than a light one. Without air resistance mass makes no difference."
    }))).toBe(false)
  })

  it("a negation moved from a verb to what follows it says the same: 'contains no free electrons', 'does not contain free electrons'", () => {
    const ref = { question: "Why doesn't glass conduct electricity?", reference: "Glass contains no free electrons, so no current can flow through it." }
    expect(says(assess({ ...ref, answer: "Glass does not contain free electrons, so current can't flow through it." }))).toBe(false)
    expect(says(assess({ ...ref, answer: "Glass contains free electrons, so current flows through it easily." }))).toBe(true)
  })

  it("a negation reaches over the commas of a list that ends with 'or', and no further", () => {
    expect(wordOf("Node has no DOM, window or document.", "window")?.underNegation).toBe(true)
    expect(wordOf("Node has no DOM, window or document.", "document")?.underNegation).toBe(true)
    expect(wordOf("Node has no DOM, but it has a process object.", "process")?.underNegation).toBe(false)
    expect(wordOf("Node has no DOM, and the browser has a window.", "window")?.underNegation).toBe(false)
    const node = coach.bank.byId.get("nodejs-010")!
    expect(says(assess({ question: node.text, questionId: node.id, answer: "Node has no DOM and no window object; instead it has process, the file system, networking and Buffer." }))).toBe(false)
  })

  it("'at all' only stresses a negation: 'not at all' says no 'all' to set against 'all or nothing'", () => {
    expect(wordOf("It either happens entirely or not at all.", "all")).toBeUndefined()
    expect(wordOf("All of it happens or none of it does.", "all")).toBeDefined()
    const acid = coach.bank.byId.get("dbms-003")!
    const a = assess({ question: acid.text, questionId: acid.id, answer: "A transaction either happens entirely or not at all." })
    expect(says(a)).toBe(false)
  })

  it("advice, appearances and a leading 'without' claim nothing to contradict", () => {
    expect(wordOf("So don't store anything secret in it.", "store")?.supposed).toBe(true)
    expect(wordOf("You shouldn't concatenate in a loop.", "concatenate")?.supposed).toBe(true)
    expect(wordOf("Any operation that seems to modify a string is copying.", "modify")?.supposed).toBe(true)
    expect(wordOf("Without a lock, updates can be lost.", "lock")?.supposed).toBe(true)
    expect(wordOf("Without a lock, updates can be lost.", "update")?.supposed).toBe(false)
    expect(wordOf("The cache does not store secrets.", "store")?.supposed).toBe(false)
  })
})

describe("opposite pairs", () => {
  const ADDED = [
    ["increase", "lower"], ["improve", "worsen"], ["huge", "small"], ["tight", "loose"], ["rigid", "flexible"],
    ["keep", "discard"], ["preserve", "lose"], ["hide", "expose"], ["acquire", "release"], ["hit", "miss"],
    ["random", "sequential"], ["compile", "interpret"], ["rvalue", "lvalue"], ["require", "optional"], ["always", "sometimes"],
    ["good", "bad"], ["better", "worse"]
  ] as const
  const WORDS = [...new Set([...ADDED.flat(), "faster", "slower", "before", "after", "more", "less", "blocking", "nonblocking", "synchronous", "asynchronous", "table", "lock", "form", "inform"])]

  it("are symmetric, never hold between a word and itself, and include the pairs this change adds", () => {
    fc.assert(fc.property(fc.constantFrom(...WORDS), fc.constantFrom(...WORDS), (a, b) => {
      expect(opposed(a, b)).toBe(opposed(b, a))
      expect(opposed(a, a)).toBe(false)
    }))
    for (const [a, b] of ADDED) expect(opposed(a, b)).toBe(true)
    expect(opposed("lock", "table")).toBe(false)
  })

  it("hold between the adverbs of opposite properties too, made by the regular rules", () => {
    for (const [a, b] of [["lazily", "eagerly"], ["simply", "complexly"], ["statically", "dynamically"], ["safely", "unsafely"], ["implicitly", "explicitly"]]) {
      expect(opposed(a!, b!)).toBe(true)
      expect(opposedProperties(a!, b!)).toBe(true)
    }
    expect(opposed("lazily", "slowly")).toBe(false)
    // "hardly" is "barely", no adverb of "hard"
    expect(opposed("easily", "hardly")).toBe(false)
    const question = "How does an image gallery with lazy loading fetch its pictures?"
    const reference = "It fetches each picture lazily, when the picture scrolls into view, which keeps the first page load small."
    const right = assess({ question, reference, answer: "Each picture is fetched lazily, only once it scrolls into view, so the first page load stays small." })
    const wrong = assess({ question, reference, answer: "It fetches every picture eagerly as the page opens, which keeps the first page load small." })
    expectReversal(right, wrong)
  })

  it("WordNet's antonyms (the meaning resources) are symmetric too", () => {
    const lemmas = ["good", "bad", "hard", "easy", "win", "lose", "fast", "slow", "high", "low", "open", "close", "table", "lock"]
    fc.assert(fc.property(fc.constantFrom(...lemmas), fc.constantFrom(...lemmas), (a, b) => {
      const ta = meaning.wordNetTerm(a)
      const tb = meaning.wordNetTerm(b)
      expect(meaning.antonymTerms(ta, tb)).toBe(meaning.antonymTerms(tb, ta))
    }))
  })
})

describe("the cap on an answer that says the opposite", () => {
  it("is never above half of the score the answer would have with the contradicted points only missed", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 100 }), (s) => {
      expect(contradictionCap(s)).toBeLessThanOrEqual(s / 2)
      expect(contradictionCap(s)).toBeGreaterThanOrEqual(0)
      expect(Number.isInteger(contradictionCap(s))).toBe(true)
    }))
  })

  it("a negation read only now ('fail to', 'unable to') is caught, quoted back, and scores at most half of the right answer", () => {
    const ask = (answer: string) => assess({ question: coach.bank.byId.get("javascript-009")!.text, questionId: "javascript-009", answer })
    const right = ask("Function declarations are hoisted completely, so you can call them before they appear. var is hoisted and set to undefined.")
    const wrong = ask("Function declarations fail to be hoisted, so you are unable to call them before they appear. var is hoisted and set to undefined.")
    expect(says(right)).toBe(false)
    expect(says(wrong)).toBe(true)
    expect(wrong.feedback.find((l) => l.startsWith("Contradicts: "))).toContain("You said: “Function declarations fail to be hoisted")
    expect(wrong.score).toBeLessThanOrEqual(right.score / 2)
  })
})

describe("what a talking point denies, said plainly", () => {
  const ask = (answer: string) => assess({ question: coach.bank.byId.get("javascript-005")!.text, questionId: "javascript-005", answer })
  it("the issue's arrow functions 'have their own this and can be used with new': both points contradicted, at most half of the right answer", () => {
    const right = ask("Arrow functions do not have their own this and cannot be used with new.")
    const wrong = ask("Arrow functions have their own this and can be used with new.")
    expect(says(right)).toBe(false)
    const contradicted = wrong.feedback.filter((l) => l.startsWith("Contradicts: "))
    expect(contradicted.map((l) => l.split(" You said")[0])).toEqual([
      "Contradicts: Arrow functions have no this of their own; they capture this lexically from the surrounding scope.",
      "Contradicts: Arrow functions cannot be used as constructors with new and have no prototype property."
    ])
    expect(wrong.feedback.some((l) => l.startsWith("✓") && /this of their own|with new/.test(l))).toBe(false)
    expect(wrong.score).toBeLessThanOrEqual(right.score / 2)
  })

  it("and the other way round: what a point states, denied by the answer's 'not' on its verb, is contradicted", () => {
    const closure = (answer: string) => assess({ question: coach.bank.byId.get("javascript-011")!.text, questionId: "javascript-011", answer })
    const right = closure("A closure is when a function remembers the variables from the scope where it was created, even after that outer function has returned.")
    const wrong = closure("A closure is when a function doesn't remember the variables from the scope where it was created, once that outer function has returned.")
    expectReversal(right, wrong)
    // "no" before a noun says what a point may say with a verb ("no single point of failure": eliminate them)
    const model = coach.bank.byId.get("system-design-022")!
    expect(says(assess({ question: model.text, questionId: model.id, answer: model.modelAnswer }))).toBe(false)
  })

  it("one denied word said plainly, a denial by a prefix or in a relative clause, or 'un-' in the answer contradict nothing", () => {
    // "inherit this" asserts one word of "have no this of their own"
    expect(says(ask("Arrow functions inherit this from the enclosing scope, so inside a callback this is the outer object."))).toBe(false)
    const judged = (id: string, answer: string) => says(assess({ question: coach.bank.byId.get(id)!.text, questionId: id, answer }))
    // "Non-simple requests trigger an OPTIONS preflight first": "non-" names a kind of request
    expect(judged("express-009", "For anything beyond simple requests, such as JSON bodies, the browser first sends an OPTIONS preflight.")).toBe(false)
    // "With a single constructor no @Autowired annotation is needed"
    expect(judged("spring-boot-005", "When a class has a single constructor, Spring uses it automatically, so the @Autowired annotation is unnecessary.")).toBe(false)
  })
})

describe("a claim reversed in the point's own place", () => {
  const ask = (id: string, answer: string) => assess({ question: coach.bank.byId.get(id)!.text, questionId: id, answer })
  it("an opposite property between the point's own words contradicts it, however much else agrees", () => {
    const right = ask("rust-009", "Rust variables are immutable by default, so you write let mut when a value has to change.")
    const wrong = ask("rust-009", "Rust variables are mutable by default, so you write let mut when a value has to change.")
    expect(says(right)).toBe(false)
    expect(wrong.feedback.find((l) => l.startsWith("Contradicts: "))).toContain("immutable by default")
    expect(wrong.score).toBeLessThanOrEqual(right.score / 2)
  })

  it("the other pole in the same place contradicts a reference: 'connected to the positive' for 'the negative'", () => {
    const question = "Explain why you got a voltage reading of 1.5 for terminal 1 and the positive terminal."
    const reference = "terminal 1 is connected to the negative battery terminal"
    const right = assess({ question, reference, answer: "Terminal 1 is connected to the negative battery terminal." })
    const wrong = assess({ question, reference, answer: "Terminal 1 is connected to the positive battery terminal." })
    expectReversal(right, wrong)
  })

  it("what a point denies, asserted in its place by another verb, contradicts it: 'forces a re-render' for 'does not trigger a re-render'", () => {
    const right = ask("react-010", "A ref is a mutable box that persists across renders. Changing ref.current does not cause a re-render, unlike setting state.")
    const wrong = ask("react-010", "A ref is a mutable box that persists across renders. Changing ref.current forces a re-render, the same as setting state.")
    expect(says(right)).toBe(false)
    expect(wrong.feedback.find((l) => l.startsWith("Contradicts: "))).toContain("does not trigger a re-render")
    expect(wrong.score).toBeLessThanOrEqual(right.score / 2)
    // a negative verb in that place says what the point says
    expect(says(ask("react-010", "A ref is a mutable box that persists across renders. Changing ref.current avoids a re-render, unlike setting state."))).toBe(false)
  })

  it("an opposite property of the same thing, right before it, contradicts: 'choosing good pivots' for 'consistently bad pivots'", () => {
    const right = ask("algorithms-025", "Quicksort degrades to O(n squared) when it keeps choosing bad pivots, for example always the first element of an already sorted array.")
    const wrong = ask("algorithms-025", "Quicksort degrades to O(n squared) when it keeps choosing good pivots, for example always the first element of an already sorted array.")
    expect(says(right)).toBe(false)
    expect(wrong.feedback.find((l) => l.startsWith("Contradicts: "))).toContain("Consistently bad pivots")
    expect(wrong.score).toBeLessThanOrEqual(right.score / 2)
  })

  it("a denied word asserted in its place is not settled by cues the same sentence hits ('interfaces can hold instance state as well')", () => {
    const right = ask("oops-011", "When subclasses share real code, I write an abstract class, because interfaces cannot hold instance state.")
    const wrong = ask("oops-011", "When subclasses share real code, I write an abstract class, although interfaces can hold instance state as well.")
    expect(says(right)).toBe(false)
    expect(wrong.feedback.find((l) => l.startsWith("Contradicts: "))).toContain("still no instance state")
    expect(wrong.score).toBeLessThanOrEqual(right.score / 2)
  })

  it("and so reverses the point's clause however little else is said: 'an immutable buffer sits behind it' for 'keeps a mutable buffer'", () => {
    const right = ask("csharp-004", "StringBuilder is the tool for that: a mutable buffer sits behind it and grows as you append.")
    const wrong = ask("csharp-004", "StringBuilder is the tool for that: an immutable buffer sits behind it and grows as you append.")
    expect(says(right)).toBe(false)
    expect(wrong.feedback.find((l) => l.startsWith("Contradicts: "))).toContain("keeps a mutable buffer")
    expect(wrong.score).toBeLessThanOrEqual(right.score / 2)
  })

  it("not an opposite said of something else: 'a small pool' is not in the place of 'large lists'", () => {
    expect(says(ask("javascript-023", "Map the items to promises and await Promise.all so they run concurrently. And for hundreds or thousands of items I limit concurrency, processing in batches or with a small pool like p-limit, so I do not overwhelm the server or hit rate limits."))).toBe(false)
  })

  it("a plain statement's word denied in its place contradicts it; a statement that is not plain ('keeps … from') is not reversed by 'never'", () => {
    const right = ask("go-007", "Reading from a nil map works and returns the zero value, but writing to it panics.")
    const wrong = ask("go-007", "Reading from a nil map works and returns the zero value, and writing to it doesn't panic.")
    expect(says(right)).toBe(false)
    expect(wrong.feedback.find((l) => l.startsWith("Contradicts: "))).toContain("writing to it panics")
    expect(wrong.score).toBeLessThanOrEqual(right.score / 2)
    expect(says(ask("system-design-030", "Even better, serve the stale value while one background task refreshes it, so users never wait."))).toBe(false)
  })
})

describe("complexity claims", () => {
  it("big-O notation is read as the growth it names, with or without the O", () => {
    const lemmas = (text: string) => read(text).map((w) => w.lemma)
    expect(lemmas("Lookups are O(1).")).toContain("constant")
    expect(lemmas("Sorting is O(n log n), search O(log n), a scan O(n), two loops O(n^2).")).toEqual(
      expect.arrayContaining(["linearithmic", "logarithmic", "linear", "quadratic"])
    )
    expect(lemmas("It takes n log n comparisons.")).toContain("linearithmic")
    fc.assert(fc.property(fc.constantFrom("constant", "logarithmic", "linear", "linearithmic", "quadratic", "cubic", "exponential"),
      fc.constantFrom("constant", "logarithmic", "linear", "linearithmic", "quadratic", "cubic", "exponential"),
      (a, b) => {
        expect(opposed(a, b)).toBe(a !== b)
      }))
  })

  const ask = (id: string, answer: string) => assess({ question: coach.bank.byId.get(id)!.text, questionId: id, answer })
  it("another growth class for the same thing contradicts the point, and scores at most half of the right answer", () => {
    const lead = "A hash table runs the key through a hash function to get a bucket index. Because you jump straight to the bucket instead of scanning, lookups are"
    const right = ask("data-structures-003", `${lead} O(1) on average.`)
    const wrong = ask("data-structures-003", `${lead} linear time on average.`)
    expect(says(right)).toBe(false)
    expect(wrong.feedback.find((l) => l.startsWith("Contradicts: "))).toContain("O(1) on average")
    expect(wrong.score).toBeLessThanOrEqual(right.score / 2)
  })

  it("another growth class is not settled by the point's cues made in the same sentence ('backed by an array … O(n)')", () => {
    const ask = (answer: string) => assess({ question: coach.bank.byId.get("java-008")!.text, questionId: "java-008", answer })
    const right = ask("An ArrayList is backed by an array, so getting by index is fast, O(1), and iteration is cache-friendly.")
    const wrong = ask("An ArrayList is backed by an array, so getting by index is slow, O(n), and iteration is cache-friendly.")
    expect(says(right)).toBe(false)
    expect(wrong.feedback.find((l) => l.startsWith("Contradicts: "))).toContain("constant-time access by index")
    expect(wrong.score).toBeLessThanOrEqual(right.score / 2)
  })

  it("a question that asks for a complexity: an answer that opens with another one contradicts the point that gives it", () => {
    const question = "What is the average time complexity of looking up a key in a hash table?"
    const reference = "O(1) on average, because hashing the key jumps straight to its bucket, which holds only a few entries."
    const right = assess({ question, reference, answer: "Constant time on average: hashing the key jumps straight to its bucket." })
    const wrong = assess({ question, reference, answer: "It's O(log n) on average, because hashing the key narrows the search to its bucket." })
    expect(says(right)).toBe(false)
    expect(wrong.feedback.find((l) => l.startsWith("Contradicts: "))).toMatch(/^Contradicts: O\(1\) on average\. You said: “It's O\(log n\)/)
    expect(wrong.score).toBeLessThanOrEqual(right.score / 2)
    // one that names two, or denies the other, gives no other verdict
    expect(says(assess({ question, reference, answer: "It's not O(n): hashing the key jumps straight to its bucket." }))).toBe(false)
    expect(says(assess({ question, reference, answer: "Hashing jumps straight to the bucket, so lookups are O(1) on average, unlike a list's O(n)." }))).toBe(false)
  })

  it("not when the statement gives each thing its own complexity, or the answer's is said of another thing", () => {
    expect(says(ask("cpp-019", "std::map is a red-black tree, so lookups are O(log n). std::unordered_map is a hash table with average O(1) lookups, but it can degrade to linear time with a poor hash."))).toBe(false)
    expect(says(ask("data-structures-001", "To read the 500th element an array takes constant time because the elements are contiguous, while a linked list has to walk 500 nodes."))).toBe(false)
  })
})

describe("swapped roles of a bank question", () => {
  const ask = (id: string, answer: string) => assess({ question: coach.bank.byId.get(id)!.text, questionId: id, answer })
  it("names that open alike ('method overloading and method overriding') and named identifiers hold roles", () => {
    const right = ask("oops-009", "Overloading is several methods with the same name but different parameter lists, chosen at compile time. Overriding is a subclass redefining a method with the same signature, chosen at runtime.")
    const swapped = ask("oops-009", "Overriding is several methods with the same name but different parameter lists, chosen at compile time. Overloading is a subclass redefining a method with the same signature, chosen at runtime.")
    expectReversal(right, swapped)
  })

  it("two points each made only by cues said of the other thing ('A queue is last in, first out … A stack is first in, first out') are both contradicted", () => {
    const right = ask("data-structures-002", "A stack is last in, first out, so undo pops the most recent change first. A queue is first in, first out, so the oldest job in a print queue is printed first.")
    const swapped = ask("data-structures-002", "A queue is last in, first out, so undo pops the most recent change first. A stack is first in, first out, so the oldest job in a print queue is printed first.")
    expect(says(right)).toBe(false)
    const contradicted = swapped.feedback.filter((l) => l.startsWith("Contradicts: "))
    expect(contradicted.map((l) => l.split(" You said")[0])).toEqual([
      "Contradicts: A stack is last in, first out: the most recently pushed item is popped first.",
      "Contradicts: A queue is first in, first out: items leave in the order they arrived."
    ])
    expect(contradicted[1]).toContain("A stack is first in, first out")
    expect(swapped.score).toBeLessThanOrEqual(right.score / 2)
  })

  it("a cue its point asserts, denied of the point's own thing, is no claim of it: the swap of == and === is caught", () => {
    const right = ask("javascript-002", "Triple equals compares them without converting either type, so mixed types are never equal. Double equals coerces the two sides before comparing, so '1' == 1 is true.")
    // "without converting" said of double equals is no claim that double equals converts
    const swapped = ask("javascript-002", "Triple equals coerces the two sides before comparing, so '1' === 1 is true. Double equals compares them without converting either type, so mixed types are never equal.")
    expect(says(right)).toBe(false)
    const contradicted = swapped.feedback.filter((l) => l.startsWith("Contradicts: ")).map((l) => l.split(" You said")[0])
    expect(contradicted).toEqual([
      "Contradicts: Triple equals is strict: it compares without converting types, so values of different types are never equal.",
      "Contradicts: Double equals performs type coercion before comparing, which produces surprising results such as an empty string equalling zero."
    ])
    expect(swapped.score).toBeLessThanOrEqual(right.score / 2)
  })

  it("a clause that opens with a pronoun is said of the thing named just before it ('Triple equals is strict: it compares without converting')", () => {
    // "converts" said of double equals is no reversal of what the point says of triple equals after its colon
    const right = ask("javascript-002", "Double equals converts the operands to one type before it compares them, so an empty string equals zero. Triple equals checks values with no coercion at all.")
    expect(right.feedback.some((l) => l.startsWith("Contradicts: Triple equals is strict"))).toBe(false)
    expect(right.score).toBeGreaterThan(0)
  })

  it("a point whose thing comes a few words in ('Objects live on the heap …') is crossed too: stack and heap swapped", () => {
    const right = ask("java-013", "Each thread is given its own stack for local variables and references, and objects are kept on the heap that every thread shares and the GC cleans up.")
    const swapped = ask("java-013", "Each thread is given its own heap for local variables and references, and objects are kept on the stack that every thread shares and the GC cleans up.")
    expect(says(right)).toBe(false)
    const contradicted = swapped.feedback.filter((l) => l.startsWith("Contradicts: ")).map((l) => l.split(" You said")[0])
    expect(contradicted).toEqual([
      "Contradicts: Each thread has its own stack of frames holding local variables, primitives and references, freed automatically when a method returns.",
      "Contradicts: Objects live on the heap, which all threads share and the garbage collector manages."
    ])
    expect(swapped.score).toBeLessThanOrEqual(right.score / 2)
  })

  it("a cue said of the other thing makes no point, and alone contradicts none ('double equals compares the values' is not the equals method's point)", () => {
    const a = ask("java-002", "Double equals compares the values of primitives, but for objects it compares references, so it is true only for the same object.")
    const equalsPoint = "The equals method compares logical equality as defined by the class, and by default it falls back to reference comparison from Object."
    expect(a.feedback).toContain(`Missed: ${equalsPoint}`)
    expect(a.feedback.some((l) => l.startsWith("Covered: Double equals on objects compares references"))).toBe(true)
    expect(says(a)).toBe(false)
    // said of its own thing, the same cue makes it
    const own = ask("java-002", "The equals method compares the values, as the class defines them, and by default it just compares references like double equals.")
    expect(own.feedback.some((l) => l.startsWith(`Covered: ${equalsPoint}`))).toBe(true)
  })

  it("a word said of the other thing as another point says it of that thing is no swap ('separate query' of prefetch_related)", () => {
    const right = ask("django-011", "select_related make SQL join for foreign key and one-to-one, in one query; prefetch_related run separate query for many-to-many or reverse relations and join them in Python.")
    const swapped = ask("django-011", "prefetch_related fixes it with a SQL join in the same query, for ForeignKey and one-to-one. select_related runs a separate query and joins the results in Python, for many-to-many and reverse foreign keys.")
    expect(says(right)).toBe(false)
    expect(says(swapped)).toBe(true)
  })
})

describe("the issue's swapped roles, judged by a reference answer", () => {
  const question = "What is the difference between TCP and UDP?"
  const reference = "TCP is connection-oriented and guarantees reliable, ordered delivery with retransmission; UDP is connectionless and gives no delivery or ordering guarantee, with lower overhead."
  it("says 'Contradicts' of the swap, though its words make the other point by their terms, and scores it at most half of the right answer", () => {
    const right = assess({ question, reference, answer: "TCP guarantees ordered delivery and retransmits lost packets after a handshake. UDP is connectionless, with no guarantees but less overhead." })
    const swapped = assess({ question, reference, answer: "UDP guarantees ordered delivery and retransmits lost packets after a handshake. TCP is connectionless, with no guarantees but less overhead." })
    expect(says(right)).toBe(false)
    expect(says(swapped)).toBe(true)
    // both of its sentences: "UDP guarantees ordered delivery …" and "TCP is connectionless …"
    const contradicted = swapped.feedback.filter((l) => l.startsWith("Contradicts: "))
    expect(contradicted.some((l) => l.includes("TCP is connectionless"))).toBe(true)
    expect(contradicted.some((l) => l.includes("UDP guarantees ordered delivery"))).toBe(true)
    expect(swapped.score).toBeLessThanOrEqual(right.score / 2)
  })
})

describe("a pair of opposites a reference says both of ('a larger mass means a smaller acceleration')", () => {
  const cases = [
    {
      question: "For a cart pushed with a fixed force, what happens to its acceleration if you add mass?",
      reference: "By Newton's second law, acceleration equals force divided by mass, so at a fixed force a larger mass means a smaller acceleration.",
      right: "Um, so it is Newton, a equals F over m. So, basically, if the force stays the same and you make m bigger, the acceleration goes down.",
      wrong: "Um, so it is Newton, a equals F over m. So, basically, if the force stays the same and you make m bigger, the acceleration goes up."
    },
    {
      question: "For a wave of fixed speed, what happens to its wavelength if you raise the frequency?",
      reference: "Wavelength equals speed divided by frequency, so at a fixed speed a larger frequency means a smaller wavelength.",
      right: "Right, so lambda is v over f. So, basically, if the speed stays the same and you make the frequency bigger, the wavelength goes down.",
      wrong: "Right, so lambda is v over f. So, basically, if the speed stays the same and you make the frequency bigger, the wavelength goes up."
    }
  ]
  it.each(cases)("'bigger' said for its 'larger' is no opposite of its 'smaller': $question", ({ question, reference, right, wrong }) => {
    const r = assess({ question, reference, answer: right })
    expect(says(r)).toBe(false)
    expect(r.score).toBeGreaterThan(30)
    // the other way round is still the opposite
    const w = assess({ question, reference, answer: wrong })
    expect(says(w)).toBe(true)
    expect(w.score).toBeLessThanOrEqual(r.score / 2)
  })
})

describe("what a verb prevents or replaces, and what follows 'otherwise'", () => {
  const ask = (id: string, answer: string) => assess({ question: coach.bank.byId.get(id)!.text, questionId: id, answer })
  it("'prevents use-after-free' and 'there is no use-after-free' say the same", () => {
    const a = ask("rust-001", "Each value has one owner and is dropped when the owner goes out of scope; moving a value hands ownership on. Memory safety comes without a garbage collector: there is no use-after-free and no double free, all checked at compile time.")
    expect(says(a)).toBe(false)
    expect(a.score).toBeGreaterThanOrEqual(60)
  })

  it("'replacing null' denies null as 'has no null' does", () => {
    const a = ask("rust-004", "Rust does not have null; an absent value is None of an Option, never a null reference.")
    expect(a.feedback.some((l) => l.startsWith("Contradicts: Option represents a value that may be absent"))).toBe(false)
    expect(a.score).toBeGreaterThan(0)
  })

  it("a clause after 'otherwise' supposes what happens if not: 'otherwise … which is the IDOR bug' asserts no IDOR", () => {
    const a = ask("django-030", "Django escapes templates and parameterises queries for you. What it cannot do is authorisation: every view has to filter its queryset by the current user, otherwise changing an id in the URL shows someone else's records, which is the IDOR bug.")
    expect(says(a)).toBe(false)
  })
})

describe("a reference's sentence that names one thing speaks of it in all its clauses", () => {
  const cases = [
    {
      question: "How is a deadlock different from a livelock?",
      reference: "In a deadlock the threads are blocked, each waiting forever for a lock another one holds, and nothing runs. In a livelock the threads keep running and changing state in response to each other, but none makes progress.",
      swapped: "Deadlock: the threads stay busy reacting to each other, yet none gets any work done. Livelock: the threads are stuck waiting on locks the others hold, so nothing runs at all."
    },
    {
      question: "What is the difference between a list and a tuple in Python?",
      reference: "A list is mutable, so you can append, remove and change items, and it cannot be a dictionary key. A tuple is immutable, fixed once created, and hashable when its items are, so it can be a key.",
      swapped: "Tuples can be changed after creation, you append and remove items, so they cannot be dict keys. Lists are fixed once made and hashable if their items are, so they can be keys."
    }
  ]
  it.each(cases)("'…, each waiting forever for a lock …' is said of the deadlock: the swap contradicts ($question)", ({ question, reference, swapped }) => {
    expect(says(assess({ question, reference, answer: swapped }))).toBe(true)
  })

  it("a description after a name alone ('Thread: shares the address space of its process') is no swap of the two", () => {
    const q = coach.bank.byId.get("operating-systems-001")!
    const right = assess({ question: q.text, questionId: q.id, answer: "Process: own address space, isolated from the others. Thread: shares the address space of its process with its siblings." })
    expect(says(right)).toBe(false)
  })

  it("and a right answer that names each thing once is not told it contradicts ('With UDP you get none of that')", () => {
    const question = "What is the difference between TCP and UDP?"
    const reference = "TCP is connection-oriented, retransmitting lost packets and keeping them in order. UDP is connectionless, with no retransmission and no ordering, so it has less overhead."
    const right = assess({ question, reference, answer: "With TCP you get a connection, retransmission and ordering. With UDP you get none of that, but less overhead." })
    expect(says(right)).toBe(false)
    expect(right.score).toBeGreaterThan(0)
  })
})

describe("right answers in other words than a point's", () => {
  const ask = (id: string, answer: string) => assess({ question: coach.bank.byId.get(id)!.text, questionId: id, answer })
  it("'lend … without giving up ownership' says what 'borrow … instead of taking ownership' says (the two sides of one event)", () => {
    const a = ask("rust-002", "You can lend a value by reference without giving up ownership. At any one time there can be many shared references or a single mutable one, never both, and no reference may outlive its data. That's checked at compile time and rules out data races.")
    expect(says(a)).toBe(false)
    expect(a.score).toBeGreaterThanOrEqual(60)
  })

  it("'good for callbacks, not for methods that need their own this' says what 'a poor fit for object methods' says", () => {
    const a = ask("javascript-005", "Arrow functions don't get their own this; they take it from the enclosing scope. They don't have an arguments object either, and you can't call them with new because they have no prototype. So they're good for callbacks, not for methods that need their own this.")
    expect(says(a)).toBe(false)
    expect(a.score).toBeGreaterThanOrEqual(60)
  })
})

describe("degrees of different things", () => {
  const question = "Why does ice float on water?"
  const reference = "Water expands when it freezes, so ice is less dense than liquid water, and a less dense solid floats on a denser liquid."
  it("'takes up more room than liquid water' is no opposite of 'less dense than liquid water'; 'more dense' is", () => {
    const right = assess({ question, reference, answer: "Because frozen water takes up more room than liquid water, ice has a lower density, so it floats." })
    expect(says(right)).toBe(false)
    expect(right.score).toBeGreaterThan(30)
    const wrong = assess({ question, reference, answer: "Because frozen water shrinks, ice is more dense than liquid water, so it floats." })
    expect(wrong.feedback.some((l) => l.startsWith("Contradicts: Ice is less dense than liquid water"))).toBe(true)
  })
})

describe("words of order are not one another's counterparts ('last' and 'after' sit close as vectors)", () => {
  const question = "In what order do the steps of the build run?"
  const reference = "The linter runs before the compiler, and the packager runs last."
  it("'after … first' reverses 'before … last'", () => {
    const right = assess({ question, reference, answer: "First the linter runs, before the compiler does, and the packager runs last." })
    const reversed = assess({ question, reference, answer: "The linter runs after the compiler, and the packager runs first." })
    expectReversal(right, reversed)
  })
})

describe("a need denied, and a condition's claim", () => {
  it("'doesn't have to return' denies what 'must return' says", () => {
    const question = "What must an effect that starts an interval do?"
    const reference = "The effect must return a cleanup function that clears the interval."
    const right = assess({ question, reference, answer: "Your effect has to return a cleanup function that clears the interval." })
    const denied = assess({ question, reference, answer: "Your effect doesn't have to return a cleanup function that clears the interval." })
    expectReversal(right, denied)
  })

  it("a sentence that goes on 'so you'd …' still claims what comes before the 'so': 'does not lower' contradicts 'lowers'", () => {
    const question = "Why do councils spread salt on icy roads?"
    const reference = "Salt lowers the freezing point of water, so the ice melts even below zero degrees."
    const right = assess({ question, reference, answer: "Salt lowers the freezing point of water, so you'd see ice melt a few degrees below zero." })
    const denied = assess({ question, reference, answer: "Salt does not lower the freezing point of water, so you'd never see ice melt below zero." })
    expectReversal(right, denied)
  })

  it("a point that opens with 'If …,' claims what follows the comma: 'never deoptimizes' contradicts 'the engine deoptimizes'", () => {
    const ask = (answer: string) => assess({ question: coach.bank.byId.get("javascript-027")!.text, questionId: "javascript-027", answer })
    const opening = "TurboFan compiles hot functions using the types it has seen. If those assumptions stop holding, say a new type shows up, the engine "
    const right = ask(`${opening}deoptimizes and drops back to slower code.`)
    const denied = ask(`${opening}never deoptimizes or drops back to slower code.`)
    expect(says(right)).toBe(false)
    expect(denied.feedback.some((l) => l.startsWith("Contradicts: If assumptions break"))).toBe(true)
    expect(denied.score).toBeLessThanOrEqual(right.score / 2)
  })
})

describe("a property a point gives the thing asked about ('It must be pure')", () => {
  it("'a reducer is an impure function' contradicts it, though the sentence makes another point by its cues", () => {
    const ask = (answer: string) => assess({ question: coach.bank.byId.get("redux-004")!.text, questionId: "redux-004", answer })
    const right = ask("A reducer is a pure function that takes the current state and an action and hands back the next state.")
    const wrong = ask("A reducer is an impure function that takes the current state and an action and hands back the next state.")
    expect(says(right)).toBe(false)
    expect(wrong.feedback.some((l) => l.startsWith("Contradicts: It must be pure"))).toBe(true)
    expect(wrong.score).toBeLessThanOrEqual(right.score / 2)
  })
})

describe("two things a reference sets against each other with ', while' or ', whereas', where the question names none", () => {
  const cases = [
    {
      question: "How is traffic split in database replication?",
      reference: "Primary servers accept every write, while replica servers only serve reads and apply the changes they receive.",
      right: "The primary server takes all of the writes, and the replica servers just answer reads and apply the changes they get.",
      swapped: "The replica servers take all of the writes, and the primary server just answers reads and applies the changes it gets."
    },
    {
      question: "Why are some web services easier to scale out than others?",
      reference: "Stateless services keep no session data in their own memory, whereas stateful services hold it locally, so any instance of a stateless service can serve any request.",
      right: "A stateless service keeps no session data in its own memory, so any instance can answer any request, whereas a stateful one holds the session locally.",
      swapped: "A stateful service keeps no session data in its own memory, so any instance can answer any request, whereas a stateless one holds the session locally."
    }
  ]
  it.each(cases)("their claims swapped contradict the reference: $question", ({ question, reference, right, swapped }) => {
    const good = assess({ question, reference, answer: right })
    const bad = assess({ question, reference, answer: swapped })
    expectReversal(good, bad)
  })

  it("are the things compared only when the question compares none, and only for one such sentence", () => {
    const keys = (q: string, r?: string) => [...questionFrame(q, contentStems(q), undefined, undefined, r).compared].sort()
    expect(keys(cases[1]!.question, cases[1]!.reference)).toEqual(["stateful", "stateless"])
    expect(keys(cases[1]!.question)).toEqual([])
    // a question that compares things keeps its own
    expect(keys("What is the difference between TCP and UDP?", cases[1]!.reference)).toEqual(["tcp", "udp"])
    // "while" meaning "during", with no comma before it, sets nothing against anything
    expect(keys("What does await do?", "The method pauses while the task runs and resumes on completion.")).toEqual([])
    // two such sentences: which pair is meant is not known
    expect(keys("How do they work?", "Hits are fast, while misses are slow. Reads are cheap, whereas writes are dear.")).toEqual([])
  })
})

describe("a word said in one clause and its opposite in the clause that says the rest of the statement", () => {
  const question = "Why is a cast-iron pan slow to heat up?"
  const reference = "Cast iron has a high heat capacity, so it takes a lot of energy to warm it."

  it("reads the statement where the rest of it is said, not where its word turns up again", () => {
    // "high" is said again, of the flame, in a clause that says nothing of the heat capacity
    const wrong = assess({ question, reference, answer: "Cast iron has a low heat capacity, so it still takes a high flame and a lot of energy to warm it." })
    // and "low" of the flame, in a right answer
    const right = assess({ question, reference, answer: "Cast iron has a high heat capacity, so it takes a lot of energy, even on a low flame, to warm it." })
    expectReversal(right, wrong)
  })
})

describe("an opposite property said of the same thing through another linking verb", () => {
  it("reads 'stays consistent' and 'becomes inconsistent' as said of the same subject", () => {
    const question = "What does rolling back a failed transaction do to the data?"
    const reference = "The changes the transaction made are undone, so every table stays consistent with the rules the schema sets."
    const wrong = assess({ question, reference, answer: "The changes the transaction made are undone, so every table becomes inconsistent with the rules the schema sets." })
    const right = assess({ question, reference, answer: "Whatever the transaction changed is undone, so each table remains consistent with the schema's rules." })
    expectReversal(right, wrong)
  })
})

/**
 * Readings of 2026-11-27 afternoon and 2026-11-28, each from cases written before the rule: a statement (as a
 * reference), a right answer and the opposite, which must be told "Contradicts" and score at most half of the right one.
 */
const REVERSALS: ReadonlyArray<{ readonly reading: string; readonly question: string; readonly reference: string; readonly right: string; readonly wrong: string }> = [
  {
    reading: "a comparative past a relative clause is said of what 'makes' acts on",
    question: "What does adding more RAM to a database server do?",
    reference: "More RAM speeds up the queries that read large tables, because more pages stay cached.",
    right: "More RAM makes the queries that read large tables faster, because more pages stay cached.",
    wrong: "More RAM makes the queries that read large tables slower, because more pages stay cached."
  },
  {
    reading: "a change said of a list is said of each member",
    question: "What does sharding a database cost you?",
    reference: "Sharding slows down joins, transactions and migrations.",
    right: "With sharding, joins, transactions and migrations get slower.",
    wrong: "With sharding, joins, transactions and migrations get faster."
  },
  {
    reading: "the opposite action done to the same thing ('absorbs carbon dioxide' against 'releases carbon dioxide')",
    question: "What happens to carbon dioxide during photosynthesis?",
    reference: "During photosynthesis a plant absorbs carbon dioxide from the air and gives off oxygen.",
    right: "The plant takes carbon dioxide in from the air while it makes sugar, and it gives oxygen off.",
    wrong: "The plant releases carbon dioxide into the air while it makes sugar, and oxygen comes out too."
  },
  {
    reading: "the opposite action done to the same thing, its doer named before it in the other clause ('By default it allows')",
    question: "What does the default firewall policy do?",
    reference: "The default policy blocks incoming traffic from unknown hosts.",
    right: "By default it drops incoming traffic from hosts it does not know.",
    wrong: "By default it allows incoming traffic from unknown hosts."
  },
  {
    reading: "another number in the number's place ('port 8443' for 'port 443')",
    question: "Which port does HTTPS use by default?",
    reference: "HTTPS listens on port 443 by default.",
    right: "By default an HTTPS server is reached on port 443.",
    wrong: "By default an HTTPS server is reached on port 8443."
  },
  {
    reading: "another number of the same unit ('64 bits' for '32 bits')",
    question: "How long is an IPv4 address?",
    reference: "An IPv4 address is 32 bits long, written as four decimal numbers separated by dots.",
    right: "It has 32 bits, which people write as four numbers from 0 to 255 with dots between them.",
    wrong: "It has 64 bits, which people write as four numbers from 0 to 255 with dots between them."
  },
  {
    reading: "a need denied before a passive ('don't have to be hashed' for 'must be hashed')",
    question: "How should a web application keep user passwords?",
    reference: "Passwords must be hashed with a slow salted algorithm such as bcrypt.",
    right: "Passwords have to be hashed with a slow salted algorithm like bcrypt or Argon2.",
    wrong: "Passwords don't have to be hashed with a slow salted algorithm like bcrypt or Argon2."
  },
  {
    reading: "'first-in, first-out' spelled out for the point's 'last-in, first-out'",
    question: "In what order does an editor undo your changes?",
    reference: "The editor keeps changes on a stack and undoes them in last-in, first-out order.",
    right: "The editor keeps your changes on a stack and undoes them last in, first out.",
    wrong: "The editor keeps your changes on a stack and undoes them first in, first out."
  },
  {
    reading: "what is said after a label ('Stack overflow: heap memory …') is said of the label, however its words name the other thing",
    question: "What is the difference between a stack overflow and a memory leak?",
    reference: "A stack overflow happens when the call stack exceeds its limit, often from unbounded recursion; a memory leak is heap memory that is no longer needed but never freed, so usage keeps growing.",
    right: "Stack overflow: the call stack exceeds its limit, often from unbounded recursion. Memory leak: heap memory that is no longer needed is never freed, so usage keeps growing.",
    wrong: "Stack overflow: heap memory that is no longer needed is never freed, so usage keeps growing. Memory leak: the call stack exceeds its limit, often from unbounded recursion."
  },
  {
    reading: "the opposite action on a stack ('pushed' for 'popped') done to the same thing",
    question: "What happens to the call stack when a function returns?",
    reference: "When a function returns, its stack frame is popped and its local variables are gone.",
    right: "When it returns, its stack frame is popped and its local variables are gone.",
    wrong: "When it returns, its stack frame is pushed and its local variables stay around."
  },
  {
    reading: "'keep' for the point's 'remove', done to the same thing",
    question: "What do a load balancer's health checks do?",
    reference: "Health checks remove unhealthy servers from the pool until they recover.",
    right: "The health checks remove unhealthy servers from the pool until they are well again.",
    wrong: "The health checks keep unhealthy servers in the pool until they are well again."
  },
  {
    reading: "two consequences of one cause both turned ('makes it contract, so its volume decreases')",
    question: "What happens to the volume of a gas when it is heated at constant pressure?",
    reference: "At constant pressure, heating a gas makes it expand, so its volume increases.",
    right: "Heating a gas at constant pressure makes it expand, so its volume increases.",
    wrong: "Heating a gas at constant pressure makes it contract, so its volume decreases."
  },
  {
    reading: "a property the point gives a thing denied of it, said after it ('the lists don't have to be sorted' for 'needs two sorted lists')",
    question: "What does the merge step of merge sort need?",
    reference: "The merge step needs two sorted lists as its input.",
    right: "For the merge step, the two input lists have to be sorted.",
    wrong: "For the merge step, the two input lists don't have to be sorted."
  },
  {
    reading: "'absorbs' for the point's 'gives off', done to the same thing",
    question: "What is an exothermic reaction?",
    reference: "An exothermic reaction gives off energy to its surroundings, mostly as heat.",
    right: "An exothermic reaction gives off energy, mostly heat, to whatever is around it.",
    wrong: "An exothermic reaction absorbs energy, mostly heat, from whatever is around it."
  },
  {
    reading: "'toward' for the point's 'away from', between the same words",
    question: "What do arteries do?",
    reference: "Arteries carry blood away from the heart under high pressure.",
    right: "They carry blood away from the heart, and the pressure in them is high.",
    wrong: "They carry blood toward the heart, and the pressure in them is high."
  },
  {
    reading: "the two sides of 'instead of' exchanged",
    question: "How does HTTP keep-alive help?",
    reference: "The client reuses one TCP connection for many requests instead of opening a new connection for each request.",
    right: "The client reuses a single TCP connection for many requests rather than opening a new one for every request.",
    wrong: "The client opens a new TCP connection for each request instead of reusing one connection for many requests."
  },
  {
    reading: "the two sides of 'instead of' exchanged, the sentence opening with it",
    question: "How does HTTP keep-alive help?",
    reference: "The client reuses one TCP connection for many requests instead of opening a new connection for each request.",
    right: "Instead of opening a new connection for each request, the client reuses one TCP connection for many requests.",
    wrong: "Instead of reusing one connection for many requests, the client opens a new TCP connection for each request."
  },
  {
    reading: "the two sides of 'instead of' exchanged after a long subject",
    question: "What is memoization?",
    reference: "Memoization caches the result of a function call so that later calls with the same arguments return the cached value instead of recomputing it. It only works for pure functions.",
    right: "Memoization stores a call's result, so a later call with the same arguments gets the stored value rather than computing it again. It suits pure functions only.",
    wrong: "Memoization caches the result of a function call so that later calls with the same arguments recompute it instead of returning the cached value. It only works for pure functions."
  },
  {
    reading: "the two sides of 'but never' exchanged",
    question: "How does a bloom filter answer membership queries?",
    reference: "A bloom filter can return false positives but never false negatives.",
    right: "A bloom filter may give false positives but never false negatives.",
    wrong: "A bloom filter can return false negatives but never false positives."
  },
  {
    reading: "a clause ending in a bare 'not', the two things exchanged",
    question: "What does idempotent mean for an HTTP method?",
    reference: "Calling an idempotent method many times has the same effect as calling it once. PUT and DELETE are idempotent, POST is not.",
    right: "Repeating an idempotent call has the same effect as making it once. PUT and DELETE are idempotent, but POST is not.",
    wrong: "Calling an idempotent method many times has the same effect as calling it once. POST is idempotent, PUT and DELETE are not."
  },
  {
    reading: "two things exchanged in place",
    question: "How does publish-subscribe messaging work?",
    reference: "The publisher sends messages to a topic, and every subscriber of the topic receives a copy.",
    right: "In pub-sub the publisher sends each message to a topic, and every subscriber of that topic receives a copy.",
    wrong: "The subscriber sends messages to a topic, and every publisher of the topic receives a copy."
  },
  {
    reading: "two places exchanged in place",
    question: "Where do a program's values live?",
    reference: "Local variables live on the stack, and objects created with new live on the heap.",
    right: "Objects created with new live on the heap, and local variables live on the stack.",
    wrong: "Local variables live on the heap, and objects created with new live on the stack."
  },
  {
    reading: "two parts exchanged in place",
    question: "What does a /26 prefix mean?",
    reference: "The first 26 bits are the network part, leaving 6 bits for hosts.",
    right: "It means the first 26 bits are the network part and the last 6 bits are for hosts.",
    wrong: "The first 26 bits are the host part, leaving 6 bits for the network."
  },
  {
    reading: "the two sides of a comparison exchanged",
    question: "Array or linked list for random access?",
    reference: "An array gives faster random access than a linked list.",
    right: "An array gives quicker random access than a linked list does.",
    wrong: "A linked list gives faster random access than an array."
  },
  {
    reading: "the two sides of an order exchanged",
    question: "What happens first when a browser loads a page?",
    reference: "The browser resolves the domain name before it opens the TCP connection.",
    right: "After it resolves the domain name, the browser opens the TCP connection.",
    wrong: "The browser opens the TCP connection before it resolves the domain name."
  },
  {
    reading: "the two sides of a comparison exchanged, against the converse said in other words",
    question: "Why pick spot instances?",
    reference: "Spot instances are cheaper than on-demand instances.",
    right: "Spot instances cost less than on-demand ones.",
    wrong: "On-demand instances are cheaper than spot instances."
  },
  {
    reading: "a verb denied in a clause whose only other negation is a word's prefix",
    question: "What does the garbage collector do?",
    reference: "The garbage collector frees unreachable objects.",
    right: "The collector frees every unreachable object.",
    wrong: "The garbage collector never frees unreachable objects."
  },
  {
    reading: "a claim denied in the passive",
    question: "What does the garbage collector do?",
    reference: "The garbage collector frees unreachable objects.",
    right: "Unreachable objects are freed by the garbage collector.",
    wrong: "Unreachable objects are never freed by the garbage collector."
  },
  {
    reading: "a passive claim denied in the active",
    question: "What happens to a message once it is read?",
    reference: "Each message is deleted by the broker after the consumer acknowledges it.",
    right: "The broker deletes each message after the consumer acknowledges it.",
    wrong: "The broker does not delete a message after the consumer acknowledges it."
  },
  {
    reading: "an opposite property before the thing and after it",
    question: "Why use a hash set?",
    reference: "A hash set allows fast membership checks.",
    right: "A hash set makes membership checks fast.",
    wrong: "A hash set makes membership checks slow."
  },
  {
    reading: "the issue's 'sorted'/'unsorted' in a short statement",
    question: "What does binary search require?",
    reference: "Binary search requires the array to be sorted.",
    right: "Binary search needs the array to be sorted first.",
    wrong: "Binary search requires the array to be unsorted."
  },
  {
    reading: "the issue's 'unique'/'duplicate' in a short statement",
    question: "What does a set store?",
    reference: "A set stores only unique values.",
    right: "A set keeps unique values only.",
    wrong: "A set stores duplicate values."
  },
  {
    reading: "an order word between the same words",
    question: "When is the WHERE clause applied?",
    reference: "WHERE filters rows before grouping.",
    right: "WHERE filters the rows before any grouping happens.",
    wrong: "WHERE filters rows after grouping."
  },
  {
    reading: "another extent of the thing, however little of the rest the answer says",
    question: "Is JavaScript single-threaded?",
    reference: "JavaScript runs on a single thread with an event loop.",
    right: "JavaScript runs on one single thread and an event loop.",
    wrong: "JavaScript runs on many threads at once."
  },
  {
    reading: "a denied verb repeated by the question's name ('optimistic locking locks')",
    question: "Explain optimistic locking.",
    reference: "Optimistic locking does not lock the row while reading. At write time it checks a version number and fails the update if another transaction changed the row.",
    right: "Optimistic locking never locks the row while reading. When it writes, it checks a version number and fails the update if another transaction changed the row.",
    wrong: "Optimistic locking locks the row while reading. At write time it checks a version number and fails the update if another transaction changed the row."
  },
  {
    reading: "a direction's ends told apart by degree words ('higher' and 'greater', 'lower' and 'smaller'): exchanged, they contradict",
    question: "In which direction do particles move in diffusion?",
    reference: "In diffusion, particles spread from a region of higher concentration to a region of lower concentration.",
    right: "In diffusion, particles spread from a region of greater concentration to a region of smaller concentration.",
    wrong: "In diffusion, particles spread from a region of smaller concentration to a region of greater concentration."
  },
  {
    reading: "'along the gradient' for the reference's 'against the gradient', between the same words",
    question: "Which way does gradient descent move the weights?",
    reference: "Gradient descent moves the weights against the gradient, because the gradient points uphill, toward where the loss grows.",
    right: "Each step moves the weights against the gradient, since the gradient points uphill, toward where the loss grows.",
    wrong: "Each step moves the weights along the gradient, since the gradient points uphill, toward where the loss grows."
  },
  {
    reading: "numerals of one digit in place, where the reference says both numbers: the two counts exchanged",
    question: "How many valence electrons and how many protons does a carbon atom have?",
    reference: "A carbon atom has 4 valence electrons and 6 protons.",
    right: "Carbon has 4 valence electrons, and its nucleus holds 6 protons.",
    wrong: "Carbon has 6 valence electrons, and its nucleus holds 4 protons."
  },
  {
    reading: "an answer to 'why' that opens with 'Because' claims what follows: a denial after it contradicts",
    question: "Why does a sealed balloon shrink when you take it out into the cold?",
    reference: "The gas inside contracts when it cools, because its molecules slow down and hit the rubber less often and less hard.",
    right: "Because the gas inside contracts when it cools. Its molecules slow down and hit the rubber less often.",
    wrong: "Because the gas inside does not contract when it cools. Its molecules slow down and hit the rubber less often."
  }
]

describe("this afternoon's readings: the opposite told 'Contradicts' and at most half of the right answer", () => {
  it.each(REVERSALS)("$reading", ({ question, reference, right, wrong }) => {
    expectReversal(assess({ question, reference, answer: right }), assess({ question, reference, answer: wrong }))
  })

  it("not an opposite said plainly for a point's denied word ('frees it automatically' for 'do not free it manually')", () => {
    const question = "What does a garbage collector do?"
    const reference = "It reclaims memory of objects the program can no longer reach, so programmers do not free memory manually."
    const answer = "It finds the objects nothing refers to any more and frees their memory automatically."
    expect(says(assess({ question, reference, answer }))).toBe(false)
  })

  it("not a direction said both ways round in one sentence, each of its own thing (push and pull)", () => {
    const question = "How do git push and git pull differ?"
    const reference = "git pull downloads commits from the remote repository and merges them into your local branch."
    const answer = "Push uploads your commits from the local branch to the remote, and pull downloads commits from the remote into the local branch."
    expect(says(assess({ question, reference, answer }))).toBe(false)
  })

  it("not a relation under 'when' said with both its sides turned ('when the temperature falls, the rate decreases')", () => {
    const question = "How does temperature affect the rate of a reaction?"
    const reference = "When the temperature rises, the reaction rate increases."
    expect(says(assess({ question, reference, answer: "When the temperature falls, the reaction rate decreases." }))).toBe(false)
    expect(says(assess({ question, reference, answer: "When the temperature rises, the reaction rate decreases." }))).toBe(true)
  })

  it("not a number said beside another of the same kind, or the same number written in words", () => {
    const cases = [
      ["Which ports do HTTP and HTTPS use?", "HTTPS listens on port 443 by default.", "Plain HTTP uses port 80 and HTTPS uses port 443."],
      ["How long is an IPv4 address?", "An IPv4 address is 32 bits long, written as four decimal numbers.", "An IPv4 address has thirty-two bits, in 4 decimal numbers."],
      ["In which direction is DNA synthesised?", "Synthesis runs from the 5 prime end to the 3 prime end.", "Nucleotides are added at the 3 prime end, so the strand grows from 5 prime to 3 prime."]
    ] as const
    for (const [question, reference, answer] of cases) expect(says(assess({ question, reference, answer })), answer).toBe(false)
  })

  it("not a list given in another order, a comparison or an order said the other way round with its sides exchanged", () => {
    const cases = [
      ["What does a process own?", "A process owns its address space, open files and threads.", "A process owns its threads, open files and address space."],
      ["Array or linked list for random access?", "An array gives faster random access than a linked list.", "A linked list is slower than an array for random access."],
      ["Why pick spot instances?", "Spot instances are cheaper than on-demand instances.", "On-demand instances are more expensive than spot instances."]
    ] as const
    for (const [question, reference, answer] of cases) expect(says(assess({ question, reference, answer })), answer).toBe(false)
  })
})

/** Bank questions: a right answer of my own not told "Contradicts", and its reversal told so and at most half of it. */
const BANK_REVERSALS: ReadonlyArray<{ readonly reading: string; readonly id: string; readonly right: string; readonly wrong: string }> = [
  {
    reading: "a thing compared named as a part of another ('a JVM plus the class libraries') is no subject",
    id: "java-001",
    right: "The JVM is the virtual machine that loads and executes bytecode, and the JRE is the runtime environment with the standard class libraries.",
    wrong: "The JRE is the virtual machine that loads and executes bytecode, and the JVM is the runtime environment with the standard class libraries."
  },
  {
    reading: "a denied use asserted with the thing named after the verb ('You can use an arrow function as a constructor')",
    id: "javascript-005",
    right: "You cannot use an arrow function as a constructor with new.",
    wrong: "You can use an arrow function as a constructor with new."
  },
  {
    reading: "a point's denied word asserted in a clause of its own ('and it may mutate') after a clause with a negation ('no API calls')",
    id: "redux-004",
    right: "A reducer has to be pure, no API calls or timers, and it must not mutate the existing state; it returns new objects instead.",
    wrong: "A reducer has to be pure, no API calls or timers, and it may mutate the existing state; it returns new objects instead."
  },
  {
    reading: "one shared stack for every thread, where the point gives each thread its own (operating-systems-001)",
    id: "operating-systems-001",
    right: "A thread lives inside a process and uses the process's heap and open files, but every thread keeps its own stack and its own registers.",
    wrong: "A thread lives inside a process and uses the process's heap and open files, and all the threads of it run on one shared stack and one set of registers."
  },
  {
    reading: "a copy of its own for each instance, where the point says one copy shared by all (java-009)",
    id: "java-009",
    right: "Static means the field lives on the class rather than on objects, so there is one copy shared between all instances.",
    wrong: "Static means the field lives on the class rather than on objects, but each instance still gets its own copy of it."
  },
  {
    reading: "'is blocking' for the point's 'is non-blocking': a property's prefix said after 'is' denies it (nodejs-001)",
    id: "nodejs-001",
    right: "Your code runs on one main thread with an event loop, and I/O is non-blocking, so while one request waits on the disk the same process serves plenty of other connections.",
    wrong: "Your code runs on one main thread with an event loop, and I/O is blocking, so while one request waits on the disk the same process serves plenty of other connections."
  },
  {
    reading: "a re-render said plainly, where the point says a change does not trigger one (react-010)",
    id: "react-010",
    right: "useRef hands you a mutable box whose current value survives between renders, and writing to ref.current never causes a re-render, unlike a state update.",
    wrong: "useRef hands you a mutable box whose current value survives between renders, and writing to ref.current causes a re-render, like a state update."
  },
  {
    reading: "'less than' for the point's 'greater than', in place",
    id: "sql-016",
    right: "Self join the employees table with two aliases, matching each employee's manager_id to the manager's id, and keep the rows where the employee's salary is greater than the manager's salary.",
    wrong: "Self join the employees table with two aliases, matching each employee's manager_id to the manager's id, and keep the rows where the employee's salary is less than the manager's salary."
  }
]

describe("bank questions, a claim turned round", () => {
  // (requestOf, below: a bank question's request by its id)
  it.each(BANK_REVERSALS)("$reading", ({ id, right, wrong }) => {
    expectReversal(assess(requestOf({ question: id }, right)), assess(requestOf({ question: id }, wrong)))
  })
})

describe("a swap the rules still miss (javascript-006), written before the rules it tried", () => {
  const ask = (answer: string) => assess(requestOf({ question: "javascript-006" }, answer))
  const right = ask("undefined is what a variable holds when nothing has been assigned to it yet, while null is a value you set on purpose to mean empty.")
  const wrong = ask("null is what a variable holds when nothing has been assigned to it yet, while undefined is a value you set on purpose to mean empty.")

  it("one sentence, the two things joined by 'while', 'value' said of both: the swap scores at most half, untold", () => {
    // "nothing has been assigned" is read as "never assigned" now; "value" said of the other thing in the same sentence
    // still weighs as much as "assigned" against the swap (a known miss: the swap is not told "Contradicts")
    expect(says(right)).toBe(false)
    expect(wrong.score).toBeLessThanOrEqual(right.score / 2)
    expect(says(wrong)).toBe(false)
  })
})

/** Right answers of my own in plain words to bank questions that were told "Contradicts", and a point each covers. */
const RIGHT_IN_MY_WORDS: ReadonlyArray<{ readonly reading: string; readonly id: string; readonly answer: string; readonly covers: string }> = [
  {
    reading: "'nobody' denies what follows it ('nobody can subclass it' against 'prevent subclassing')",
    id: "java-022",
    answer: "Make the class final so nobody can subclass it, make all fields private and final and set them in the constructor, and don't write setters.",
    covers: "Make fields private and final, set them all in the constructor, and provide no setters."
  },
  {
    reading: "a clause opening with 'its' speaks of the clause before's subject ('const is implicitly static; its value is copied')",
    id: "csharp-003",
    answer: "const is a compile-time constant and is implicitly static; its value is copied into the assemblies that use it, so changing it means recompiling them.",
    covers: "The const value is baked into calling assemblies, so changing it requires recompiling consumers."
  }
]

describe("right answers of my own to bank questions", () => {
  it.each(RIGHT_IN_MY_WORDS)("$reading", ({ id, answer, covers }) => {
    const right = assess(requestOf({ question: id }, answer))
    expect(says(right)).toBe(false)
    expect(right.covered.map((c) => c.point)).toContain(covers)
  })
})

interface Asked {
  readonly question?: string
  readonly reference?: { readonly text: string; readonly answer: string }
}
interface DevSet {
  readonly pairs: ReadonlyArray<Asked & { readonly good: string; readonly opposite: string }>
  readonly rightWithNegation?: ReadonlyArray<Asked & { readonly answer: string }>
}
const load = (file: string): DevSet => JSON.parse(readFileSync(join(import.meta.dirname, file), "utf8")) as DevSet
const requestOf = (asked: Asked, answer: string): AssessmentRequest => {
  if (asked.reference !== undefined) return { question: asked.reference.text, reference: asked.reference.answer, answer }
  const q = coach.bank.byId.get(asked.question!)!
  return { question: q.text, questionId: q.id, answer }
}

describe.each([
  // floors a little under what the rules reach now (set on these pairs, so they guard against regressions only)
  { file: "contradiction-dev.json", detected: 56, halved: 56 },
  { file: "contradiction-dev-2.json", detected: 57, halved: 67 }
])("development pairs of $file (tuned on: floors)", ({ file, detected, halved }) => {
  const set = load(file)
  const judged = set.pairs.map((p) => ({ good: assess(requestOf(p, p.good)), opposite: assess(requestOf(p, p.opposite)) }))

  it("never says 'Contradicts' of a right answer", () => {
    expect(judged.filter((j) => says(j.good)).length).toBe(0)
  })

  it(`says it of at least ${detected} opposites, and scores at least ${halved} of them at most half of their right answer`, () => {
    expect(judged.filter((j) => says(j.opposite)).length).toBeGreaterThanOrEqual(detected)
    expect(judged.filter((j) => j.opposite.score <= j.good.score / 2).length).toBeGreaterThanOrEqual(halved)
  })

  it("an opposite it says 'Contradicts' of scores at most half of its right answer", () => {
    const over = judged.filter((j) => says(j.opposite) && !says(j.good) && j.opposite.score > j.good.score / 2)
    expect(over.map((j) => [j.opposite.score, j.good.score])).toEqual([])
  })
})

/**
 * contradiction-dev-3.json was written by another author after the rules, and first read by them on 2026-11-26 (27 of
 * 120 opposites caught, 28 at most half, "Contradicts" said of 3 right answers and of 3 of 60 right answers with
 * negations): what the rules do on cases nobody tuned them on. Tuned on since (2026-11-26: 35 caught, 37 at most half;
 * then, with quantities, reversed clauses and changes read: 44, 47; later, with opposites given to each other's thing
 * and the other thing named in place: 50, 50; then, with a yes/no question's verdict read: 60, 60; 2026-11-27, with cues said of
 * the other thing, firm contradictions and a complexity read as a verdict: 67, 67; later that day: 70, 70), so held to floors a little under
 * that, and to the same allowances.
 */
describe("development pairs of contradiction-dev-3.json (read once untuned, then tuned on: floors)", () => {
  const set = load("contradiction-dev-3.json")
  const judged = set.pairs.map((p) => ({ good: assess(requestOf(p, p.good)), opposite: assess(requestOf(p, p.opposite)) }))

  it("says 'Contradicts' of at least 67 opposites, scores 67 at most half of their right answer, and says it of at most 2 right answers", () => {
    expect(judged.filter((j) => says(j.opposite)).length).toBeGreaterThanOrEqual(67)
    expect(judged.filter((j) => j.opposite.score <= j.good.score / 2).length).toBeGreaterThanOrEqual(67)
    expect(judged.filter((j) => says(j.good)).length).toBeLessThanOrEqual(2)
  })

  it("says it of at most 1 of its 60 right answers that use negations", () => {
    const rights = set.rightWithNegation ?? []
    expect(rights.length).toBeGreaterThanOrEqual(60)
    expect(rights.filter((r) => says(assess(requestOf(r, r.answer)))).length).toBeLessThanOrEqual(1)
  })
})

describe("right answers that use negations (contradiction-dev-2.json)", () => {
  const rights = load("contradiction-dev-2.json").rightWithNegation ?? []

  /**
   * A stated allowance of 4 of 60 (10 before this change). What is left needs more than polarity: which thing a
   * clause is said of when an example stands for a role holder ("an Integer" for "a wrapper") or the question names
   * none ("instance members … aren't shared" against "static members … shared"), which way a relation runs ("can't
   * use require in an ES module" against "Node can require ES modules"), and an absence said two ways ("a missing
   * value" against "a value that may be absent").
   */
  it("says 'Contradicts' of at most 1 of them (none since 2026-11-27: 'replacing null' read as 'no null')", () => {
    expect(rights.length).toBeGreaterThanOrEqual(60)
    const flagged = rights.filter((r) => says(assess(requestOf(r, r.answer))))
    expect(flagged.length).toBeLessThanOrEqual(1)
  })
})
