/** A narrow page opened from the dashboard: 'Back to Dashboard', then its eyebrow, title and lead, then the page. */
import type { ReactNode } from "react"
import { Link } from "wouter"

interface DashboardSubpageProps {
  readonly eyebrow: string
  readonly title: string
  readonly lead: ReactNode
  readonly children: ReactNode
}

export const DashboardSubpage = ({ eyebrow, title, lead, children }: DashboardSubpageProps) => (
  <div className="page-x py-10 sm:py-14">
    <div className="mx-auto max-w-2xl">
      <Link href="/dashboard" className="ui-link text-sm">
        Back to Dashboard
      </Link>
      <header className="mt-4">
        <p className="eyebrow">{eyebrow}</p>
        <h1 className="mt-2 page-title">{title}</h1>
        <p className="mt-2 text-ink-soft">{lead}</p>
      </header>
      {children}
    </div>
  </div>
)
