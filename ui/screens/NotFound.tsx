/** Any path the product does not know (spec §2 "Not found"). */
import { Link } from "wouter"
import { useDocumentTitle } from "../components/useDocumentTitle.ts"
import { ArrowRightIcon } from "../components/Icons.tsx"

export default function NotFoundScreen() {
  useDocumentTitle("Page not found")
  return (
    <section className="page-x flex min-h-[60vh] items-center justify-center py-16" aria-labelledby="not-found-title">
      <div className="max-w-lg text-center">
        <p className="font-display text-7xl font-bold tracking-tight text-brand-500 sm:text-8xl" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title" className="mt-4 font-display text-3xl font-bold tracking-tight text-ink">
          Oops! Page not found
        </h1>
        <p className="mt-3 text-ink-soft">The page you asked for doesn’t exist or has moved.</p>
        <Link href="/" className="btn-primary mt-8">
          Back to the home page
          <ArrowRightIcon className="h-4 w-4" />
        </Link>
      </div>
    </section>
  )
}
