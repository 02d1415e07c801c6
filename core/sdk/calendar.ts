/**
 * Scheduling's date and time rules (PRODUCT.md: "schedule it for a date and time", "a scheduled interview offers
 * a calendar file"): the ISO moment with the viewer's offset that POST /interview/schedule takes, and the
 * iCalendar (RFC 5545) file of a scheduled interview. Pure: the caller passes the clock's reading and the offset.
 */

const pad = (n: number, width = 2) => String(Math.trunc(Math.abs(n))).padStart(width, "0")

/**
 * A local date ('2026-12-01') and time ('09:30') as ISO 8601 with the zone's offset, e.g.
 * '2026-12-01T09:30:00+05:30'. `offsetMinutes` is `Date#getTimezoneOffset()` of that moment (UTC − local, so
 * India is −330). Null when the date or time is not one.
 */
export const localDateTimeToIso = (date: string, time: string, offsetMinutes: number): string | null => {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  const t = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time)
  if (d === null || t === null) return null
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])]
  const [hour, minute, second] = [Number(t[1]), Number(t[2]), Number(t[3] ?? 0)]
  const check = new Date(Date.UTC(year, month - 1, day, hour, minute, second))
  if (
    check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day ||
    hour > 23 || minute > 59 || second > 59
  ) return null
  const east = -offsetMinutes
  const sign = east >= 0 ? "+" : "-"
  return `${d[1]}-${d[2]}-${d[3]}T${t[1]}:${t[2]}:${pad(second)}${sign}${pad(east / 60)}:${pad(east % 60)}`
}

export interface CalendarEvent {
  /** Unique and stable for the interview, so importing the file twice updates one event. */
  readonly uid: string
  readonly title: string
  readonly description: string
  readonly start: Date
  readonly durationMinutes: number
  /** Where to open the interview, e.g. https://rehearse.example/interview/12. */
  readonly url?: string
  /** When the file is made (DTSTAMP). */
  readonly createdAt: Date
}

/** UTC in the iCalendar form 20261201T040000Z. */
export const icsDateTime = (date: Date): string =>
  `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${
    pad(date.getUTCMinutes())
  }${pad(date.getUTCSeconds())}Z`

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export const icsText = (text: string): string =>
  text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r\n|\r|\n/g, "\\n")

const utf8Length = (s: string): number => {
  let n = 0
  for (const ch of s) {
    const c = ch.codePointAt(0) ?? 0
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4
  }
  return n
}

/** Folds a content line at 75 octets, continuing with CRLF and a space, never splitting a character. */
export const foldLine = (line: string): string => {
  const parts: Array<string> = []
  let current = ""
  let size = 0
  for (const ch of line) {
    const width = utf8Length(ch)
    // The first line holds 75 octets; continuation lines 74 after their leading space.
    if (size + width > (parts.length === 0 ? 75 : 74)) {
      parts.push(current)
      current = ""
      size = 0
    }
    current += ch
    size += width
  }
  parts.push(current)
  return parts.join("\r\n ")
}

/** The .ics file of one event, with a reminder 15 minutes before; lines end in CRLF. */
export const buildIcs = (event: CalendarEvent): string => {
  const end = new Date(event.start.getTime() + Math.max(1, event.durationMinutes) * 60_000)
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Rehearse//Interview practice//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${icsDateTime(event.createdAt)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(end)}`,
    `SUMMARY:${icsText(event.title)}`,
    `DESCRIPTION:${icsText(event.url === undefined ? event.description : `${event.description}\n\nOpen it: ${event.url}`)}`,
    ...(event.url === undefined ? [] : [`URL:${event.url}`]),
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    `DESCRIPTION:${icsText(event.title)}`,
    "TRIGGER:-PT15M",
    "END:VALARM",
    "END:VEVENT",
    "END:VCALENDAR"
  ]
  return `${lines.map(foldLine).join("\r\n")}\r\n`
}

/** A file name from the title: 'rehearse-python-interview-2026-12-01.ics'. */
export const icsFileName = (title: string, start: Date): string => {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 60) || "interview"
  return `rehearse-${slug}-${pad(start.getUTCFullYear(), 4)}-${pad(start.getUTCMonth() + 1)}-${pad(start.getUTCDate())}.ics`
}

/** How long the calendar blocks for an interview: about three minutes a question, at least a quarter hour. */
export const interviewMinutes = (questionsPlanned: number | null): number =>
  Math.max(15, Math.round((questionsPlanned ?? 5) * 3 / 5) * 5)
