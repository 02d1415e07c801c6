import { describe, expect, it } from "vitest"
import { buildIcs, foldLine, icsDateTime, icsFileName, icsText, interviewMinutes, localDateTimeToIso } from "../../../core/sdk/calendar.ts"

const event = {
  uid: "interview-12@rehearse.test",
  title: "Python Interview (Rehearse)",
  description: "Data model, collections; generators, and more.",
  start: new Date("2026-12-01T04:00:00Z"),
  durationMinutes: 15,
  url: "https://rehearse.test/interview/12",
  createdAt: new Date("2026-11-22T08:30:05Z")
}

describe("scheduling moments (POST /interview/schedule takes ISO with an offset)", () => {
  it("reads a local date and time with the zone's offset", () => {
    expect(localDateTimeToIso("2026-12-01", "09:30", -330)).toBe("2026-12-01T09:30:00+05:30")
    expect(localDateTimeToIso("2026-12-01", "09:30", 300)).toBe("2026-12-01T09:30:00-05:00")
    expect(localDateTimeToIso("2026-12-01", "09:30", 0)).toBe("2026-12-01T09:30:00+00:00")
    expect(localDateTimeToIso("2026-12-01", "09:30", 570)).toBe("2026-12-01T09:30:00-09:30")
  })

  it("the moment it names is the same instant", () => {
    expect(new Date(localDateTimeToIso("2026-12-01", "09:30", -330)!).toISOString()).toBe("2026-12-01T04:00:00.000Z")
  })

  it("refuses dates and times that are none", () => {
    expect(localDateTimeToIso("2026-02-30", "09:30", 0)).toBeNull()
    expect(localDateTimeToIso("2026-12-01", "25:00", 0)).toBeNull()
    expect(localDateTimeToIso("", "09:30", 0)).toBeNull()
  })
})

describe("the calendar file of a scheduled interview (RFC 5545)", () => {
  const ics = buildIcs(event)
  const lines = ics.split("\r\n")

  it("is one VEVENT in a VCALENDAR, with CRLF line ends", () => {
    expect(lines[0]).toBe("BEGIN:VCALENDAR")
    expect(lines).toContain("VERSION:2.0")
    expect(lines).toContain("BEGIN:VEVENT")
    expect(lines.at(-2)).toBe("END:VCALENDAR")
    expect(ics.endsWith("\r\n")).toBe(true)
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/)
  })

  it("starts at the scheduled moment in UTC and lasts the planned minutes", () => {
    expect(lines).toContain("DTSTART:20261201T040000Z")
    expect(lines).toContain("DTEND:20261201T041500Z")
    expect(lines).toContain("DTSTAMP:20261122T083005Z")
    expect(lines).toContain("UID:interview-12@rehearse.test")
    expect(lines).toContain("TRIGGER:-PT15M")
  })

  it("escapes text and folds long lines at 75 octets", () => {
    expect(icsText("a;b,c\\d\ne")).toBe("a\\;b\\,c\\\\d\\ne")
    const unfolded = ics.replace(/\r\n /g, "")
    expect(unfolded).toContain("DESCRIPTION:Data model\\, collections\\; generators\\, and more.\\n\\nOpen it: https://rehearse.test/interview/12")
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
  })

  it("folding never splits a character", () => {
    const folded = foldLine(`SUMMARY:${"é".repeat(80)}`)
    expect(folded.replace(/\r\n /g, "")).toBe(`SUMMARY:${"é".repeat(80)}`)
    for (const part of folded.split("\r\n")) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75)
  })

  it("names the file after the interview and its day; blocks about 3 minutes a question", () => {
    expect(icsFileName("Python Interview", event.start)).toBe("rehearse-python-interview-2026-12-01.ics")
    expect(icsDateTime(new Date("2027-01-02T03:04:05Z"))).toBe("20270102T030405Z")
    expect([interviewMinutes(3), interviewMinutes(5), interviewMinutes(15), interviewMinutes(null)]).toEqual([15, 15, 45, 15])
  })
})
