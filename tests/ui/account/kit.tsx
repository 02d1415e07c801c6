/** What the account screen tests share: fields found by their label, typing, submitting, and the toasts shown. */
import { act } from "react"
import { isHidden, screen, visibleText, waitFor, within } from "../dom.tsx"

const normalize = (text: string) => text.replace(/\s+/g, " ").trim()

/** The control a visible label names (by `for`, or the control inside the label). */
export const field = (label: string, scope: Element = document.body): HTMLInputElement => {
  const found = Array.from(scope.querySelectorAll("label")).filter((l) => !isHidden(l) && normalize(visibleText(l)) === label)
  if (found.length !== 1) throw new Error(`Found ${found.length} labels "${label}"`)
  const element = found[0] as HTMLLabelElement
  const control = element.htmlFor === "" ? element.querySelector("input") : document.getElementById(element.htmlFor)
  if (!(control instanceof HTMLInputElement)) throw new Error(`The label "${label}" names no input`)
  return control
}

/** Types a value into a React-controlled input the way the browser reports it. */
export const type = (input: HTMLInputElement, value: string) => {
  act(() => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set
    setter?.call(input, value)
    input.dispatchEvent(new Event("input", { bubbles: true }))
  })
}

export const fill = (values: Record<string, string>, scope: Element = document.body) => {
  for (const [label, value] of Object.entries(values)) type(field(label, scope), value)
}

/** Submits the form the way pressing its submit button does. */
export const submit = (form: HTMLFormElement) => {
  act(() => {
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }))
  })
}

export const notifications = () => within(screen.getByRole("region", { name: "Notifications" }))

/** The texts of the toasts on screen, as 'title / description'. */
export const toastTexts = () =>
  notifications()
    .queryAllByRole("status")
    .concat(notifications().queryAllByRole("alert"))
    .map((t) => Array.from(t.querySelectorAll("p")).map((p) => normalize(p.textContent ?? "")).join(" / "))

export const findToast = (text: string) =>
  waitFor(() => {
    const texts = toastTexts()
    if (!texts.includes(text)) throw new Error(`No toast "${text}"; shown: ${JSON.stringify(texts)}`)
    return text
  }, 4000)
