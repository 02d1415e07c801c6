/** What the field tests share: a field rendered under control, typing into it, and the reduced-motion preference. */
import { act, useState } from "react"
import { vi } from "vitest"
import type { FieldDefinition } from "../../../core/contract/fields.ts"
import { FieldRenderer, type FieldRendererProps } from "../../../ui/fields/FieldRenderer.tsx"
import { render } from "../dom.tsx"

let rendered = 0
const nextId = () => `f${++rendered}`

/** Renders one field that keeps its own value, and records every change. */
export const renderField = (field: FieldDefinition, options: Partial<FieldRendererProps> & { initial?: unknown } = {}) => {
  const changes: Array<unknown> = []
  const { initial, ...rest } = options
  const id = nextId()
  const Harness = () => {
    const [value, setValue] = useState<unknown>(initial)
    return (
      <FieldRenderer
        id={id}
        field={field}
        value={value}
        onChange={(next) => {
          changes.push(next)
          setValue(next)
        }}
        {...rest}
      />
    )
  }
  const view = render(<Harness />)
  return { ...view, changes }
}

/** Renders a field read-only, as the report and answer screens do. */
export const renderShown = (field: FieldDefinition, options: Partial<FieldRendererProps> = {}) =>
  render(<FieldRenderer id={nextId()} field={field} readOnly {...options} />)

/** Types into an input, textarea or select the way the browser reports it to React. */
export const typeInto = (element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) => {
  act(() => {
    const proto = element instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : element instanceof HTMLSelectElement
      ? HTMLSelectElement.prototype
      : HTMLInputElement.prototype
    Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(element, value)
    element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }))
  })
}

/** The system asks for less motion (until the test's mocks are restored). */
export const preferReducedMotion = () => {
  vi.spyOn(window, "matchMedia").mockImplementation((query: string) =>
    ({
      matches: query.includes("prefers-reduced-motion: reduce"),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false
    }) as MediaQueryList
  )
}

/** The control a label names. */
export const control = <T extends HTMLElement = HTMLInputElement,>(labelText: string): T => {
  const labels = Array.from(document.querySelectorAll("label"))
  const text = (l: HTMLLabelElement) => l.textContent?.replace(/\s+/g, " ").trim().replace(/\s*\*$/, "") ?? ""
  // Exactly the text, else a label that starts with it and goes on with a hint (the option cards).
  const label = labels.find((l) => text(l) === labelText) ?? labels.find((l) => Array.from(l.querySelectorAll("span")).some((part) => part.textContent === labelText))
  if (label === undefined) throw new Error(`No label "${labelText}"`)
  const target = label.htmlFor === "" ? label.querySelector("input, select, textarea, button") : document.getElementById(label.htmlFor)
  if (target === null) throw new Error(`The label "${labelText}" names nothing`)
  return target as T
}
