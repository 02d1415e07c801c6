/** 'Add to calendar': a link that downloads the .ics file of a scheduled interview (PRODUCT.md). */
import { buildIcs, icsFileName, interviewMinutes } from "../../core/sdk/calendar.ts"
import { CalendarIcon } from "../components/Icons.tsx"

export interface ScheduledInterview {
  readonly id: number
  readonly title: string
  readonly description: string
  /** ISO date and time. */
  readonly scheduledAt: string
  readonly questionsPlanned: number | null
}

/** The file as a data: URL, so the link works without script and needs no object URL to be freed. */
const calendarHref = (interview: ScheduledInterview, origin: string, now: Date): string | null => {
  const start = new Date(interview.scheduledAt)
  if (Number.isNaN(start.getTime())) return null
  const ics = buildIcs({
    uid: `interview-${interview.id}@${new URL(origin).host || "rehearse"}`,
    title: `${interview.title} (Rehearse)`,
    description: interview.description,
    start,
    durationMinutes: interviewMinutes(interview.questionsPlanned),
    url: `${origin}/interview/${interview.id}`,
    createdAt: now
  })
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`
}

export const CalendarLink = (
  { interview, className, describedBy }: { interview: ScheduledInterview; className?: string; describedBy?: string }
) => {
  const href = calendarHref(interview, window.location.origin, new Date())
  if (href === null) return null
  return (
    <a
      href={href}
      download={icsFileName(interview.title, new Date(interview.scheduledAt))}
      aria-describedby={describedBy}
      className={className ?? "btn-secondary"}
    >
      <CalendarIcon className="h-4 w-4" />
      Add to calendar
    </a>
  )
}
