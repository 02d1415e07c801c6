/** Pure account rules the server applies beyond the shape checks of the contract. */

export const normaliseEmail = (email: string): string => email.trim().toLowerCase()

const DAY = 86_400_000

/** null when `date` (YYYY-MM-DD, already a real calendar date) is a plausible birth date before `now`; else why not. */
export const checkBirthDate = (date: string, now: number): string | null => {
  const at = Date.parse(`${date}T00:00:00Z`)
  if (Number.isNaN(at)) return "dateOfBirth must be a date like 2000-01-31"
  if (at > now - DAY) return "dateOfBirth must be a date in the past"
  if (at < Date.parse("1900-01-01T00:00:00Z")) return "dateOfBirth must be after 1900-01-01"
  return null
}
