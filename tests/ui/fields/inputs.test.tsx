import { describe, expect, it } from "vitest"
import { screen } from "../dom.tsx"
import { control, renderField, renderShown, typeInto } from "./kit.tsx"

describe("text, email, password and number render as inputs (spec §3)", () => {
  it.each(["text", "email", "password", "number"])("a %s field is an <input type=%s> named by its visible label", (type) => {
    renderField({ key: "k", label: "Your value", type, placeholder: "Type here", required: true })
    const input = control("Your value")
    expect(input.tagName).toBe("INPUT")
    expect(input.getAttribute("type")).toBe(type)
    expect(input.getAttribute("placeholder")).toBe("Type here")
    expect(input.required).toBe(true)
  })

  it("the label falls back from label to name to key", () => {
    renderField({ key: "targetRole", name: "Target role", type: "text" })
    expect(control("Target role")).toBeTruthy()
    renderField({ key: "plainKey", type: "text" })
    expect(control("plainKey")).toBeTruthy()
  })

  it("typing reports the text; a number field reports a number, and nothing while empty", () => {
    const text = renderField({ key: "t", label: "Name", type: "text" })
    typeInto(control("Name"), "Ada")
    expect(text.changes).toEqual(["Ada"])
    const number = renderField({ key: "n", label: "Years", type: "number", validation: { min: 0, max: 40 } })
    const input = control("Years")
    expect(input.getAttribute("min")).toBe("0")
    expect(input.getAttribute("max")).toBe("40")
    typeInto(input, "7")
    typeInto(input, "")
    expect(number.changes).toEqual([7, undefined])
  })

  it("placeholder may also come from properties.placeholder", () => {
    renderField({ key: "k", label: "Where", type: "text", properties: { placeholder: "City" } })
    expect(control("Where").placeholder).toBe("City")
  })

  it("read-only shows the value and cannot be typed into; an empty one says 'Not given'", () => {
    renderShown({ key: "k", label: "Role", type: "text", placeholder: "e.g. Backend" }, { value: "Backend developer" })
    expect(control("Role").readOnly).toBe(true)
    expect(control("Role").value).toBe("Backend developer")
    renderShown({ key: "e", label: "Empty", type: "text", placeholder: "e.g. Backend" })
    expect(control("Empty").placeholder).toBe("Not given")
  })

  it("a field's properties.readOnly makes it read-only in an editable form too", () => {
    renderField({ key: "k", label: "Locked", type: "email", properties: { readOnly: true, value: "a@b.c" } })
    expect(control("Locked").readOnly).toBe(true)
  })

  it("properties.disabled disables the control", () => {
    renderField({ key: "k", label: "Off", type: "text", properties: { disabled: true } })
    expect(control("Off").disabled).toBe(true)
  })

  it("the error is shown under the field and tied to it", () => {
    renderField({ key: "k", label: "Name", type: "text" }, { error: "Name is required" })
    const input = control("Name")
    expect(input.getAttribute("aria-invalid")).toBe("true")
    const described = document.getElementById(input.getAttribute("aria-describedby") ?? "")
    expect(described?.textContent).toBe("Name is required")
  })
})

describe("textarea (spec §3: multi-line, default 3 rows)", () => {
  it("has 3 rows by default", () => {
    renderField({ key: "jd", label: "Job description", type: "textarea" })
    const area = control<HTMLTextAreaElement>("Job description")
    expect(area.tagName).toBe("TEXTAREA")
    expect(area.getAttribute("rows")).toBe("3")
  })

  it("takes properties.rows and reports what is typed", () => {
    const { changes } = renderField({ key: "jd", label: "Job description", type: "textarea", properties: { rows: 6 } })
    const area = control<HTMLTextAreaElement>("Job description")
    expect(area.getAttribute("rows")).toBe("6")
    typeInto(area, "line one\nline two")
    expect(changes).toEqual(["line one\nline two"])
  })

  it("read-only, it shows the answer (the answers screen)", () => {
    renderShown({ key: "answer-1", label: "1. What is a closure?", type: "textarea", properties: { readOnly: true, value: "A function with its scope." } })
    const area = control<HTMLTextAreaElement>("1. What is a closure?")
    expect(area.readOnly).toBe(true)
    expect(area.value).toBe("A function with its scope.")
    expect(screen.queryByText("*")).toBeNull()
  })
})
