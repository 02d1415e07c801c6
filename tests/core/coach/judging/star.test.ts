import { describe, expect, it } from "vitest"
import { readStar } from "../../../../core/coach/judging/star.ts"
import { analyseSentences } from "../../../../core/coach/reading/text.ts"

const star = (answer: string) => {
  const { at: _at, ...facts } = readStar(analyseSentences(answer))
  return facts
}

describe("STAR components", () => {
  it("finds situation, task, action and a quantified result from their phrasing", () => {
    expect(
      star(
        "At my previous job the checkout page kept timing out. My task was to find the cause before the sale. I decided to profile the queries and I added an index. As a result, page load time dropped by 40 percent."
      )
    ).toEqual({ situation: true, task: true, action: true, result: true, quantified: true })
  })

  it("a result without a number is not quantified", () => {
    expect(star("When I was an intern we had a flaky build. I rewrote the scripts. In the end the team was happy.").quantified).toBe(false)
  })

  it("a number in the situation does not quantify the result", () => {
    const facts = star("In 2021 at my last job our tests were slow. I split them into groups. As a result the team was pleased.")
    expect(facts.result).toBe(true)
    expect(facts.quantified).toBe(false)
  })

  it("'we' alone is not the candidate's own action", () => {
    expect(star("Last year our team had an outage. We fixed it. It went fine.").action).toBe(false)
  })

  it("an answer that tells no story has no STAR parts", () => {
    expect(star("I think communication is important and I always try to be clear.")).toEqual({
      situation: false,
      task: false,
      action: false,
      result: false,
      quantified: false
    })
  })
})
