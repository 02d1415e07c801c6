import { describe, expect, it } from "vitest"
import { click, screen, within } from "../dom.tsx"
import { control, renderField, renderShown, typeInto } from "./kit.tsx"

describe("select (spec §3: from values or options)", () => {
  it("lists options by label and reports the option's own value", () => {
    const { changes } = renderField({
      key: "difficulty",
      label: "Difficulty",
      type: "select",
      required: true,
      options: [{ value: "easy", label: "Easy" }, { value: "hard", label: "Hard" }]
    })
    const select = control<HTMLSelectElement>("Difficulty")
    expect(select.tagName).toBe("SELECT")
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual(["Select…", "Easy", "Hard"])
    typeInto(select, "hard")
    expect(changes).toEqual(["hard"])
  })

  it("values make the choices when there are no options, keeping numbers numbers", () => {
    const { changes } = renderField({ key: "count", label: "Count", type: "select", values: [5, 10] }, { initial: 5 })
    const select = control<HTMLSelectElement>("Count")
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual(["5", "10"])
    typeInto(select, "10")
    expect(changes).toEqual([10])
  })

  it("read-only shows the chosen option's label as text", () => {
    renderShown({ key: "experience", label: "Experience level", type: "select", options: [{ value: "mid", label: "Mid-level" }] }, { value: "mid" })
    expect(control("Experience level").value).toBe("Mid-level")
    expect(control("Experience level").readOnly).toBe(true)
  })
})

describe("radio", () => {
  const field = {
    key: "answerMode",
    label: "How will you answer?",
    type: "radio",
    required: true,
    options: [{ value: "voice", label: "Speaking (microphone)" }, { value: "text", label: "Typing" }]
  }

  it("is a group named by its legend with one radio per option", () => {
    const { changes } = renderField(field, { initial: "voice" })
    const group = screen.getAllByText("How will you answer?")[0]!.closest("fieldset")!
    const radios = Array.from(group.querySelectorAll<HTMLInputElement>("input[type=radio]"))
    expect(radios.map((r) => r.checked)).toEqual([true, false])
    click(radios[1]!)
    expect(changes).toEqual(["text"])
    expect(radios.map((r) => r.checked)).toEqual([false, true])
  })

  it("read-only shows the chosen label", () => {
    renderShown(field, { value: "text" })
    expect(control("How will you answer?").value).toBe("Typing")
  })
})

describe("checkbox and switch", () => {
  it("a checkbox reports true and false", () => {
    const { changes } = renderField({ key: "agree", label: "I agree", type: "checkbox" })
    const box = control("I agree")
    expect(box.type).toBe("checkbox")
    click(box)
    click(box)
    expect(changes).toEqual([true, false])
  })

  it("a switch is a labelled role=switch button that flips aria-checked", () => {
    const { changes } = renderField({ key: "hints", label: "Show hints", type: "switch" }, { initial: false })
    const toggle = screen.getByRole("switch")
    expect(toggle.getAttribute("aria-checked")).toBe("false")
    expect(control<HTMLButtonElement>("Show hints")).toBe(toggle)
    click(toggle)
    expect(toggle.getAttribute("aria-checked")).toBe("true")
    expect(changes).toEqual([true])
  })

  it("a read-only switch does not flip", () => {
    renderShown({ key: "hints", label: "Show hints", type: "switch" }, { value: true })
    const toggle = screen.getByRole("switch")
    click(toggle)
    expect(toggle.getAttribute("aria-checked")).toBe("true")
    expect(toggle.getAttribute("aria-readonly")).toBe("true")
  })
})

describe("range (spec §3: a slider, default 1 to 10, step 1)", () => {
  it("defaults to 1–10 step 1 and starts at the minimum", () => {
    renderField({ key: "r", label: "Confidence", type: "range" })
    const slider = control("Confidence")
    expect([slider.type, slider.getAttribute("min"), slider.getAttribute("max"), slider.getAttribute("step")]).toEqual(["range", "1", "10", "1"])
    expect(slider.value).toBe("1")
  })

  it("takes its bounds from validation and shows the current value beside the label", () => {
    const { changes } = renderField(
      { key: "questionCount", label: "Number of questions", type: "range", validation: { min: 3, max: 15 }, properties: { step: 1 } },
      { initial: 5 }
    )
    const slider = control("Number of questions")
    expect([slider.getAttribute("min"), slider.getAttribute("max")]).toEqual(["3", "15"])
    expect(document.querySelector("output")?.textContent).toBe("5")
    typeInto(slider, "9")
    expect(changes).toEqual([9])
    expect(document.querySelector("output")?.textContent).toBe("9")
  })
})

describe("badge (spec §3: option chips)", () => {
  const field = { key: "difficulty", label: "Difficulty", type: "badge", options: [{ value: "easy", label: "Easy" }, { value: "hard", label: "Hard" }] }

  it("read-only shows the chosen chip", () => {
    renderShown(field, { value: "easy" })
    const list = screen.getByRole("list", { name: "Difficulty" })
    expect(within(list).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Easy"])
  })

  it("read-only without a choice shows every option", () => {
    renderShown(field)
    expect(within(screen.getByRole("list", { name: "Difficulty" })).getAllByRole("listitem")).toHaveLength(2)
  })

  it("editable chips are toggle buttons", () => {
    const { changes } = renderField(field)
    const hard = screen.getByRole("button", { name: "Hard" })
    expect(hard.getAttribute("aria-pressed")).toBe("false")
    click(hard)
    expect(hard.getAttribute("aria-pressed")).toBe("true")
    expect(changes).toEqual(["hard"])
  })
})

describe("progress (spec §3: 0-100)", () => {
  it("is a progressbar named by its label, clamped to 0–100", () => {
    renderShown({ key: "progress", label: "Question 2 of 3", type: "progress", properties: { value: 33 } })
    const bar = screen.getByRole("progressbar")
    expect(bar.getAttribute("aria-valuenow")).toBe("33")
    expect(document.getElementById(bar.getAttribute("aria-labelledby") ?? "")?.textContent).toBe("Question 2 of 3")
    renderShown({ key: "over", label: "Over", type: "progress", properties: { value: 140 } })
    expect(screen.getAllByRole("progressbar")[1]!.getAttribute("aria-valuenow")).toBe("100")
  })
})
