/**
 * A dashboard card (spec §2): title, description, topic badge, the 'MMM d, yyyy' date, status badge, a score bar
 * for a completed interview, and the actions of its status.
 */
import { useId } from "react"
import { Link } from "wouter"
import { type CardStatus, formatCardDate, type InterviewCard, progressText, STATUS_LABELS, topicLabel } from "../../core/sdk/interview-cards.ts"
import { ArrowRightIcon, CalendarIcon } from "../components/Icons.tsx"
import { scoreTone, TONES } from "../fields/Score.tsx"
import { CalendarLink } from "./calendar-link.tsx"

const STATUS_STYLES: Readonly<Record<CardStatus, string>> = {
  available: "bg-slate-100 text-ink-soft ring-slate-300",
  scheduled: "bg-sky-50 text-sky-800 ring-sky-200",
  "in-progress": "bg-amber-50 text-amber-800 ring-amber-200",
  completed: "bg-emerald-50 text-emerald-800 ring-emerald-200"
}

const DATE_WORDS: Readonly<Record<CardStatus, string>> = {
  available: "",
  scheduled: "Scheduled for",
  "in-progress": "Started",
  completed: "Completed"
}

export const scoreBarColour = (score: number) => TONES[scoreTone(score, 100)].bar

const ScoreBar = ({ score, titleId }: { score: number; titleId: string }) => (
  <div className="mt-4">
    <div className="flex items-baseline justify-between text-sm">
      <span className="font-medium text-ink-soft">Score</span>
      <span className="font-semibold tabular-nums text-ink">{score}%</span>
    </div>
    <div
      role="progressbar"
      aria-label="Score"
      aria-describedby={titleId}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={score}
      aria-valuetext={`${score}%`}
      className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200"
    >
      <div className={`h-full rounded-full ${scoreBarColour(score)}`} style={{ width: `${score}%` }} />
    </div>
  </div>
)

const primary = "btn-primary flex-auto whitespace-nowrap px-3 py-2"
const secondary = "btn-secondary flex-auto whitespace-nowrap px-3 py-2"

const Actions = ({ card, titleId }: { card: InterviewCard; titleId: string }) => {
  switch (card.status) {
    case "completed":
      return (
        <>
          <Link href={`/results/${card.id}`} className={primary} aria-describedby={titleId}>
            View Report Card
          </Link>
          <Link href={`/assessment-answers/${card.id}`} className={secondary} aria-describedby={titleId}>
            View Answers
          </Link>
        </>
      )
    case "scheduled":
      return (
        <>
          <Link href={`/interview/${card.id}`} className={primary} aria-describedby={titleId}>
            Start Interview
          </Link>
          {card.date === null ? null : (
            <CalendarLink
              interview={{ id: card.id, title: card.title, description: card.description, scheduledAt: card.date, questionsPlanned: card.questionsPlanned }}
              className={secondary}
              describedBy={titleId}
            />
          )}
        </>
      )
    case "in-progress":
      return (
        <Link href={`/interview/${card.id}`} className={primary} aria-describedby={titleId}>
          Continue Interview
        </Link>
      )
    case "available":
      return (
        <Link href={`/new-interview/${card.id}`} className={primary} aria-describedby={titleId}>
          Start New Interview
          <ArrowRightIcon className="h-4 w-4" />
        </Link>
      )
  }
}

export const InterviewCardView = ({ card }: { card: InterviewCard }) => {
  const titleId = useId()
  const date = card.date === null ? "" : formatCardDate(card.date)
  return (
    <article className="card flex flex-col p-5 sm:p-6" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-inset ring-brand-200">
          <span className="sr-only">Topic: </span>
          {topicLabel(card.topic)}
        </span>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_STYLES[card.status]}`}>
          <span className="sr-only">Status: </span>
          {STATUS_LABELS[card.status]}
        </span>
        {card.status === "available" ? null : (
          <Link href={`/interview/details/${card.id}`} className="ui-link ml-auto text-sm" aria-describedby={titleId}>
            Details
          </Link>
        )}
      </div>
      <h3 id={titleId} className="mt-3 font-display text-lg font-semibold leading-snug text-ink">
        {card.title}
      </h3>
      {card.category === null ? null : <p className="mt-0.5 text-xs font-medium text-ink-muted">{card.category}</p>}
      <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-ink-soft">{card.description}</p>
      {date === "" && card.questionsPlanned === null ? null : (
        <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-soft">
          {date === "" || card.date === null ? null : (
            <span className="inline-flex items-center gap-1.5">
              <CalendarIcon className="h-4 w-4 text-ink-muted" />
              <span>
                {DATE_WORDS[card.status]} <time dateTime={card.date}>{date}</time>
                {card.status === "scheduled" ? ` at ${new Date(card.date).toLocaleTimeString([], { hour: "numeric", minute: "2-digit" })}` : null}
              </span>
            </span>
          )}
          {card.status === "in-progress" && card.questionsPlanned !== null ? (
            <span>{progressText(card.questionsAnswered ?? 0, card.questionsSkipped ?? 0, card.questionsPlanned)}</span>
          ) : null}
        </p>
      )}
      {card.status === "completed" && card.score !== null ? <ScoreBar score={card.score} titleId={titleId} /> : null}
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-5">
        <Actions card={card} titleId={titleId} />
      </div>
    </article>
  )
}

/** Six placeholder cards while a list loads (spec §9). */
export const CardSkeletons = ({ count = 6 }: { count?: number }) => (
  <div role="status" aria-live="polite">
    <span className="sr-only">Loading interviews…</span>
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="card p-6" data-skeleton="card">
          <div className="flex gap-2">
            <div className="h-5 w-16 rounded-full bg-slate-200 motion-safe:animate-pulse" />
            <div className="h-5 w-20 rounded-full bg-slate-200 motion-safe:animate-pulse" />
          </div>
          <div className="mt-4 h-5 w-3/4 rounded bg-slate-200 motion-safe:animate-pulse" />
          <div className="mt-3 space-y-2">
            <div className="h-3.5 w-full rounded bg-slate-100 motion-safe:animate-pulse" />
            <div className="h-3.5 w-5/6 rounded bg-slate-100 motion-safe:animate-pulse" />
          </div>
          <div className="mt-6 h-9 w-40 rounded-xl bg-slate-200 motion-safe:animate-pulse" />
        </li>
      ))}
    </ul>
  </div>
)
