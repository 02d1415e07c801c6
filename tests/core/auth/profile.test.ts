import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { formatBirthDate, genderLabel, initials, planLabel, SAMPLE_PROFILE, sampleProfile } from "../../../core/auth/profile.ts"

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

describe("profile presentation (spec §2 'Profile')", () => {
  it("sample defaults: a placeholder name, gender male, birth date 2000-01-01 and a placeholder phone", () => {
    expect(SAMPLE_PROFILE.gender).toBe("male")
    expect(SAMPLE_PROFILE.dateOfBirth).toBe("2000-01-01")
    expect(SAMPLE_PROFILE.firstName).not.toBe("")
    expect(SAMPLE_PROFILE.phone).not.toBe("")
    expect(sampleProfile("ada@example.com", true)).toMatchObject({ email: "ada@example.com", isVerified: true, plan: "free" })
  })

  it("date of birth is en-GB day, long month, year: 2000-01-01 is '1 January 2000'", () => {
    expect(formatBirthDate("2000-01-01")).toBe("1 January 2000")
    expect(formatBirthDate("1994-12-31")).toBe("31 December 1994")
  })

  it("every calendar date formats as its own day, month name and year", () => {
    fc.assert(fc.property(fc.date({ min: new Date("0100-01-01T00:00:00Z"), max: new Date("9999-12-31T00:00:00Z"), noInvalidDate: true }), (d) => {
      const iso = d.toISOString().slice(0, 10)
      const [y, m, day] = iso.split("-").map(Number) as [number, number, number]
      expect(formatBirthDate(iso)).toBe(`${day} ${MONTHS[m - 1]} ${y}`)
    }))
  })

  it("a date that does not exist is shown as it came", () => {
    expect(formatBirthDate("2001-02-30")).toBe("2001-02-30")
    expect(formatBirthDate("not a date")).toBe("not a date")
  })

  it("initials are the first letters of first and last name, upper-cased, at most two", () => {
    expect(initials("ada", "lovelace")).toBe("AL")
    expect(initials("", "", "zed@example.com")).toBe("Z")
    expect(initials("", "")).toBe("?")
    fc.assert(fc.property(fc.string(), fc.string(), (first, last) => {
      const letters = Array.from(initials(first, last))
      expect(letters.length).toBeGreaterThanOrEqual(1)
      expect(letters.length).toBeLessThanOrEqual(2)
    }))
  })

  it("gender reads Male, Female or Other; every plan label ends in 'Plan', free is 'Free Plan'", () => {
    expect([genderLabel("male"), genderLabel("female"), genderLabel("other")]).toEqual(["Male", "Female", "Other"])
    expect(planLabel("free")).toBe("Free Plan")
    expect(planLabel("premium")).toBe("Premium Plan")
  })
})
