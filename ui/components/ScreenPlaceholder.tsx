/** What a screen shows until it is built: its title and a line saying it is on its way. */
import type { ReactNode } from "react"
import { Link } from "wouter"
import { useDocumentTitle } from "./useDocumentTitle.ts"

interface ScreenPlaceholderProps {
  readonly title: string
  readonly description?: string
  readonly children?: ReactNode
}

export const ScreenPlaceholder = ({ title, description, children }: ScreenPlaceholderProps) => {
  useDocumentTitle(title)
  return (
    <section className="page-x py-16 sm:py-24" aria-labelledby="screen-title">
      <div className="card mx-auto max-w-2xl p-8 text-center sm:p-12">
        <h1 id="screen-title" className="font-display text-3xl font-bold tracking-tight text-ink">
          {title}
        </h1>
        {description === undefined ? null : <p className="mt-3 text-ink-soft">{description}</p>}
        <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
          <span className="h-1.5 w-1.5 rounded-full bg-brand-500" aria-hidden="true" />
          This screen is on its way.
        </p>
        {children}
        <div className="mt-8">
          <Link href="/" className="ui-link">
            Back to the home page
          </Link>
        </div>
      </div>
    </section>
  )
}
