/**
 * The things a question sets against each other (its role holders), and how a text names them: whole names, the one
 * word that tells a name apart, initials; lists, "differs from", "choose … over"; names written into longer words.
 */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { builtInBank } from "../../../../core/coach/built-in-layer.ts"
import { makeBuiltInCoach } from "../../../../core/coach/built-in-coach.ts"
import { NothingToJudgeBy } from "../../../../core/coach/errors.ts"
import { indexAnswer } from "../../../../core/coach/reading/answer-index.ts"
import { contentStems, inQuestion } from "../../../../core/coach/reading/lexicon.ts"
import { questionFrame, rolesIn } from "../../../../core/coach/reading/question-frame.ts"
import type { Assessment } from "../../../../core/coach/schemas.ts"
import { meaning } from "../../../support/meaning.ts"

const frameOf = (q: string) => questionFrame(q, contentStems(q))
const compared = (q: string) => [...frameOf(q).compared].sort()
/** The role each word of `text` names under question `q`, as "word=key", for the words that name one. */
const named = (q: string, text: string) => {
  const frame = frameOf(q)
  return indexAnswer(text).sentences.flatMap((s) => {
    const roles = rolesIn(frame, s)
    return s.tokens.flatMap((t, k) => (roles[k] ? [`${t}=${roles[k]}`] : []))
  })
}

describe("the things a question compares", () => {
  it("are none or at least two, whatever the words", () => {
    const words = ["tcp", "and", "udp", "or", "vs", "the", "a", "between", "list", ",", "difference", "compare", "both", "over", "choose", "4", "layer"]
    fc.assert(fc.property(fc.array(fc.constantFrom(...words), { maxLength: 14 }), (tokens) => {
      const size = frameOf(`${tokens.join(" ")}?`).compared.size
      expect(size === 0 || size >= 2).toBe(true)
    }))
  })

  it("names of several words are known by what tells them apart: first, last or middle words", () => {
    expect(compared("What is the difference between method overloading and method overriding?")).toEqual(["overload", "overrid"])
    expect(compared("What is the difference between breadth-first search and depth-first search, and when would you use each?")).toEqual(["breadth", "depth"])
    expect(compared("What is the difference between TCP flow control and congestion control?")).toEqual(["congestion", "flow"])
    expect(compared("What is the difference between value types and reference types in C#?")).toEqual(["referenc", "valu"])
  })

  it("a form of 'be' or 'have' before a name is no part of it: 'a process being I/O-bound and CPU-bound'", () => {
    expect(compared("What is the difference between a process being I/O-bound and CPU-bound?")).toEqual(["cpu", "i o"])
  })

  it("a joining word with no name on one side joins nothing: 'a stack and a queue, and give a real use'", () => {
    expect(compared("Explain the difference between a stack and a queue, and give a real use for each.")).toEqual(["queu", "stack"])
    expect(compared("What is the difference between stack and heap memory in the JVM, and what errors do you get?")).toEqual(["heap", "stack"])
  })

  it("every item of a list compared, and none that is an everyday word ('any', 'never')", () => {
    expect(compared("What are the differences between var, let and const in JavaScript?")).toEqual(["const", "let", "var"])
    expect(compared("What is the difference between a hub, a switch and a router?")).toEqual(["hub", "router", "switch"])
    expect(compared("Explain the differences between unique_ptr, shared_ptr and weak_ptr, and when you would use each.")).toEqual(["shared_ptr", "unique_ptr", "weak_ptr"])
    expect(compared("What are the differences between any, unknown and never in TypeScript?")).toEqual([])
  })

  it("'X differs from Y', 'choose X over Y', 'both X and Y' and 'how do they differ'", () => {
    expect(compared("What is a generator in Python, and how does yield differ from return?")).toEqual(["return", "yield"])
    expect(compared("When would you choose useReducer over useState?")).toEqual(["usereducer", "usestat"])
    expect(compared("Write a query and explain why you need both WHERE and HAVING.")).toEqual(["hav", "wher"])
    expect(compared("What are useMemo and useCallback, how do they differ, and when is using them a waste?")).toEqual(["usecallback", "usememo"])
    // not things: "both on one machine and across many", a verb after "differs from", examples after "like"
    expect(compared("How would you scale a Node.js API, both on one machine and across many machines?")).toEqual([])
    expect(compared("How does running JavaScript in Node.js differ from running it in the browser?")).toEqual([])
    expect(compared("How do destructors and finalizers differ when releasing resources like files or sockets?")).toEqual(["destructor", "finalizer"])
  })

  it("no things where a name is a number alone or holds the other ('Rust enums' and 'enums in C')", () => {
    expect(compared("To find n, a prime between 20 and 30, which statement is sufficient?")).toEqual([])
    expect(compared("How are Rust enums different from enums in languages like C or Java?")).toEqual([])
  })
})

describe("how a text names them", () => {
  it("a word that tells a name apart names it alone, unless it is everyday or a number: then only the whole name does", () => {
    const q = "What is the difference between app.use and app.get in Express?"
    expect(named(q, "app.use runs for every method, while app.get matches GET only; use the first for middleware")).toEqual(["app=us", "use=us", "app=get", "get=get"])
    const layers = "What is the difference between a layer 4 and a layer 7 load balancer?"
    expect(named(layers, "A layer 7 balancer reads HTTP, so 4 workers suffice")).toEqual(["layer=7", "7=7"])
  })

  it("the longest name wins: 'non-clustered' is not 'clustered'", () => {
    const q = "What is the difference between a clustered and a non-clustered index?"
    expect(named(q, "A non-clustered index points back to rows; the clustered one stores them.")).toEqual(["non=non", "clustered=non", "clustered=cluster"])
  })

  it("initials of a name of three words name it ('BFS', 'DFS')", () => {
    const q = "What is the difference between breadth-first search and depth-first search, and when would you use each?"
    expect(named(q, "BFS uses a queue and DFS a stack; depth-first search can recurse.")).toEqual(["bfs=breadth", "dfs=depth", "depth=depth", "first=depth", "search=depth"])
  })

  it("by property: words joined by '::' stay in one clause; a colon followed by a space, a comma or a semicolon starts a new one", () => {
    const word = fc.stringMatching(/^[a-z][a-z0-9_]{0,7}$/)
    const segments = (text: string) => new Set(indexAnswer(text).sentences.flatMap((s) => s.segmentOf)).size
    fc.assert(fc.property(fc.array(word, { minLength: 2, maxLength: 5 }), fc.constantFrom(": ", ", ", "; "), (words, separator) => {
      expect(segments(`${words.join("::")} keeps its keys`)).toBe(1)
      expect(segments(words.join(separator))).toBe(words.length)
    }))
  })

  it("a name the question writes as a participle is named only by that form: 'the buffer is full' names no buffered channel", () => {
    const q = "What is the difference between a buffered and an unbuffered channel in Go?"
    expect(named(q, "A buffered channel blocks a send only when the buffer is full; an unbuffered one always blocks.")).toEqual(["buffered=buffer", "unbuffered=unbuffer"])
  })

  it("a name written with '::' is one name in one clause: 'std::map' and 'std::unordered_map', 'Vec::new'", () => {
    const q = "Compare std::map and std::unordered_map in terms of implementation, complexity and when to pick each."
    expect(compared(q)).toEqual(["map", "unordered_map"])
    expect(named(q, "std::unordered_map hashes its keys, while std::map keeps them sorted.")).toEqual(["std=unordered_map", "unordered_map=unordered_map", "std=map", "map=map"])
    // a colon after a word and before a space still ends a clause
    const segments = (text: string) => indexAnswer(text).sentences[0]!.segmentOf
    expect(new Set(segments("Vec::new allocates nothing until the first push")).size).toBe(1)
    expect(new Set(segments("Two kinds: owned and borrowed")).size).toBe(2)
  })

  it("a name written into a longer word names nothing there, unless the word goes on as the name does", () => {
    const q = "Explain the differences between unique_ptr, shared_ptr and weak_ptr, and when you would use each."
    expect(named(q, "weak_ptr observes a shared_ptr-managed object.")).toEqual(["weak_ptr=weak_ptr"])
    const hash = "What is the difference between the private keyword and a hash-prefixed private field?"
    expect(named(hash, "Hash-prefixed fields are private at runtime.")).toEqual(["hash=hash"])
  })
})

describe("roles read through the question's names", () => {
  const coach = makeBuiltInCoach(builtInBank(), undefined, meaning)
  const judge = (question: string, reference: string, answer: string): Assessment => {
    const a = coach.assess({ question, reference, answer })
    if (a instanceof NothingToJudgeBy) throw new Error(a.message)
    return a
  }
  const says = (a: Assessment) => a.feedback.some((l) => l.startsWith("Contradicts: "))
  const question = "What is the difference between breadth-first search and depth-first search?"
  const reference = "Breadth-first search explores the graph level by level with a queue, so it finds shortest paths in unweighted graphs. Depth-first search follows one branch as deep as it can with a stack or recursion."

  it("swapping the two by their initials is read as swapped, and scores at most half of saying them the right way round", () => {
    const right = judge(question, reference, "BFS explores level by level using a queue, which gives shortest paths in an unweighted graph. DFS follows a single branch as deep as possible using a stack or recursion.")
    const swapped = judge(question, reference, "DFS explores level by level using a queue, which gives shortest paths in an unweighted graph. BFS follows a single branch as deep as possible using a stack or recursion.")
    expect(says(right)).toBe(false)
    expect(says(swapped)).toBe(true)
    expect(swapped.score).toBeLessThanOrEqual(right.score / 2)
  })
})

describe("a frame's demoted words", () => {
  it("are the question's own words, however many distinct words answers have brought before (property)", () => {
    const q = "What is the difference between optimistic and pessimistic locking in databases?"
    const stems = contentStems(q)
    const frame = questionFrame(q, stems)
    // more distinct stems than the frame keeps, so its cache starts afresh along the way
    for (let i = 0; i < 10_000; i++) frame.demoted(`word${i}`)
    fc.assert(fc.property(fc.oneof(fc.constantFrom(...stems, "locking", "lock", "databas", "optimist"), fc.stringMatching(/^[a-z]{1,12}$/)), (s) => {
      expect(frame.demoted(s)).toBe(inQuestion(s, stems))
    }))
    expect(frame.demoted([...stems][0]!)).toBe(true)
    expect(frame.demoted("word9999")).toBe(false)
  })
})
