/**
 * How the profile screen presents an account (spec §2 "Profile"): the sample defaults shown before the
 * profile loads, the initials avatar, gender and plan labels, and the en-GB date of birth.
 */
import { DEFAULT_GENDER, type Gender } from "./rules.ts"

export interface ProfileView {
  readonly firstName: string
  readonly lastName: string
  readonly gender: Gender
  readonly dateOfBirth: string
  readonly phone: string
  readonly email: string
  readonly isVerified: boolean
  readonly plan: "free" | "premium"
}

/** Spec §2: before loading, a placeholder name, gender male, birth date 2000-01-01 and a placeholder phone. */
export const SAMPLE_PROFILE = {
  firstName: "John",
  lastName: "Doe",
  gender: DEFAULT_GENDER,
  dateOfBirth: "2000-01-01",
  phone: "+1 555 010 0000"
} as const

/** The sample profile for a signed-in user whose real profile has not arrived yet. */
export const sampleProfile = (email: string, isVerified: boolean): ProfileView => ({
  ...SAMPLE_PROFILE,
  email,
  isVerified,
  plan: "free"
})

/** What stands for the password on the read-only card. */
export const MASKED_PASSWORD = "••••••••"

const firstLetter = (s: string): string => Array.from(s.trim())[0]?.toUpperCase() ?? ""

/** The avatar's letters: first and last name initials, else the e-mail's first letter, else '?'. */
export const initials = (firstName: string, lastName: string, email = ""): string => {
  const letters = firstLetter(firstName) + firstLetter(lastName)
  if (letters !== "") return letters
  return firstLetter(email) || "?"
}

export const GENDER_LABELS: Readonly<Record<Gender, string>> = { male: "Male", female: "Female", other: "Other" }

export const genderLabel = (gender: Gender): string => GENDER_LABELS[gender]

export const planLabel = (plan: "free" | "premium"): string => (plan === "premium" ? "Premium Plan" : "Free Plan")

const BIRTH_DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })

/**
 * A calendar date `YYYY-MM-DD` as en-GB day, long month and year ('1 January 2000'). Read as UTC so the day
 * never shifts with the viewer's time zone; anything else is shown as it came.
 */
export const formatBirthDate = (date: string): string => {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date)
  if (m === null) return date
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  // setUTCFullYear, unlike Date.UTC, reads years 0–99 as they are.
  const at = new Date(0)
  at.setUTCFullYear(year, month - 1, day)
  if (at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return date
  return BIRTH_DATE.format(at)
}
