/** The landing hero: what Rehearse is, the way in for visitors (or back to work for signed-in users). */
import { useStore } from "@nanostores/react"
import { Link } from "wouter"
import { $auth } from "../../core/sdk/auth.ts"
import { GoogleSignIn } from "../auth/GoogleSignIn.tsx"
import { ArrowRightIcon, MicIcon } from "../components/Icons.tsx"
import { $config } from "../config.ts"

// Bar heights of the voice meter in the preview card (static classes so the stylesheet has them).
const WAVE = ["h-3", "h-6", "h-9", "h-5", "h-8", "h-11", "h-7", "h-4", "h-9", "h-6", "h-10", "h-5", "h-3", "h-7", "h-4"]

/** A still of the live interview: the question, the voice meter and the feedback that follows. */
const InterviewPreview = () => (
  <figure className="relative mx-auto w-full max-w-md lg:mx-0">
    <div
      className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-br from-brand-200/60 via-sky-100/40 to-transparent blur-2xl"
      aria-hidden="true"
    />
    <div className="card overflow-hidden" aria-hidden="true">
      <div className="flex items-center justify-between border-b border-slate-100 px-5 py-3 text-xs font-medium text-ink-muted">
        <span className="inline-flex items-center gap-2">
          <span className="h-2 w-2 rounded-full bg-emerald-500" aria-hidden="true" />
          Question 3 of 8
        </span>
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-brand-700">System Design</span>
      </div>
      <div className="space-y-5 p-5">
        <p className="text-[1.05rem] font-medium leading-snug text-ink">
          “How would you design a rate limiter for a public API?”
        </p>
        <div className="flex items-center gap-4 rounded-xl bg-slate-50 px-4 py-3">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white shadow-md shadow-brand-700/30">
            <MicIcon className="h-5 w-5" />
          </span>
          <div className="flex h-11 flex-1 items-center gap-1" aria-hidden="true">
            {WAVE.map((height, i) => (
              <span key={i} className={`wave-bar w-1.5 rounded-full bg-brand-400 ${height}`} />
            ))}
          </div>
          <span className="text-xs tabular-nums text-ink-muted">0:42</span>
        </div>
        <div className="rounded-xl border border-emerald-100 bg-emerald-50/60 p-4 text-sm">
          <p className="font-semibold text-emerald-900">What a strong answer covers</p>
          <ul className="mt-2 space-y-1.5 text-emerald-900/85">
            {TALKING_POINTS.map(([point, covered]) => (
              <li key={point} className="flex items-start gap-2">
                <span
                  className={`mt-0.5 inline-flex h-4 w-4 shrink-0 items-center justify-center rounded-full text-[10px] font-bold ${
                    covered ? "bg-emerald-600 text-white" : "border border-amber-500 text-amber-600"
                  }`}
                  aria-hidden="true"
                >
                  {covered ? "✓" : "!"}
                </span>
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
    <figcaption className="sr-only">
      A preview of an interview: the question is read aloud, you answer by voice, and feedback on the points you covered follows.
    </figcaption>
  </figure>
)

// An illustration of the feedback's shape (points covered and missed), not a result: it shows no score.
const TALKING_POINTS: ReadonlyArray<readonly [string, boolean]> = [
  ["Token bucket or sliding window", true],
  ["Limits per user and per key", true],
  ["Consistent counts across servers", false]
]

export const Hero = () => {
  const { isAuthenticated } = useStore($auth)
  const { googleClientId } = useStore($config)
  return (
    <section className="hero-backdrop" aria-labelledby="hero-title">
      <div className="page-x grid items-center gap-12 pb-12 pt-12 sm:pt-16 lg:grid-cols-[1.1fr_1fr] lg:gap-16 lg:pb-16 lg:pt-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-semibold text-brand-700 ring-1 ring-brand-100">
            <span className="h-1.5 w-1.5 rounded-full bg-brand-500" aria-hidden="true" />
            Gen AI assessment platform
          </p>
          <h1
            id="hero-title"
            className="mt-5 font-display text-[2.5rem] font-bold leading-[1.08] tracking-tight text-ink sm:text-5xl lg:text-[3.5rem]"
          >
            Rehearse your next interview, <span className="text-brand-700">out loud.</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-soft">
            Hear each question, answer in your own words, and get feedback the moment you finish. A report card
            at the end shows exactly what to practise next.
          </p>
          {isAuthenticated ? (
            <div className="mt-8 flex flex-wrap items-center gap-3">
              <Link href="/dashboard" className="btn-primary btn-lg">
                Go to Dashboard
                <ArrowRightIcon className="h-5 w-5" />
              </Link>
            </div>
          ) : (
            <div className="mt-8 flex flex-col gap-4">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
                <Link href="/signup" className="btn-primary btn-lg">
                  Get Started
                  <ArrowRightIcon className="h-5 w-5" />
                </Link>
                <Link href="/login" className="btn-secondary btn-lg">
                  Already a user? Log In
                </Link>
              </div>
              {googleClientId === null ? null : (
                <div className="flex flex-col gap-3 sm:max-w-xs">
                  <p className="flex items-center gap-3 text-xs font-medium uppercase tracking-wider text-ink-muted">
                    <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
                    or
                    <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
                  </p>
                  <GoogleSignIn clientId={googleClientId} />
                </div>
              )}
            </div>
          )}
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-muted">
            <li className="flex items-center gap-2">
              <span className="h-1.5 w-1.5 rounded-full bg-emerald-500" aria-hidden="true" />
              Free Plan to start
            </li>
            <li className="flex items-center gap-2">
              <span className="h-1.5 w-1.5 rounded-full bg-emerald-500" aria-hidden="true" />
              26 topics
            </li>
            <li className="flex items-center gap-2">
              <span className="h-1.5 w-1.5 rounded-full bg-emerald-500" aria-hidden="true" />
              Speak or type
            </li>
          </ul>
        </div>
        <InterviewPreview />
      </div>
    </section>
  )
}
