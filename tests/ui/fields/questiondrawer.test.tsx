import { describe, expect, it } from "vitest"
import type { FieldDefinition } from "../../../core/contract/fields.ts"
import { AnalysisContext, type AnalysisResult } from "../../../ui/fields/analysis.ts"
import { FieldRenderer } from "../../../ui/fields/FieldRenderer.tsx"
import { click, render, screen, waitFor } from "../dom.tsx"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"

const drawer: FieldDefinition = {
  key: "question-1",
  id: 11,
  label: "Question 1",
  type: "questiondrawer",
  properties: { value: "ANSWERED", content: "What is a generator?", answer: "It yields values lazily.", questionId: 11 }
}

const renderDrawer = (field: FieldDefinition, load: ((id: number | string) => Promise<AnalysisResult>) | null, feedback = {}) => {
  const asked: Array<number | string> = []
  const loader = load === null ? null : (id: number | string) => {
    asked.push(id)
    return load(id)
  }
  render(
    <Router hook={memoryLocation({ path: "/results/1" }).hook}>
      <AnalysisContext.Provider value={loader}>
        <FieldRenderer id="q1" field={field} readOnly feedback={feedback} />
      </AnalysisContext.Provider>
    </Router>
  )
  return asked
}

const toggle = () => screen.getByRole("button", { name: /Question 1/ })

describe("questiondrawer (spec §3: expandable question showing the answer and a detailed analysis)", () => {
  it("is a collapsed disclosure showing the question, its status, score and rating", () => {
    renderDrawer(drawer, null, { score: 82, rating: 4 })
    expect(toggle().getAttribute("aria-expanded")).toBe("false")
    expect(screen.getByText("What is a generator?")).toBeTruthy()
    expect(screen.getByText("Answered")).toBeTruthy()
    expect(screen.getByRole("meter", { name: "Question 1 score" }).getAttribute("aria-valuenow")).toBe("82")
    expect(screen.getByRole("img", { name: "Question 1 rating: 4 out of 5" })).toBeTruthy()
    expect(screen.queryByText("It yields values lazily.")).toBeNull()
  })

  it("expanding shows the answer and fetches the analysis once", async () => {
    const asked = renderDrawer(drawer, async () => ({
      ok: true,
      fields: [{ key: "point1", label: "Covered", type: "display", properties: { className: "success", content: "Generators are lazy" } }]
    }))
    click(toggle())
    expect(toggle().getAttribute("aria-expanded")).toBe("true")
    expect(screen.getByText("It yields values lazily.")).toBeTruthy()
    await screen.findByText("Good: Generators are lazy")
    click(toggle())
    click(toggle())
    expect(asked).toEqual([11])
  })

  it("for a free user the analysis is the premium message with a link to /pricing", async () => {
    renderDrawer(drawer, async () => ({ ok: false, premium: true, message: "Premium feature. Please upgrade to access detailed analysis." }))
    click(toggle())
    await screen.findByText(/Premium feature\. Please upgrade to access detailed analysis\./)
    expect(screen.getByRole("link", { name: "See how to upgrade" }).getAttribute("href")).toBe("/pricing")
  })

  it("another failure says so", async () => {
    renderDrawer(drawer, async () => ({ ok: false, premium: false, message: "Could not load the detailed analysis." }))
    click(toggle())
    await screen.findByText("Could not load the detailed analysis.")
  })

  it("a skipped question says it was skipped", () => {
    renderDrawer({ ...drawer, properties: { ...drawer.properties, value: "SKIPPED", answer: "" } }, null)
    expect(screen.getByText("Skipped")).toBeTruthy()
    click(toggle())
    expect(screen.getByText("You skipped this question.")).toBeTruthy()
  })

  it("an analysis the field carries is shown without a fetch", async () => {
    const asked = renderDrawer(
      { ...drawer, properties: { ...drawer.properties, analysis: [{ key: "modelAnswer", label: "Model answer", type: "textarea", properties: { value: "The model." } }] } },
      async () => ({ ok: true, fields: [] })
    )
    click(toggle())
    await waitFor(() => expect((document.querySelector("textarea") as HTMLTextAreaElement).value).toBe("The model."))
    expect(asked).toEqual([])
  })
})
