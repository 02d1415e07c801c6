import { describe, expect, it } from "vitest"
import type { FieldDefinition } from "../../../core/contract/fields.ts"
import { DynamicForm } from "../../../ui/fields/DynamicForm.tsx"
import { act } from "react"
import { click, render, screen } from "../dom.tsx"
import { control, typeInto } from "./kit.tsx"

const FIELDS: ReadonlyArray<FieldDefinition> = [
  { key: "name", label: "Full name", type: "text", required: true },
  { key: "years", label: "Years of experience", type: "number", validation: { min: 0, max: 40 } },
  { key: "code", label: "Team code", type: "text", validation: { pattern: "^[A-Z]{3}$", message: "Three capital letters" } },
  { key: "handle", label: "Handle", type: "text", validation: { pattern: "^@" } },
  { key: "mode", label: "Mode", type: "radio", required: true, options: [{ value: "voice", label: "Voice" }, { value: "text", label: "Text" }], properties: { value: "voice" } },
  { key: "note", label: "Note", type: "display", properties: { content: "Shown only" } }
]

const renderForm = (fields = FIELDS) => {
  const submitted: Array<Record<string, unknown>> = []
  render(<DynamicForm fields={fields} submitLabel="Save" onSubmit={(values) => submitted.push(values)} />)
  const button = () => screen.getByRole("button", { name: "Save" }) as HTMLButtonElement
  return { submitted, button }
}

const errorOf = (label: string) => {
  const id = control(label).getAttribute("aria-describedby")
  return id === null ? null : document.getElementById(id)?.textContent ?? null
}

describe("the generic dynamic form (spec §5)", () => {
  it("submit stays disabled until the form is valid", () => {
    const { button } = renderForm()
    expect(button().disabled).toBe(true)
    typeInto(control("Full name"), "Ada Lovelace")
    expect(button().disabled).toBe(false)
  })

  it("validation runs on change: a problem shows once the field was changed, not before", () => {
    renderForm()
    expect(errorOf("Full name")).toBeNull()
    typeInto(control("Full name"), "A")
    typeInto(control("Full name"), "")
    expect(errorOf("Full name")).toBe("Full name is required")
  })

  it("'{label or key} is required', 'Minimum value is {n}', 'Maximum value is {n}'", () => {
    renderForm()
    typeInto(control("Years of experience"), "-1")
    expect(errorOf("Years of experience")).toBe("Minimum value is 0")
    typeInto(control("Years of experience"), "41")
    expect(errorOf("Years of experience")).toBe("Maximum value is 40")
    typeInto(control("Years of experience"), "12")
    expect(errorOf("Years of experience")).toBeNull()
  })

  it("a pattern says the field's message, default 'Invalid format'", () => {
    renderForm()
    typeInto(control("Team code"), "abc")
    expect(errorOf("Team code")).toBe("Three capital letters")
    typeInto(control("Handle"), "ada")
    expect(errorOf("Handle")).toBe("Invalid format")
  })

  it("submits the input fields' values by key, starting from their defaults", () => {
    const { submitted, button } = renderForm()
    typeInto(control("Full name"), "Ada")
    typeInto(control("Years of experience"), "3")
    typeInto(control("Team code"), "ABC")
    typeInto(control("Handle"), "@ada")
    act(() => {
      button().form!.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }))
    })
    expect(submitted).toEqual([{ name: "Ada", years: 3, code: "ABC", handle: "@ada", mode: "voice" }])
  })

  it("a submit tried while invalid shows every problem instead", () => {
    const { submitted, button } = renderForm()
    act(() => {
      button().form!.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }))
    })
    expect(submitted).toEqual([])
    expect(errorOf("Full name")).toBe("Full name is required")
  })

  it("with no fields to fill it is valid at once", () => {
    const { button } = renderForm([{ key: "note", label: "Note", type: "display", properties: { content: "x" } }])
    expect(button().disabled).toBe(false)
    click(button())
  })
})
