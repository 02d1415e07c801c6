/** Reading a job description for the skills the bank can ask about (issue #16), by examples and by properties. */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { bankQuestions } from "../../../../core/coach/bank/index.ts"
import { SKILL_LEXICON } from "../../../../core/coach/selection/job-skill-lexicon.ts"
import { readJobSkills } from "../../../../core/coach/selection/job-skills.ts"

const ids = (text: string) => readJobSkills(text).map((s) => s.id)
const plainAliases = SKILL_LEXICON.flatMap((s) => s.aliases.flatMap((a) => (typeof a === "string" ? [{ id: s.id, alias: a }] : [])))
/** Words no skill is named by, to bury a skill's name in. */
const FILLER = ["we", "are", "hiring", "a", "person", "who", "enjoys", "building", "things", "daily", "great", "people", "our", "product", "is", "used", "by", "many", "you", "will", "help", "the", "company", "grow"]
const sentence = fc.array(fc.constantFrom(...FILLER), { maxLength: 12 }).map((words) => words.join(" "))

describe("reading a job description", () => {
  it("every skill of the lexicon reaches at least one bank question", () => {
    const bankIds = new Set(bankQuestions.map((q) => `${q.topic}|${q.tags.join("|")}`))
    for (const skill of SKILL_LEXICON) {
      const reached = bankQuestions.filter((q) => skill.targets.some((t) => t.topic === q.topic && (t.tags === undefined || q.tags.some((g) => t.tags!.includes(g)))))
      expect(reached.length, skill.id).toBeGreaterThan(0)
    }
    expect(bankIds.size).toBeGreaterThan(0)
  })

  it("skill ids are unique slugs the start form's pattern accepts", () => {
    const all = SKILL_LEXICON.map((s) => s.id)
    expect(new Set(all).size).toBe(all.length)
    for (const id of all) expect(id).toMatch(/^[a-z0-9-]{1,40}$/)
  })

  it("each plain alias of a skill, alone in a sentence, names that skill", () => {
    const wrong = plainAliases.filter(({ id, alias }) => !ids(`We use ${alias} every day.`).includes(id))
    expect(wrong).toEqual([])
  })

  it("a skill named anywhere in a description, in any case, is found", () => {
    fc.assert(fc.property(sentence, fc.constantFrom(...plainAliases), sentence, fc.boolean(), (before, { id, alias }, after, upper) => {
      const text = `${before} ${upper ? alias.toUpperCase() : alias}, ${after}.`
      expect(ids(text)).toContain(id)
    }))
  })

  it("finds the skills of a real posting, heaviest first, with the words that named them", () => {
    const skills = readJobSkills(
      "Senior Backend Engineer. We build event-driven services in Go and Java on Kubernetes (k8s). You will design REST APIs, " +
        "work with PostgreSQL and Kafka, and mentor junior engineers. Strong communication skills; a fast-paced team."
    )
    expect(skills[0]).toMatchObject({ id: "containers", mentions: 2, matched: ["Kubernetes", "k8s"] })
    expect(skills.map((s) => s.id)).toEqual(expect.arrayContaining(["event-driven", "go", "java", "rest-api", "postgresql", "kafka", "leadership", "communication", "prioritisation"]))
    expect(skills.find((s) => s.id === "kafka")?.matched).toEqual(["Kafka"])
    expect(skills.find((s) => s.id === "leadership")?.kind).toBe("behavioural")
  })

  it("Go is the language only in context: 'Java, Go and Rust', 'services in Go', Golang — not 'go-getter' or 'to go'", () => {
    for (const text of ["Java, Go and Rust", "We write services in Go.", "Golang experience", "Requirements:\n- Go\n- SQL", "the Go language"]) {
      expect(ids(text), text).toContain("go")
    }
    for (const text of ["We want a go-getter.", "Ready to go above and beyond.", "Go to market fast.", "Let's go!", "you will go far", "GO TEAM"]) {
      expect(ids(text), text).not.toContain("go")
    }
  })

  it("whole words only: JavaScript is not Java, NoSQL is not SQL, 'the rest of' is not REST, 'Express your ideas' is not Express", () => {
    expect(ids("JavaScript and TypeScript")).toEqual(expect.not.arrayContaining(["java"]))
    expect(ids("NoSQL stores like MongoDB")).toEqual(["nosql"])
    expect(ids("the rest of the team")).not.toContain("rest-api")
    expect(ids("Express your ideas. Spring 2026 internship.")).toEqual([])
    expect(ids("Node.js with Express, React and Spring Boot")).toEqual(["nodejs", "express", "react", "spring-boot"])
    expect(ids("C++ and C# on .NET")).toEqual(["csharp", "cpp"])
  })

  it("where names overlap, the longest one counts, once: 'Node.js' is not also JavaScript's 'js'", () => {
    expect(readJobSkills("Node.js")).toEqual([{ id: "nodejs", name: "Node.js", kind: "technical", mentions: 1, matched: ["Node.js"] }])
  })

  it("is robust to any text: only lexicon skills, each with its words as the text has them, heaviest first", () => {
    const known = new Set(SKILL_LEXICON.map((s) => s.id))
    const squash = (s: string) => s.replace(/\s+/g, " ").toLowerCase()
    fc.assert(fc.property(
      fc.oneof(fc.string({ maxLength: 3000 }), fc.string({ unit: "grapheme", maxLength: 400 }), fc.array(fc.constantFrom(...plainAliases.map((a) => a.alias), ...FILLER, ",", ".", "\n", "-")).map((w) => w.join(" "))),
      (text) => {
        const skills = readJobSkills(text)
        for (const s of skills) {
          expect(known.has(s.id)).toBe(true)
          expect(s.mentions).toBeGreaterThanOrEqual(s.matched.length)
          for (const m of s.matched) expect(squash(text)).toContain(squash(m))
        }
        for (let i = 1; i < skills.length; i++) expect(skills[i - 1]!.mentions).toBeGreaterThanOrEqual(skills[i]!.mentions)
        expect(readJobSkills(text)).toEqual(skills)
      }
    ))
  })
})
