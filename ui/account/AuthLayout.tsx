/** The frame of the visitor screens (log in, sign up, forgot and reset password): one centred card. */
import type { ReactNode } from "react"
import { useDocumentTitle } from "../components/useDocumentTitle.ts"

interface AuthLayoutProps {
  readonly title: string
  /** The tab's title, when it should differ from the heading. */
  readonly documentTitle?: string
  readonly intro?: ReactNode
  readonly icon?: ReactNode
  readonly wide?: boolean
  readonly children: ReactNode
  /** A line under the card, e.g. the link to the other of log in / sign up. */
  readonly footer?: ReactNode
}

export const AuthLayout = ({ title, documentTitle, intro, icon, wide, children, footer }: AuthLayoutProps) => {
  useDocumentTitle(documentTitle ?? title)
  return (
    <div className="hero-backdrop min-h-full">
      <section className="page-x flex justify-center py-10 sm:py-16" aria-labelledby="auth-title">
        <div className={`w-full ${wide === true ? "max-w-xl" : "max-w-md"}`}>
          <div className="card p-6 sm:p-9">
            {icon === undefined ? null : (
              <div className="mb-5 flex h-12 w-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                {icon}
              </div>
            )}
            <h1 id="auth-title" className="font-display text-2xl font-bold tracking-tight text-ink sm:text-[1.75rem]">
              {title}
            </h1>
            {intro === undefined ? null : <div className="mt-2 leading-relaxed text-ink-soft">{intro}</div>}
            <div className="mt-7">{children}</div>
          </div>
          {footer === undefined ? null : <p className="mt-6 text-center text-sm text-ink-soft">{footer}</p>}
        </div>
      </section>
    </div>
  )
}
