/**
 * Pricing (spec §1, §2): every account is on the Free Plan; a user who has used up the free interviews asks
 * for premium by e-mailing support from the registered address, and the team replies with instructions.
 */
import { useStore } from "@nanostores/react"
import { Link } from "wouter"
import { $auth } from "../../core/sdk/auth.ts"
import { useDocumentTitle } from "../components/useDocumentTitle.ts"
import { CheckCircleIcon, MailIcon, SparklesIcon } from "../components/Icons.tsx"
import { $config } from "../config.ts"

const FREE_FEATURES = [
  "A set number of interviews to start with",
  "Questions read aloud; answer by voice or text",
  "Instant feedback with a score on every answer",
  "A report card for every interview, with each answer's feedback to re-read",
  "Schedule, pause with Resume Later, and continue"
] as const

const PREMIUM_FEATURES = [
  "More interviews once your free ones are used up",
  "The detailed per-answer analysis: the sentence that made each point, a model answer and an improved version of yours",
  "Everything in the Free Plan"
] as const

const FeatureList = ({ items, tone }: { items: ReadonlyArray<string>; tone: "plain" | "brand" }) => (
  <ul className="mt-6 space-y-3 text-sm">
    {items.map((item) => (
      <li key={item} className="flex gap-3">
        <CheckCircleIcon
          className={`mt-0.5 h-5 w-5 shrink-0 ${tone === "brand" ? "text-brand-600" : "text-emerald-600"}`}
        />
        <span className="text-ink">{item}</span>
      </li>
    ))}
  </ul>
)

export default function PricingScreen() {
  useDocumentTitle("Pricing")
  const { supportEmail, status } = useStore($config)
  const { isAuthenticated } = useStore($auth)
  const mailto = `mailto:${supportEmail}?subject=${encodeURIComponent("Premium request")}`
  const address =
    status === "loading" ? (
      <span className="inline-block h-4 w-40 animate-pulse rounded bg-brand-200/70 align-middle" aria-hidden="true" />
    ) : (
      <a href={mailto} className="ui-link break-all">
        {supportEmail}
      </a>
    )

  return (
    <div className="hero-backdrop">
      <section className="page-x py-14 sm:py-20" aria-labelledby="pricing-title">
        <div className="mx-auto max-w-2xl text-center">
          <p className="eyebrow">Pricing</p>
          <h1 id="pricing-title" className="mt-3 font-display text-4xl font-bold tracking-tight text-ink sm:text-5xl">
            Start free. Ask when you need more.
          </h1>
          <p className="mt-4 text-lg text-ink-soft">
            Every account starts on the Free Plan. When you need more, premium is one e-mail away.
          </p>
        </div>

        <div className="mx-auto mt-12 grid max-w-4xl gap-6 md:grid-cols-2">
          <article className="card flex flex-col p-7 sm:p-8" aria-labelledby="plan-free">
            <div className="flex items-center justify-between gap-3">
              <h2 id="plan-free" className="font-display text-xl font-semibold text-ink">
                Free Plan
              </h2>
              <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-700 ring-1 ring-inset ring-emerald-200">
                Every account
              </span>
            </div>
            <p className="mt-2 text-ink-soft">Everything you need to practise and see how you are doing.</p>
            <FeatureList items={FREE_FEATURES} tone="plain" />
            <div className="mt-auto pt-8">
              {isAuthenticated ? (
                <Link href="/dashboard" className="btn-secondary w-full">
                  Go to Dashboard
                </Link>
              ) : (
                <Link href="/signup" className="btn-secondary w-full">
                  Get Started
                </Link>
              )}
            </div>
          </article>

          <article
            className="relative flex flex-col rounded-2xl bg-white p-7 shadow-lg shadow-brand-900/10 ring-2 ring-brand-600 sm:p-8"
            aria-labelledby="plan-premium"
          >
            <div className="flex items-center justify-between gap-3">
              <h2 id="plan-premium" className="flex items-center gap-2 font-display text-xl font-semibold text-ink">
                <SparklesIcon className="h-5 w-5 text-brand-600" />
                Premium
              </h2>
              <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-700 ring-1 ring-inset ring-brand-200">
                On request
              </span>
            </div>
            <p className="mt-2 text-ink-soft">For when you are deep in preparation and want every detail.</p>
            <FeatureList items={PREMIUM_FEATURES} tone="brand" />
            <div className="mt-auto pt-8">
              <a href={mailto} className="btn-primary w-full">
                <MailIcon className="h-4 w-4" />
                E-mail support to upgrade
              </a>
            </div>
          </article>
        </div>

        <aside
          className="mx-auto mt-10 max-w-4xl rounded-2xl border border-brand-200 bg-brand-50/70 p-6 sm:p-8"
          aria-labelledby="upgrade-title"
        >
          <h2 id="upgrade-title" className="font-semibold text-ink">
            Run out of interviews?
          </h2>
          <p className="mt-2 leading-relaxed text-ink-soft">
            E-mail {address} from the e-mail address you registered with and ask for premium. Our team will reply
            with upgrade instructions.
          </p>
        </aside>
      </section>
    </div>
  )
}
