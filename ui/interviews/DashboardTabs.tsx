/**
 * The dashboard's tabs (WAI-ARIA tabs): 'All Available Interview Types', 'In Progress', 'Completed' and the
 * 'Scheduled' trigger PRODUCT.md adds. Arrow keys, Home and End move between tabs and select them.
 */
import { type KeyboardEvent, useRef } from "react"
import type { DashboardTab } from "../../core/sdk/interviews.ts"

const TAB_LABELS: Readonly<Record<DashboardTab, string>> = {
  available: "All Available Interview Types",
  "in-progress": "In Progress",
  completed: "Completed",
  scheduled: "Scheduled"
}

export const tabId = (tab: DashboardTab) => `dashboard-tab-${tab}`
export const panelId = (tab: DashboardTab) => `dashboard-panel-${tab}`

interface TabListProps {
  readonly tabs: ReadonlyArray<DashboardTab>
  readonly active: DashboardTab
  readonly onSelect: (tab: DashboardTab) => void
}

export const DashboardTabList = ({ tabs, active, onSelect }: TabListProps) => {
  const buttons = useRef(new Map<DashboardTab, HTMLButtonElement>())

  const onKeyDown = (event: KeyboardEvent) => {
    const at = tabs.indexOf(active)
    const next = event.key === "ArrowRight"
      ? tabs[(at + 1) % tabs.length]
      : event.key === "ArrowLeft"
      ? tabs[(at - 1 + tabs.length) % tabs.length]
      : event.key === "Home"
      ? tabs[0]
      : event.key === "End"
      ? tabs.at(-1)
      : undefined
    if (next === undefined) return
    event.preventDefault()
    onSelect(next)
    buttons.current.get(next)?.focus()
  }

  return (
    <div
      role="tablist"
      aria-label="Interviews"
      className="grid grid-cols-2 gap-1 rounded-2xl bg-slate-100 p-1 ring-1 ring-inset ring-slate-200 md:inline-grid md:grid-cols-4"
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => {
        const selected = tab === active
        return (
          <button
            key={tab}
            ref={(element) => {
              if (element === null) buttons.current.delete(tab)
              else buttons.current.set(tab, element)
            }}
            id={tabId(tab)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(tab)}
            tabIndex={selected ? 0 : -1}
            className={`rounded-xl px-3 py-2 text-sm font-semibold leading-5 motion-safe:transition-colors ${
              selected ? "bg-white text-brand-800 shadow-sm ring-1 ring-slate-200" : "text-ink-soft hover:bg-white/60 hover:text-ink"
            }`}
            onClick={() => onSelect(tab)}
          >
            {TAB_LABELS[tab]}
          </button>
        )
      })}
    </div>
  )
}
