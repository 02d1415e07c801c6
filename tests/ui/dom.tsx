/**
 * A small testing kit for the UI tests: render into happy-dom with act, and find elements the way a user
 * (or a screen reader) would: by role and accessible name, or by visible text. Hidden elements
 * (aria-hidden, inert, hidden) are never found.
 */
import { act, type ReactNode } from "react"
import { createRoot, type Root } from "react-dom/client"

const mounted: Array<{ root: Root; container: HTMLElement }> = []

export const render = (ui: ReactNode) => {
  const container = document.createElement("div")
  document.body.append(container)
  const root = createRoot(container)
  act(() => root.render(ui))
  mounted.push({ root, container })
  return { container, unmount: () => act(() => root.unmount()) }
}

export const cleanup = () => {
  for (const { root, container } of mounted.splice(0)) {
    act(() => root.unmount())
    container.remove()
  }
}

type Matcher = string | RegExp

const normalize = (text: string) => text.replace(/\s+/g, " ").trim()

const matches = (text: string, matcher: Matcher) =>
  typeof matcher === "string" ? normalize(text) === matcher : matcher.test(normalize(text))

export const isHidden = (element: Element): boolean => {
  for (let e: Element | null = element; e !== null; e = e.parentElement) {
    if (e.getAttribute("aria-hidden") === "true" || e.hasAttribute("hidden") || e.hasAttribute("inert")) return true
  }
  return false
}

/** The text a user perceives: text nodes, skipping aria-hidden parts and SVG. */
export const visibleText = (node: Node): string => {
  if (node.nodeType === 3) return node.textContent ?? ""
  if (!(node instanceof Element)) return ""
  if (node.getAttribute("aria-hidden") === "true" || node.tagName.toLowerCase() === "svg") return ""
  return Array.from(node.childNodes).map(visibleText).join("")
}

export const accessibleName = (element: Element): string => {
  const label = element.getAttribute("aria-label")
  if (label !== null) return normalize(label)
  const labelledBy = element.getAttribute("aria-labelledby")
  if (labelledBy !== null) {
    return normalize(
      labelledBy
        .split(/\s+/)
        .map((id) => {
          const target = document.getElementById(id)
          return target === null ? "" : visibleText(target)
        })
        .join(" ")
    )
  }
  return normalize(visibleText(element))
}

const HEADINGS = new Set(["H1", "H2", "H3", "H4", "H5", "H6"])

export const roleOf = (element: Element): string | null => {
  const explicit = element.getAttribute("role")
  if (explicit !== null) return explicit
  const tag = element.tagName.toUpperCase()
  if (HEADINGS.has(tag)) return "heading"
  switch (tag) {
    case "BUTTON":
      return "button"
    case "A":
      return element.hasAttribute("href") ? "link" : null
    case "DIALOG":
      return "dialog"
    case "NAV":
      return "navigation"
    case "MAIN":
      return "main"
    case "HEADER":
      return "banner"
    case "FOOTER":
      return "contentinfo"
    case "ASIDE":
      return "complementary"
    case "UL":
    case "OL":
      return "list"
    case "LI":
      return "listitem"
    case "ARTICLE":
      return "article"
    case "SECTION":
      return element.hasAttribute("aria-label") || element.hasAttribute("aria-labelledby") ? "region" : null
    default:
      return null
  }
}

export interface RoleOptions {
  readonly name?: Matcher
  readonly level?: number
}

const describe = (elements: ReadonlyArray<Element>) =>
  elements.map((e) => `  <${e.tagName.toLowerCase()}> "${accessibleName(e)}"`).join("\n") || "  (none)"

export const queries = (scope: () => Element) => {
  const allByRole = (role: string, options: RoleOptions = {}) =>
    Array.from(scope().querySelectorAll("*")).filter(
      (e) =>
        roleOf(e) === role &&
        !isHidden(e) &&
        (options.name === undefined || matches(accessibleName(e), options.name)) &&
        (options.level === undefined || e.tagName === `H${options.level}`)
    ) as Array<HTMLElement>

  const allByText = (text: Matcher) =>
    Array.from(scope().querySelectorAll("*")).filter(
      (e) =>
        !isHidden(e) &&
        matches(visibleText(e), text) &&
        // The innermost element holding the text, not every ancestor of it.
        !Array.from(e.children).some((child) => !isHidden(child) && matches(visibleText(child), text))
    ) as Array<HTMLElement>

  const one = <T extends HTMLElement>(found: Array<T>, what: string, all: () => ReadonlyArray<Element>): T => {
    if (found.length === 1) return found[0] as T
    throw new Error(
      `${found.length === 0 ? "Found no" : `Found ${found.length}`} ${what}.\n${
        found.length === 0 ? `Candidates:\n${describe(all())}` : describe(found)
      }`
    )
  }

  const getByRole = (role: string, options: RoleOptions = {}) =>
    one(allByRole(role, options), `${role} named ${String(options.name ?? "(any)")}`, () => allByRole(role))

  const getByText = (text: Matcher) =>
    one(allByText(text), `element with text ${String(text)}`, () => [])

  return {
    getAllByRole: allByRole,
    queryAllByRole: allByRole,
    getByRole,
    queryByRole: (role: string, options: RoleOptions = {}) => allByRole(role, options)[0] ?? null,
    getAllByText: allByText,
    getByText,
    queryByText: (text: Matcher) => allByText(text)[0] ?? null,
    findByRole: (role: string, options: RoleOptions = {}) => waitFor(() => getByRole(role, options)),
    findByText: (text: Matcher) => waitFor(() => getByText(text))
  }
}

export const screen = queries(() => document.body)
export const within = (element: Element) => queries(() => element)

/** Retries the check until it passes (lazy screens, fetches), letting React and timers run in between. */
export const waitFor = async <A,>(check: () => A, timeoutMs = 2000): Promise<A> => {
  const started = Date.now()
  for (;;) {
    try {
      return check()
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 10))
      })
    }
  }
}

/** Runs fake timers forward inside act, so React renders what the timers changed. */
export const advance = (ms: number, advanceTimers: (ms: number) => unknown) => {
  act(() => {
    advanceTimers(ms)
  })
}

export const click = (element: Element) => {
  act(() => {
    ;(element as HTMLElement).click()
  })
}

export const keyDown = (target: EventTarget, key: string) => {
  act(() => {
    target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }))
  })
}

export const hover = (element: Element) => {
  act(() => {
    element.dispatchEvent(new MouseEvent("mouseover", { bubbles: true, relatedTarget: document.body }))
  })
}

export const unhover = (element: Element) => {
  act(() => {
    element.dispatchEvent(new MouseEvent("mouseout", { bubbles: true, relatedTarget: document.body }))
  })
}

export const focus = (element: Element) => {
  act(() => {
    ;(element as HTMLElement).focus()
  })
}
