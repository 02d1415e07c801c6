/** Planning an interview from a job description (issue #16): coverage in proportion, behavioural share, determinism. */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { bankQuestions } from "../../../../core/coach/bank/index.ts"
import { behaviouralShare, type JobPlanRequest, planJobInterview } from "../../../../core/coach/selection/job-plan.ts"
import { SKILL_LEXICON } from "../../../../core/coach/selection/job-skill-lexicon.ts"
import { type JobSkill, readJobSkills } from "../../../../core/coach/selection/job-skills.ts"

const bankIds = new Set(bankQuestions.map((q) => q.id))
const topicOf = new Map(bankQuestions.map((q) => [q.id, q.topic] as const))
const asSkill = (id: string, mentions = 1): JobSkill => {
  const entry = SKILL_LEXICON.find((s) => s.id === id)!
  return { id, name: entry.name, kind: entry.kind, mentions, matched: [typeof entry.aliases[0] === "string" ? entry.aliases[0] : entry.name] }
}

const aRequest = fc.record({
  skills: fc.uniqueArray(fc.constantFrom(...SKILL_LEXICON.map((s) => s.id)), { minLength: 1, maxLength: 12 }).chain((chosen) =>
    fc.tuple(...chosen.map((id) => fc.integer({ min: 1, max: 6 }).map((n) => asSkill(id, n))))
  ).map((skills) => [...skills].sort((a, b) => b.mentions - a.mentions)),
  questionCount: fc.integer({ min: 3, max: 15 }),
  difficulty: fc.constantFrom("easy" as const, "medium" as const, "hard" as const, "mixed" as const),
  experience: fc.constantFrom(undefined, "intern", "mid", "senior"),
  seed: fc.integer({ min: 1, max: 2_147_483_647 })
})

const covered = (plan: ReturnType<typeof planJobInterview>) => new Set(plan.flatMap((p) => p.skills))

describe("planning an interview from a job description", () => {
  it("plans as many questions as asked, only bank ids, never one twice, each with a reason", () => {
    fc.assert(fc.property(aRequest, (request) => {
      const plan = planJobInterview(bankQuestions, request)
      expect(plan.length).toBe(request.questionCount)
      for (const step of plan) {
        expect(bankIds.has(step.ref)).toBe(true)
        expect(step.reason.length).toBeGreaterThan(10)
      }
      expect(new Set(plan.map((p) => p.ref)).size).toBe(plan.length)
    }))
  })

  it("the same skills, settings and seed give the same interview", () => {
    fc.assert(fc.property(aRequest, (request) => {
      expect(planJobInterview(bankQuestions, request)).toEqual(planJobInterview(bankQuestions, { ...request, skills: request.skills.map((s) => ({ ...s })) }))
    }))
  })

  it("every kept skill is covered by a question when the count allows, and about one question in five is behavioural", () => {
    fc.assert(fc.property(aRequest, (request) => {
      const plan = planJobInterview(bankQuestions, request)
      const technical = request.skills.filter((s) => s.kind === "technical")
      const behavioural = request.skills.filter((s) => s.kind === "behavioural")
      const share = behaviouralShare(request.questionCount, technical.length)
      if (technical.length <= request.questionCount - share && behavioural.length <= share) {
        for (const s of request.skills) expect(covered(plan), s.id).toContain(s.id)
      }
      const hr = plan.filter((p) => topicOf.get(p.ref) === "hr").length
      expect(hr).toBeGreaterThanOrEqual(share)
      if (technical.length > 0) expect(share).toBeLessThanOrEqual(Math.max(1, Math.round(request.questionCount / 5)))
    }))
  })

  it("a technical question's reason names the job's words for the skill it was chosen for", () => {
    fc.assert(fc.property(aRequest, (request) => {
      for (const step of planJobInterview(bankQuestions, request)) {
        const first = request.skills.find((s) => s.id === step.skills[0])
        if (first?.kind === "technical") expect(step.reason).toContain(first.matched[0])
      }
    }))
  })

  it("a skill named in the description is covered by a question (reader and planner together)", () => {
    const aliasOf = (id: string) => SKILL_LEXICON.find((s) => s.id === id)!.aliases.find((a): a is string => typeof a === "string")!
    fc.assert(fc.property(
      fc.uniqueArray(fc.constantFrom(...SKILL_LEXICON.map((s) => s.id)), { minLength: 1, maxLength: 3 }),
      fc.integer({ min: 1, max: 1_000_000 }),
      (named, seed) => {
        const description = `We are hiring. You will work with ${named.map(aliasOf).join(", and with ")} every day.`
        const skills = readJobSkills(description)
        const plan = planJobInterview(bankQuestions, { skills, questionCount: 15, difficulty: "mixed", seed })
        for (const id of named) expect(covered(plan), `${id} in ${description}`).toContain(id)
      }
    ))
  })

  it("covers skills in proportion to how often the job names them", () => {
    const request: JobPlanRequest = { skills: [asSkill("python", 6), asSkill("sql", 2), asSkill("teamwork", 1)], questionCount: 10, difficulty: "medium", seed: 7 }
    const plan = planJobInterview(bankQuestions, request)
    const topics = plan.map((p) => topicOf.get(p.ref))
    expect(topics.filter((t) => t === "python").length).toBeGreaterThan(topics.filter((t) => t === "sql").length)
    expect(topics.filter((t) => t === "sql").length).toBeGreaterThanOrEqual(1)
    expect(topics.filter((t) => t === "hr").length).toBe(2)
    expect(plan[0]!.reason).toBe("The job mentions python.")
    expect(plan.find((p) => topicOf.get(p.ref) === "hr")!.reason).toBe("The job asks for teamwork (“team player”).")
  })

  it("asks the kept languages' own questions for a skill like concurrency", () => {
    const plan = planJobInterview(bankQuestions, { skills: [asSkill("java", 2), asSkill("concurrency", 2)], questionCount: 5, difficulty: "mixed", seed: 3 })
    const forConcurrency = plan.filter((p) => p.skills[0] === "concurrency").map((p) => topicOf.get(p.ref))
    expect(forConcurrency.length).toBeGreaterThan(0)
    expect(forConcurrency.every((t) => t === "java")).toBe(true)
  })

  it("a posting with no behavioural words still gets one behavioural question, said why in the role's words", () => {
    const plan = planJobInterview(bankQuestions, { skills: [asSkill("react", 3)], questionCount: 5, difficulty: "easy", seed: 11, targetRole: "Frontend developer" })
    const hr = plan.filter((p) => topicOf.get(p.ref) === "hr")
    expect(hr).toHaveLength(1)
    expect(hr[0]!.reason).toMatch(/^Interviews for a Frontend developer role include behavioural questions; this one is about [a-z -]+\.$/)
    expect(plan.at(-1)).toBe(hr[0])
  })
})
