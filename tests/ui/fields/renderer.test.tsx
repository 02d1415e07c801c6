import { describe, expect, it, vi } from "vitest"
import { FIELD_TYPES } from "../../../core/contract/fields.ts"
import { FieldRenderer } from "../../../ui/fields/FieldRenderer.tsx"
import { render } from "../dom.tsx"

describe("the dynamic field renderer (spec §3 'Field types')", () => {
  it.each(FIELD_TYPES)("draws a %s field", (type) => {
    const view = render(
      <FieldRenderer
        field={{ key: "k", label: "Label", type, options: [{ value: "a", label: "A" }], properties: { value: 50, content: ["line"] } }}
        onChange={() => undefined}
      />
    )
    expect(view.container.children.length).toBeGreaterThan(0)
  })

  it("an unknown type renders nothing and logs a warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined)
    const view = render(<FieldRenderer field={{ key: "mystery", label: "Mystery", type: "hologram" }} />)
    expect(view.container.innerHTML).toBe("")
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("hologram"))
  })

  it("display-only fields show their properties.value when given none", () => {
    render(<FieldRenderer field={{ key: "p", label: "Progress", type: "progress", properties: { value: 40 } }} />)
    expect(document.querySelector("[role=progressbar]")?.getAttribute("aria-valuenow")).toBe("40")
  })
})
