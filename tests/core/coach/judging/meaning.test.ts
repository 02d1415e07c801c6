/**
 * Meaning-level matching: contradiction by negation, opposites and swapped roles (the issue's own examples), the
 * development pairs of contradiction-dev.json (tuned on, so held only to floors here), and the pure rules by
 * properties. The frozen cases are never asserted on: they only report (npm run bench -- frozen).
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { builtInBank } from "../../../../core/coach/built-in-layer.ts"
import { makeBuiltInCoach } from "../../../../core/coach/built-in-coach.ts"
import { NothingToJudgeBy } from "../../../../core/coach/errors.ts"
import { indexAnswer } from "../../../../core/coach/reading/answer-index.ts"
import { contentStems } from "../../../../core/coach/reading/lexicon.ts"
import { opposed } from "../../../../core/coach/reading/opposites.ts"
import { readMeaning } from "../../../../core/coach/reading/meaning-text.ts"
import { questionFrame } from "../../../../core/coach/reading/question-frame.ts"
import { Alignment, StatementWords } from "../../../../core/coach/judging/alignment.ts"
import { compare, predict } from "../../../../core/coach/judging/meaning.ts"
import { prepareStatement, reversesDirection } from "../../../../core/coach/judging/statement.ts"
import type { Assessment, AssessmentRequest } from "../../../../core/coach/schemas.ts"
import { meaning } from "../../../support/meaning.ts"

const coach = makeBuiltInCoach(builtInBank(), undefined, meaning)
const assess = (request: AssessmentRequest): Assessment => {
  const a = coach.assess(request)
  if (a instanceof NothingToJudgeBy) throw new Error(a.message)
  return a
}
const bank = (id: string, answer: string) => {
  const q = coach.bank.byId.get(id)!
  return assess({ question: q.text, questionId: id, answer })
}
const contradictions = (a: Assessment) => a.feedback.filter((l) => l.startsWith("Contradicts: "))

describe("an answer that says the opposite", () => {
  it("negation: 'function declarations are not hoisted' is a contradiction, quoted back, and scores under half of the right answer", () => {
    const right = bank("javascript-009", "Function declarations are hoisted completely, so you can call them before they appear. let and const are hoisted but stay in the temporal dead zone, and var is hoisted and set to undefined.")
    const wrong = bank("javascript-009", "Function declarations are not hoisted, so you cannot call them before they appear. let and const are not hoisted at all, and var is not hoisted either.")
    expect(wrong.score).toBeLessThanOrEqual(right.score / 2)
    expect(contradictions(wrong).some((l) => l.includes("Function declarations are hoisted completely") && l.includes("“Function declarations are not hoisted"))).toBe(true)
    expect(wrong.covered.map((c) => c.point)).not.toContain("Function declarations are hoisted completely, so they can be called before they appear in the code.")
    expect(contradictions(right)).toEqual([])
  })

  it("negation of a negative point: arrow functions that 'can be used with new' contradict the point that they cannot", () => {
    const right = bank("javascript-005", "Arrow functions do not have their own this and cannot be used with new. They also have no arguments object of their own.")
    const wrong = bank("javascript-005", "Arrow functions have their own this and can be used with new. They also have their own arguments object.")
    expect(wrong.score).toBeLessThanOrEqual(right.score / 2)
    expect(wrong.contradicted?.length ?? 0).toBeGreaterThan(0)
    expect(contradictions(right)).toEqual([])
  })

  it("swapped roles against a reference: what is said of TCP said of UDP", () => {
    const ref = {
      question: "What is the difference between TCP and UDP?",
      reference: "TCP is connection-oriented and guarantees reliable, ordered delivery with retransmission. UDP is connectionless, sends datagrams without delivery or ordering guarantees, and has lower overhead."
    }
    const right = assess({ ...ref, answer: "TCP sets up a connection first and guarantees that data arrives reliably and in order, resending lost packets. UDP is connectionless and just fires datagrams with no guarantee of delivery or order, so it has less overhead." })
    const swapped = assess({ ...ref, answer: "UDP sets up a connection first and guarantees that data arrives reliably and in order, resending lost packets. TCP is connectionless and just fires datagrams with no guarantee of delivery or order, so it has less overhead." })
    expect(right.score).toBeGreaterThanOrEqual(60)
    expect(contradictions(right)).toEqual([])
    expect(swapped.score).toBeLessThanOrEqual(right.score / 2)
    expect(contradictions(swapped).length).toBeGreaterThan(0)
  })

  it("a direction said the other way round: 'from the low end up to the high end' against 'from the higher end to the lower end'", () => {
    const ref = {
      question: "Which way does water run through a sloping pipe, and why?",
      reference: "Water runs from the higher end of the pipe to the lower end, because gravity pulls it downhill."
    }
    const right = assess({ ...ref, answer: "It runs from the high end of the pipe down to the low end, since gravity pulls the water downhill." })
    const reversed = assess({ ...ref, answer: "It runs from the low end of the pipe up to the high end, since gravity pulls the water downhill." })
    const otherWords = assess({ ...ref, answer: "Gravity pulls it downhill, so the water goes from the top of the pipe towards the bottom, the lower end." })
    expect(contradictions(right)).toEqual([])
    expect(contradictions(otherWords)).toEqual([])
    expect(contradictions(reversed).join(" ")).toContain("from the low end of the pipe up to the high end")
    expect(reversed.score).toBeLessThanOrEqual(right.score / 2)
  })

  it("another extent of the same thing: 'many rows can hold a given key value' against 'exactly one row can'", () => {
    const ref = {
      question: "What does a primary key guarantee about the rows of a table?",
      reference: "Exactly one row can have a given primary key value, because the key must be unique across the table."
    }
    const right = assess({ ...ref, answer: "Only one row may hold a given key value, since keys are unique within the table." })
    const many = assess({ ...ref, answer: "Many rows can hold a given key value, since keys are unique within the table." })
    const every = assess({ ...ref, answer: "Every row can hold a given key value, since keys are unique within the table." })
    expect(contradictions(right)).toEqual([])
    expect(right.score).toBeGreaterThanOrEqual(60)
    expect(contradictions(many)[0]).toContain("You said: “Many rows can hold a given key value")
    expect(contradictions(every)[0]).toContain("You said: “Every row can hold a given key value")
    for (const wrong of [many, every]) expect(wrong.score).toBeLessThanOrEqual(right.score / 2)
  })

  it("a point's first clause reversed by its opposite property, the rest of the point unsaid: 'strings in Python are mutable'", () => {
    const request = {
      question: "Why can building a long string with += in a loop be slow in Python?",
      talkingPoints: [
        { point: "Strings are immutable, so each concatenation creates a new string and copies the old contents.", cues: [["immutable", "new string", "copies"]] },
        { point: "Over a loop the copying adds up to quadratic time.", cues: [["quadratic", "n squared"]] }
      ]
    }
    const right = assess({ ...request, answer: "Strings in Python are immutable, so += grows nothing. In a loop that adds up to quadratic time." })
    const reversed = assess({ ...request, answer: "Strings in Python are mutable, so += grows them. In a loop that adds up to quadratic time." })
    expect(contradictions(right)).toEqual([])
    expect(contradictions(reversed)[0]).toContain("You said: “Strings in Python are mutable")
    expect(reversed.score).toBeLessThanOrEqual(right.score / 2)
  })

  it("a thing said to go the other way: 'the current doubles' against 'the current drops to half'", () => {
    const ref = {
      question: "What happens to the current through a resistor if the resistance doubles at a fixed voltage?",
      reference: "By Ohm's law the current is the voltage divided by the resistance, so at a fixed voltage the current drops to half."
    }
    const said = "Ohm's law says the current is the voltage divided by the resistance, so at a fixed voltage the current"
    const right = assess({ ...ref, answer: `${said} halves.` })
    const reversed = assess({ ...ref, answer: `${said} doubles.` })
    expect(contradictions(right)).toEqual([])
    expect(contradictions(reversed)[0]).toContain("the current doubles")
    expect(reversed.score).toBeLessThanOrEqual(right.score / 2)
  })

  it("which way a thing goes, said under the question's own condition, contradicts a reference all the same", () => {
    const ref = {
      question: "What happens to the current if resistance doubles at a fixed voltage?",
      reference: "By Ohm's law I = V/R, so doubling the resistance at the same voltage halves the current."
    }
    const said = "Ohm's law says current is voltage over resistance. If the voltage stays the same and resistance doubles, the current"
    const right = assess({ ...ref, answer: `${said} drops to half.` })
    const reversed = assess({ ...ref, answer: `${said} doubles too.` })
    expect(contradictions(right)).toEqual([])
    expect(contradictions(reversed)[0]).toContain("You said: “If the voltage stays the same and resistance doubles, the current doubles too.”")
    expect(reversed.score).toBeLessThanOrEqual(right.score / 2)
  })

  it("'It goes down.' opening an answer says the asked thing goes down: against 'Pressure increases with depth'", () => {
    const ref = {
      question: "What happens to the pressure of water as you dive deeper?",
      reference: "Pressure increases with depth, roughly one extra atmosphere for every ten metres of sea water, because of the weight of the water above."
    }
    const right = assess({ ...ref, answer: "It goes up. Every ten metres or so of seawater adds about one more atmosphere." })
    const reversed = assess({ ...ref, answer: "It goes down. Every ten metres or so of seawater takes away about one atmosphere." })
    expect(contradictions(right)).toEqual([])
    expect(contradictions(reversed)[0]).toContain("Contradicts: Pressure increases with depth")
    expect(reversed.score).toBeLessThanOrEqual(right.score / 2)
    // "it" elsewhere than opening the answer is not taken for the asked thing
    const later = assess({ ...ref, answer: "Every ten metres or so of seawater adds about one more atmosphere. It goes down in a lake." })
    expect(contradictions(later)).toEqual([])
  })

  it("a clause too short to be a point goes back onto its sentence as it was written ('…, but with more torque')", () => {
    const judged = coach.judge({
      question: "Does a larger gear driven by a smaller gear turn faster or slower?",
      reference: "The larger driven gear turns slower than the small driving gear, in proportion to the tooth ratio, but with more torque.",
      answer: "It depends."
    }) as { question: { points: ReadonlyArray<{ point: string }> } }
    expect(judged.question.points.map((p) => p.point)).toEqual([
      "The larger driven gear turns slower than the small driving gear, in proportion to the tooth ratio, but with more torque."
    ])
  })

  it("an answer that opens with the other of the two words a question asks to choose between contradicts the reference", () => {
    const ref = {
      question: "Does a larger gear driven by a smaller gear turn faster or slower?",
      reference: "The larger driven gear turns slower than the small driving gear, in proportion to the tooth ratio, but with more torque."
    }
    const rest = "If the small one has 10 teeth and the big one 30, the big one makes one turn for every three of the small one."
    const right = assess({ ...ref, answer: `The big gear turns slower. ${rest}` })
    const other = assess({ ...ref, answer: `The big gear turns faster. ${rest}` })
    expect(contradictions(right)).toEqual([])
    expect(contradictions(other)[0]).toContain("You said: “The big gear turns faster.”")
    expect(other.score).toBeLessThanOrEqual(right.score / 2)
  })

  it("'it's not the Moon's gravity' denies 'caused by the Moon's gravity' (a copula denied before the article)", () => {
    const ref = {
      question: "What causes ocean tides, and how often do high tides occur?",
      reference: "Tides are caused mainly by the Moon's gravity, with a smaller contribution from the Sun; most coasts get two high tides roughly every 24 hours and 50 minutes."
    }
    const rest = "And most places get two high tides about every day, every 24 hours and 50 minutes or so."
    const right = assess({ ...ref, answer: `So, um, it's mostly the Moon's gravity pulling on the oceans, the Sun helps a bit too. ${rest}` })
    const reversed = assess({ ...ref, answer: `So, um, it's not the Moon's gravity pulling on the oceans, only the Sun matters. ${rest}` })
    expect(contradictions(right)).toEqual([])
    expect(contradictions(reversed)[0]).toContain("it's not the Moon's gravity")
  })

  it("an answer that contradicts the reference as a whole, and no derived point alone, is told which point and sentence", () => {
    const ref = {
      question: "In a schema of authors and their books, which table holds the foreign key?",
      reference: "The books table holds the foreign key: each book row has an author_id that references the primary key of authors. So the reference goes from books to authors."
    }
    const right = assess({ ...ref, answer: "It is in the books table: every book row carries an author_id pointing at the primary key of authors, so books refer to authors." })
    const swapped = assess({ ...ref, answer: "The authors table holds the foreign key: each author row has a book_id that references the primary key of books. So the reference goes from authors to books." })
    expect(contradictions(right)).toEqual([])
    expect(swapped.score).toBeLessThanOrEqual(right.score / 2)
    expect(contradictions(swapped)).toHaveLength(1)
    expect(contradictions(swapped)[0]).toMatch(/You said: “.*authors/)
  })

  it("an answer that opens with the reference's own verdict is not told it contradicts the point that restates that verdict", () => {
    const ref = { question: "Is glass a good conductor of electricity?", reference: "No, glass is not a good conductor of electricity. It is an insulator, so charges cannot move through it." }
    const same = assess({ ...ref, answer: "No, a good conductor such as copper carries current easily, but glass is an insulator." })
    expect(contradictions(same)).toEqual([])
    const other = assess({ ...ref, answer: "Yes, glass is a good conductor of electricity, charges move through it easily." })
    expect(contradictions(other).length).toBeGreaterThan(0)
    expect(other.score).toBeLessThanOrEqual(same.score / 2)
  })

  it("a point's plainly denied word asserted in its place contradicts it; said inside a 'when' clause it does not", () => {
    const right = bank("javascript-010", "Every number is an IEEE 754 double and 0.1 can't be represented exactly in binary, so small rounding errors creep in. For money I keep integer cents or use a decimal library.")
    const wrong = bank("javascript-010", "Every number is an IEEE 754 double and 0.1 can be represented exactly in binary, so no rounding errors creep in. For money I keep integer cents or use a decimal library.")
    expect(contradictions(right)).toEqual([])
    expect(contradictions(wrong).some((l) => l.includes("cannot be represented exactly") && l.includes("“Every number is an IEEE 754 double and 0.1 can be represented"))).toBe(true)
    expect(wrong.score).toBeLessThanOrEqual(right.score / 2)
    // "the original value is not modified" is not reversed by "when a value must change", which says when mut is needed
    const shadowing = bank("rust-009", "In Rust variables are immutable by default, and mut is an opt-in you write when a value must change. Shadowing is declaring a new variable with the same name using let again; it creates a fresh binding, so the type may differ, and the old value is left intact.")
    expect(contradictions(shadowing)).toEqual([])
    // a relative clause denied where the point's own relative clause says it ("a wave that doesn't need a medium")
    const sound = { question: "What kind of wave is sound?", reference: "Sound is a mechanical wave that needs a medium such as air or water to travel through." }
    expect(contradictions(assess({ ...sound, answer: "Sound is a pressure wave that needs a medium like air or water to travel through." }))).toEqual([])
    expect(contradictions(assess({ ...sound, answer: "Sound is a wave that doesn't need a medium like air or water to travel through." }))).toHaveLength(1)
    // and a thing a point says there is none of, said plainly in its place ("keeps no session data")
    const stateless = { question: "What does a stateless service keep between requests?", reference: "A stateless service keeps no session data in its own memory between requests." }
    expect(contradictions(assess({ ...stateless, answer: "A stateless service doesn't keep session data in its own memory between requests." }))).toEqual([])
    expect(contradictions(assess({ ...stateless, answer: "A stateless service keeps the session data in its own memory between requests." }))).toHaveLength(1)
  })

  it("a yes/no question answered with the other verdict than the reference's contradicts it, however many reasons' words it shares", () => {
    const ref = {
      question: "Can sound travel through the vacuum of space?",
      reference: "No. Sound is a mechanical wave that needs a medium such as air, water or a solid to propagate. It cannot cross a vacuum."
    }
    const right = assess({ ...ref, answer: "Um, no. Sound is a vibration that needs a medium, air or water or something solid, to travel through, so it can't get across a vacuum." })
    const other = assess({ ...ref, answer: "Um, yes. Sound is a vibration that needs a medium, air or water or something solid, to travel through, so it can get across a vacuum." })
    expect(contradictions(right)).toEqual([])
    expect(contradictions(other)).toHaveLength(1)
    expect(contradictions(other)[0]).toMatch(/^Contradicts: No\. Sound is a mechanical wave .* You said: “Um, yes\.”$/)
    expect(other.score).toBeLessThanOrEqual(right.score / 2)
    // no verdict read where the question offers a choice, or where the reference opens with none
    const choice = { question: "Does a larger gear driven by a smaller gear turn faster or slower?", reference: "No. The larger driven gear turns slower than the smaller one, because it has more teeth." }
    expect(contradictions(assess({ ...choice, answer: "Yes, the larger gear turns slower, because it has more teeth." }))).toEqual([])
    const plain = { question: ref.question, reference: "Sound is a mechanical wave that needs a medium such as air, water or a solid, so it cannot cross a vacuum." }
    expect(contradictions(assess({ ...plain, answer: "Yes. Sound is a mechanical wave that needs a medium such as air, water or a solid." }))).toEqual([])
  })

  it("swapped roles in one sentence: 'HAVING filters rows before grouping, WHERE filters groups'", () => {
    const ref = {
      question: "What is the difference between WHERE and HAVING in SQL?",
      reference: "WHERE filters rows before grouping and aggregation; HAVING filters groups after GROUP BY, so it can use aggregate functions."
    }
    const right = assess({ ...ref, answer: "WHERE filters rows before grouping, HAVING filters groups after the grouping and can use aggregates." })
    const swapped = assess({ ...ref, answer: "HAVING filters rows before grouping, WHERE filters groups after the grouping and can use aggregates." })
    expect(right.score).toBeGreaterThanOrEqual(80)
    expect(swapped.score).toBeLessThanOrEqual(right.score / 2)
    expect(contradictions(swapped)[0]).toContain("You said: “HAVING filters rows before grouping")
  })

  it("a swap is not outweighed by the point's cues hit in a sentence that says little else of it ('a layer 4 one terminates HTTP')", () => {
    const right = bank("networking-019", "A layer 4 balancer just forwards TCP or UDP connections by IP address and port, without looking inside them. A layer 7 balancer terminates the HTTP connection, so it can route on the path, host or headers.")
    const swapped = bank("networking-019", "A layer 7 balancer just forwards TCP or UDP connections by IP address and port, without looking inside them. A layer 4 balancer terminates the HTTP connection, so it can route on the path, host or headers.")
    expect(contradictions(right)).toEqual([])
    expect(contradictions(swapped)).toHaveLength(1)
    expect(contradictions(swapped)[0]).toContain("A layer 7 balancer just forwards TCP or UDP connections")
    expect(swapped.score).toBeLessThanOrEqual(right.score / 2)
  })

  it("a negation in a later clause of a point leaves its claim plain: 'can never use more memory than RAM' contradicts 'can use more memory than physical RAM, with unused pages on disk'", () => {
    const right = bank("operating-systems-005", "Each process sees its own virtual address space. Programs can use more memory than the RAM in the machine, since pages nobody touches can wait on disk.")
    const wrong = bank("operating-systems-005", "Each process sees its own virtual address space. Programs can never use more memory than the RAM in the machine, since pages nobody touches can wait on disk.")
    expect(contradictions(right)).toEqual([])
    expect(contradictions(wrong).join(" ")).toContain("Programs can never use more memory")
    expect(wrong.score).toBeLessThanOrEqual(right.score / 2)
  })

  it("what a point denies, asserted in a clause of the answer with no negation in it or before it, contradicts it though a later clause denies something else", () => {
    const right = bank("redux-004", "A reducer gets the current state and an action and gives back the next state. It has to be pure. Also, it must never mutate the existing state; it has to return new objects.")
    const wrong = bank("redux-004", "A reducer gets the current state and an action and gives back the next state. It has to be pure. Also, it should mutate the existing state; it doesn't have to return new objects.")
    expect(contradictions(right)).toEqual([])
    expect(contradictions(wrong).join(" ")).toContain("it should mutate the existing state")
    expect(wrong.score).toBeLessThanOrEqual(right.score / 2)
  })

  it("a verb denied in its place though the point joins another verb to it: 'a firewall doesn't inspect the traffic' against 'inspects and filters traffic'", () => {
    const ref = {
      question: "What does a network firewall do?",
      reference: "A firewall inspects and filters traffic between networks according to rules. It blocks connections that the rules do not allow."
    }
    const right = assess({ ...ref, answer: "A firewall inspects the traffic between two networks and filters it by its rules, so it blocks connections the rules don't allow." })
    const wrong = assess({ ...ref, answer: "A firewall doesn't inspect the traffic between two networks or filter it by any rules, so it lets every connection through." })
    expect(contradictions(right)).toEqual([])
    expect(contradictions(wrong).join(" ")).toContain("A firewall doesn't inspect the traffic")
    expect(wrong.score).toBeLessThanOrEqual(right.score / 2)
  })

  it("swapped roles of names written with '::': what is said of std::map said of std::unordered_map", () => {
    const right = bank("cpp-019", "std::map is a red-black tree, so it keeps its keys sorted and lookups take O(log n). std::unordered_map is a hash table with O(1) lookups on average and no order at all.")
    const swapped = bank("cpp-019", "std::unordered_map is a red-black tree, so it keeps its keys sorted and lookups take O(log n). std::map is a hash table with O(1) lookups on average and no order at all.")
    expect(contradictions(right)).toEqual([])
    expect(contradictions(swapped).length).toBeGreaterThan(0)
    expect(swapped.score).toBeLessThanOrEqual(right.score / 2)
  })

  it("a word said in a clause that names neither thing compared is no swap: 'std::forward restores the category, casting to an rvalue only if …, whereas std::move casts to an rvalue'", () => {
    const q = coach.bank.byId.get("cpp-024")!
    const last = "Inside the wrapper the parameter has a name, so it is an lvalue; std::forward of T restores the original category, casting to an rvalue only if the caller passed an rvalue, whereas std::move unconditionally casts to an rvalue."
    expect(q.modelAnswer).toContain(last)
    expect(contradictions(bank("cpp-024", last))).toEqual([])
  })

  it("two opposites given each to the other's thing: 'low selectivity and high write frequency' against 'high selectivity and low write frequency'", () => {
    const ref = {
      question: "What kind of table column benefits most from an index?",
      reference: "An index pays off most on a column with high selectivity and low write frequency, because lookups narrow to few rows and the index is rarely rewritten."
    }
    const right = assess({ ...ref, answer: "An index pays off most on a column with high selectivity and low write frequency, since a lookup lands on few rows and the index seldom has to change." })
    const swapped = assess({ ...ref, answer: "An index pays off most on a column with low selectivity and high write frequency, since a lookup lands on few rows and the index seldom has to change." })
    // the answer gives both words to the same things as the statement: no swap ("a local queue, with a global queue")
    const both = assess({ ...ref, answer: "Columns with high selectivity are worth indexing, and so are those with low write frequency; a column with low selectivity is not." })
    expect(contradictions(right)).toEqual([])
    expect(contradictions(both)).toEqual([])
    expect(contradictions(swapped).join(" ")).toContain("with low selectivity and high write frequency")
    expect(swapped.score).toBeLessThanOrEqual(right.score / 2)
  })

  it("one thing compared named where the point names the other, between the same words: 'slicing makes a deep copy' against 'slicing makes a shallow copy'", () => {
    const ref = {
      question: "What is the difference between a shallow copy and a deep copy of a Python list?",
      reference: "Slicing a list makes a shallow copy, so the inner objects are still shared with the original. copy.deepcopy makes a deep copy, so no inner object is shared."
    }
    const right = assess({ ...ref, answer: "Slicing the list makes a shallow copy, so the nested lists are still shared with the original one. copy.deepcopy makes a deep copy, so no nested list is shared." })
    const swapped = assess({ ...ref, answer: "Slicing the list makes a deep copy, so the nested lists are still shared with the original one. copy.deepcopy makes a shallow copy, so no nested list is shared." })
    expect(contradictions(right)).toEqual([])
    expect(contradictions(swapped).join(" ")).toContain("You said: “Slicing the list makes a deep copy")
    expect(swapped.score).toBeLessThanOrEqual(right.score / 2)
  })

  it("agreeing negations are not contradictions: 'UDP gives no guarantee of order' agrees with 'TCP guarantees order'", () => {
    const a = bank("networking-002", "TCP guarantees that bytes arrive reliably and in order, using acknowledgements and retransmission. UDP gives no guarantee of delivery or order, which makes it lighter.")
    expect(contradictions(a)).toEqual([])
  })

  it("no bank model answer contradicts its own talking points", () => {
    const offenders = coach.bank.questions.filter((q) => (coach.judge({ question: q.text, questionId: q.id, answer: q.modelAnswer }) as { matches: ReadonlyArray<{ via: string }> })
      .matches.some((m) => m.via === "contradiction")).map((q) => q.id)
    expect(offenders).toEqual([])
  })
})

interface DevPair {
  readonly question: string
  readonly good: string
  readonly opposite: string
  readonly reversal: "negation" | "antonym" | "swap" | "mixed"
}
const dev = JSON.parse(readFileSync(join(import.meta.dirname, "contradiction-dev.json"), "utf8")) as { pairs: ReadonlyArray<DevPair> }

describe("what does not contradict (rules set on SemEval's training answers that were right but read as contradictions)", () => {
  const judge = (question: string, statementText: string, answerText: string) => {
    const frame = questionFrame(question, contentStems(question))
    const statement = prepareStatement(readMeaning(indexAnswer(statementText), meaning, frame), meaning, frame.compared)
    return compare(statement, readMeaning(indexAnswer(answerText), meaning, frame), 0, 0, new Alignment(meaning)).contradicts
  }

  it("a negation undone by an opposite in its reach: 'not connected to the negative' is 'connected to the positive'", () => {
    const q = "Why does pin 6 read zero volts against the positive rail?"
    expect(judge(q, "Pin 6 is not connected to the negative rail.", "Pin 6 is connected to the positive rail.")).toBe(false)
    expect(judge(q, "Pin 6 is not connected to the negative rail.", "Pin 6 is connected to the negative rail.")).toBe(true)
  })

  it("a statement that supposes ('if a screw does not stick …') states nothing for an answer to reverse", () => {
    const q = "How can a magnet sort the screws?"
    expect(judge(q, "If a screw does not stick to the magnet, it is brass.", "Steel screws stick to the magnet, brass ones do not.")).toBe(false)
    expect(judge(q, "A screw that does not stick to the magnet is brass.", "A brass screw sticks to the magnet.")).toBe(true)
  })

  it("a negation inside the answer's own supposition ('because if you do not agree …') reverses no claim", () => {
    const q = "Why should a team agree on one time zone for its logs?"
    expect(judge(q, "One agreed time zone is needed so that everyone reads the same timestamps.", "Because if you do not agree on one, everyone reads different timestamps.")).toBe(false)
  })

  it("'0 rows' says what 'no rows' says", () => {
    const q = "What does the query return for a customer without orders?"
    expect(judge(q, "The join returns no rows for that customer.", "The join returns 0 rows for that customer.")).toBe(false)
    expect(judge(q, "The join returns no rows for that customer.", "The join returns rows for that customer.")).toBe(true)
  })
})

describe("the development pairs (contradiction-dev.json, written by another hand)", () => {
  const judged = dev.pairs.map((p) => ({ pair: p, good: bank(p.question, p.good), opposite: bank(p.question, p.opposite) }))

  it("never says 'Contradicts' of a right answer", () => {
    expect(judged.filter((j) => contradictions(j.good).length > 0).map((j) => j.pair.question)).toEqual([])
  })

  it("catches at least a fifth of the opposites, and scores 85% of them no higher than their right answer", () => {
    expect(judged.filter((j) => contradictions(j.opposite).length > 0).length).toBeGreaterThanOrEqual(Math.ceil(dev.pairs.length / 5))
    expect(judged.filter((j) => j.opposite.score <= j.good.score).length).toBeGreaterThanOrEqual(Math.ceil(dev.pairs.length * 0.85))
  })
})

describe("points read from a reference answer", () => {
  it("a clause that goes on without a subject stays with its sentence; another reads as a point of its own", () => {
    const a = assess({
      question: "What is the difference between WHERE and HAVING in SQL?",
      reference: "UDP is connectionless, sends datagrams without delivery or ordering guarantees, and has lower overhead. WHERE filters rows before grouping and aggregation; HAVING filters groups after GROUP BY, so it can use aggregate functions.",
      answer: "I am not sure."
    })
    expect(a.missed.map((m) => m.point)).toEqual([
      "UDP is connectionless, sends datagrams without delivery or ordering guarantees, and has lower overhead.",
      "WHERE filters rows before grouping and aggregation",
      "HAVING filters groups after GROUP BY",
      "It can use aggregate functions."
    ])
  })
})

describe("the rules, by property", () => {
  const WORDS = ["sorted", "unsorted", "mutable", "immutable", "stateful", "stateless", "before", "after", "faster", "slower", "safe", "unsafe", "valid", "invalid", "table", "index", "form", "inform", "pose", "impose"]

  it("opposition is symmetric and never holds between a word and itself", () => {
    fc.assert(fc.property(fc.constantFrom(...WORDS), fc.constantFrom(...WORDS), (a, b) => {
      expect(opposed(a, b)).toBe(opposed(b, a))
      expect(opposed(a, a)).toBe(false)
    }))
    expect(opposed("inform", "form")).toBe(false)
    expect(opposed("impose", "pose")).toBe(false)
  })

  it("two names of one kind set against each other by \"than\" or \"compared with\" are told apart by their first words", () => {
    const compared = (q: string) => [...questionFrame(q, contentStems(q)).compared].sort()
    expect(compared("Why does a metal spoon feel colder than a wooden spoon at the same room temperature?")).toEqual(["metal", "wooden"])
    expect(compared("Why do LED bulbs use less energy than incandescent bulbs for the same light?")).toEqual(["incandescent", "led"])
    expect(compared("What is the purpose of a unit test compared with an end-to-end test?")).toEqual(["end", "unit"])
    // no second name of the same kind, or one that holds the first's word, compares no things
    expect(compared("Why is it faster to read data sequentially from a spinning hard disk than at random?")).toEqual([])
    expect(compared("How does the water flow in a creek during a flood compared to normal water flow?")).toEqual([])
    expect(compared("Write a query that returns monthly revenue and the percentage change compared with the previous month.")).toEqual([])
    // nor does a choice of one over the other
    expect(compared("When should a Go method have a pointer receiver rather than a value receiver?")).toEqual([])
  })

  it("the model's chance rises with how much of the statement is said, all else equal", () => {
    fc.assert(fc.property(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 11, maxLength: 11 }), fc.double({ min: 0, max: 0.5, noNaN: true }), (f, d) => {
      const base = f as unknown as Parameters<typeof predict>[0]
      const more = [...base] as typeof base
      more[0] = Math.min(1, base[0] + d)
      expect(predict(more)).toBeGreaterThanOrEqual(predict(base) - 1e-12)
    }))
  })

  it("an alignment worked out once per answer over the question's statement words compares exactly as word by word", () => {
    const questions = coach.bank.questions
    fc.assert(fc.property(fc.nat(questions.length - 1), fc.nat(questions.length - 1), fc.nat(20), (qi, oi, cut) => {
      const q = questions[qi]!
      const frame = questionFrame(q.text, contentStems(q.text))
      const words = new StatementWords()
      const shared = q.talkingPoints.map((p) => prepareStatement(readMeaning(indexAnswer(p.point), meaning, frame), meaning, frame.compared, words))
      const alone = q.talkingPoints.map((p) => prepareStatement(readMeaning(indexAnswer(p.point), meaning, frame), meaning, frame.compared))
      // part of this question's model answer, then another question's: words shared with the points and words not
      const text = `${q.modelAnswer.split(" ").slice(0, 5 + cut * 3).join(" ")}. ${questions[oi]!.modelAnswer}`
      const read = readMeaning(indexAnswer(text), meaning, frame)
      const once = new Alignment(meaning, read, words)
      const last = read.sentences.length - 1
      shared.forEach((statement, i) => {
        for (let s = 0; s <= last; s++) {
          expect(compare(statement, read, s, s, once)).toEqual(compare(alone[i]!, read, s, s, new Alignment(meaning)))
        }
        expect(compare(statement, read, 0, last, once)).toEqual(compare(alone[i]!, read, 0, last, new Alignment(meaning)))
      })
    }), { numRuns: 25 })
  })

  it("a statement said back word for word is not contradicted, and negating its claim is", () => {
    const q = "What is the difference between a list and a tuple in Python?"
    const frame = questionFrame(q, contentStems(q))
    const statement = prepareStatement(readMeaning(indexAnswer("Tuples cannot be changed once created."), meaning, frame), meaning, frame.compared)
    const judge = (text: string) => {
      const read = readMeaning(indexAnswer(text), meaning, frame)
      return compare(statement, read, 0, 0, new Alignment(meaning))
    }
    expect(judge("Tuples cannot be changed once created.").contradicts).toBe(false)
    expect(judge("Tuples can be changed once created.").contradicts).toBe(true)
    expect(judge("Tuples cannot be changed once created.").probability).toBeGreaterThan(judge("Lists grow when you append to them.").probability)
  })

  it("a direction reverses another's exactly when that one reverses it, and never itself", () => {
    const q = "Which way does it go?"
    const frame = questionFrame(q, contentStems(q))
    const place = fc.constantFrom("hot", "cold", "server", "client", "anode", "cathode", "parent", "child")
    const sentence = fc.tuple(place, place, fc.constantFrom("end", "side", "box")).map(([a, b, n]) => `It moves from the ${a} ${n} to the ${b} ${n}.`)
    fc.assert(fc.property(sentence, sentence, (x, y) => {
      const read = (text: string) => readMeaning(indexAnswer(text), meaning, frame)
      const statement = (text: string) => prepareStatement(read(text), meaning, frame.compared)
      expect(reversesDirection(statement(x), read(y), 0)).toBe(reversesDirection(statement(y), read(x), 0))
      expect(reversesDirection(statement(x), read(x), 0)).toBe(false)
    }))
    const statement = prepareStatement(readMeaning(indexAnswer("It moves from the hot end to the cold end."), meaning, frame), meaning, frame.compared)
    expect(reversesDirection(statement, readMeaning(indexAnswer("It moves from the cold end to the hot end."), meaning, frame), 0)).toBe(true)
  })
})
