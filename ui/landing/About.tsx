/** The about section (/#about): who Rehearse is for and how a session goes. */
import { useStore } from "@nanostores/react"
import { Link } from "wouter"
import { $auth } from "../../core/sdk/auth.ts"
import { ArrowRightIcon } from "../components/Icons.tsx"

const AUDIENCES = [
  { title: "Job seekers", text: "Walk into the next round having already said your answers out loud." },
  { title: "Students in placement season", text: "Cover the fundamentals and the HR round before campus interviews begin." },
  { title: "Career switchers", text: "Practise explaining a new stack in the words an interviewer expects." },
  { title: "Interns", text: "Get comfortable with your first technical interviews, one question at a time." }
] as const

const STEPS = [
  { title: "Pick an interview", text: "Choose a type, a topic and a level, then start now or schedule it." },
  { title: "Answer out loud", text: "Hear each question and answer by voice, or type if you prefer." },
  { title: "Read your report", text: "Get feedback on every answer and a report card with what to work on." }
] as const

export const About = () => {
  const { isAuthenticated } = useStore($auth)
  return (
    <section id="about" className="py-16 outline-none sm:py-24" aria-labelledby="about-title">
      <div className="page-x grid gap-12 lg:grid-cols-[1fr_1.15fr] lg:gap-16">
        <div>
          <p className="eyebrow">About</p>
          <h2 id="about-title" className="mt-3 page-title">
            About Rehearse
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-ink-soft">
            Rehearse is a Gen AI assessment platform for interview practice. It asks the questions, listens to your
            answers and tells you, answer by answer, what landed and what to improve. Every account starts on the
            Free Plan.
          </p>
          <ol className="mt-8 space-y-5">
            {STEPS.map((step, i) => (
              <li key={step.title} className="flex gap-4">
                <span
                  className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-ink">{step.title}</h3>
                  <p className="mt-0.5 text-ink-soft">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <div className="mt-10 flex flex-wrap gap-3">
            {isAuthenticated ? (
              <Link href="/dashboard" className="btn-primary">
                Go to Dashboard
                <ArrowRightIcon className="h-4 w-4" />
              </Link>
            ) : (
              <Link href="/signup" className="btn-primary">
                Create your free account
                <ArrowRightIcon className="h-4 w-4" />
              </Link>
            )}
            <Link href="/pricing" className="btn-ghost">
              See pricing
            </Link>
          </div>
        </div>
        <div>
          <h3 className="text-sm font-semibold uppercase tracking-wider text-ink-muted">Built for</h3>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {AUDIENCES.map((audience) => (
              <li key={audience.title} className="card p-5">
                <p className="font-semibold text-ink">{audience.title}</p>
                <p className="mt-1.5 text-sm leading-relaxed text-ink-soft">{audience.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}
