import { describe, expect, it } from "vitest"
import { displayToneOf } from "../../../ui/fields/Display.tsx"
import { screen } from "../dom.tsx"
import { renderShown } from "./kit.tsx"

describe("display (spec §3: text with an icon chosen by words such as success, warning, error, info, pending)", () => {
  it.each([
    ["success", "success"],
    ["text-success font-bold", "success"],
    ["warning", "warning"],
    ["error", "error"],
    ["danger", "error"],
    ["info", "info"],
    ["pending", "pending"],
    ["plain big", null],
    [undefined, null]
  ] as const)("the words %j choose %j", (words, tone) => {
    expect(displayToneOf(words)).toBe(tone)
  })

  it("shows its label, its content and the chosen icon, and says the tone to screen readers", () => {
    renderShown({ key: "ending", label: "Ending", type: "display", properties: { className: "warning", content: "You ended the interview early." } })
    const box = document.querySelector("[data-tone]")!
    expect(box.getAttribute("data-tone")).toBe("warning")
    expect(box.querySelector("svg")).not.toBeNull()
    expect(screen.getByText("Ending")).toBeTruthy()
    expect(screen.getByText("Warning: You ended the interview early.")).toBeTruthy()
  })

  it("without an icon word it is plain text (the question of the live interview)", () => {
    renderShown({ key: "question", label: "Question 1 of 3", type: "display", properties: { content: "What is a closure?" } })
    const box = document.querySelector("[data-tone]")!
    expect(box.getAttribute("data-tone")).toBe("none")
    expect(box.querySelector("svg")).toBeNull()
    expect(screen.getByText("What is a closure?")).toBeTruthy()
  })
})
