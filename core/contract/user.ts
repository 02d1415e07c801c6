/** Accounts on the wire: spec §3 "Auth state", "User signup", "User profile", "Profile update payload". */
import { Schema } from "effect"

/** C0 and C1 control characters (NUL, line breaks, escape…): no name or address holds one, and PostgreSQL stores no NUL. */
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/

/** `text` without its control characters, for names that come from elsewhere (a Google profile) rather than a form. */
export const withoutControlCharacters = (text: string): string => text.replace(/[\u0000-\u001f\u007f-\u009f]/g, "")

const text = (max: number, what: string) =>
  Schema.String.check(
    Schema.makeFilter((s: string) => s.trim().length > 0 || `${what} is required`),
    Schema.isMaxLength(max, { message: `${what} must be at most ${max} characters` }),
    Schema.makeFilter((s: string) =>
      !CONTROL_CHARACTER.test(s) || `${what} must not contain control characters such as line breaks or NUL`
    )
  )

export const Email = Schema.String.check(
  Schema.isMaxLength(254, { message: "email must be at most 254 characters" }),
  Schema.isPattern(/^\s*[^\s@\u0000-\u001f\u007f-\u009f]+@[^\s@\u0000-\u001f\u007f-\u009f]+\.[^\s@\u0000-\u001f\u007f-\u009f]+\s*$/, {
    message: "email must be a valid e-mail address, like name@example.com"
  })
)

/** A password being set: spec §5 minimum of 8; bounded so hashing stays cheap. */
export const NewPassword = Schema.String.check(
  Schema.isMinLength(8, { message: "password must be at least 8 characters long" }),
  Schema.isMaxLength(128, { message: "password must be at most 128 characters" })
)

/** A password being checked (sign-in, current password): anything non-empty and bounded. */
export const GivenPassword = Schema.String.check(
  Schema.isMinLength(1, { message: "password is required" }),
  Schema.isMaxLength(128, { message: "password must be at most 128 characters" })
)

export const Gender = Schema.Literals(["male", "female", "other"]).annotate({
  message: "gender must be male, female or other"
})
export type Gender = typeof Gender.Type

export const Name = text(50, "name")

export const Phone = Schema.String.check(
  Schema.isPattern(/^\+?[0-9][0-9 ()-]{5,18}[0-9]$/, {
    message: "phone must be a phone number of 7 to 15 digits, optionally starting with +"
  })
)

/** A calendar date `YYYY-MM-DD` that exists (no 2001-02-30). Whether it lies in the past is the service's rule. */
export const CalendarDate = Schema.String.check(
  Schema.makeFilter((s: string) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s)
    if (m === null) return "dateOfBirth must be a date like 2000-01-31"
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
    const days = [31, y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    return (mo >= 1 && mo <= 12 && d >= 1 && d <= (days[mo - 1] ?? 0)) || "dateOfBirth must be a real calendar date"
  })
)

export const LoginRequest = Schema.Struct({ email: Email, password: GivenPassword })
export type LoginRequest = typeof LoginRequest.Type

export const SignupRequest = Schema.Struct({
  firstName: text(50, "firstName"),
  lastName: text(50, "lastName"),
  gender: Gender,
  dateOfBirth: CalendarDate,
  phone: Phone,
  email: Email,
  password: NewPassword
})
export type SignupRequest = typeof SignupRequest.Type

export const GoogleCallbackRequest = Schema.Struct({
  credential: Schema.String.check(
    Schema.isMinLength(1, { message: "credential is required" }),
    Schema.isMaxLength(8192, { message: "credential is too long" })
  )
})

/** `data` of login and signup (spec §3 "Auth response": data.token). */
export const TokenData = Schema.Struct({ token: Schema.String, userEmail: Schema.String })
export type TokenData = typeof TokenData.Type

export const UserProfile = Schema.Struct({
  isVerified: Schema.Boolean,
  firstName: Schema.String,
  lastName: Schema.String,
  gender: Gender,
  dateOfBirth: Schema.String,
  phone: Schema.String,
  email: Schema.String,
  plan: Schema.Literals(["free", "premium"])
})
export type UserProfile = typeof UserProfile.Type

export const ProfileUpdate = Schema.Struct({
  firstName: text(50, "firstName"),
  lastName: text(50, "lastName"),
  phone: Phone,
  dateOfBirth: CalendarDate,
  gender: Gender
})
export type ProfileUpdate = typeof ProfileUpdate.Type

/** Ours (issue #17): the password asked again (a Google-only account's e-mail address) to delete the account. */
export const DeleteAccountRequest = Schema.Struct({ password: GivenPassword })

export const ChangePasswordRequest = Schema.Struct({ oldPassword: GivenPassword, newPassword: NewPassword })
export const ResetPasswordRequest = Schema.Struct({ newPassword: NewPassword, confirmPassword: Schema.String })

export const ResetTokenQuery = Schema.Struct({
  token: Schema.String.check(
    Schema.isMinLength(1, { message: "token is required" }),
    Schema.isMaxLength(200, { message: "token is too long" })
  )
})
export const EmailQuery = Schema.Struct({ email: Email })
export const CodeQuery = Schema.Struct({
  code: Schema.String.check(Schema.isPattern(/^\d{6}$/, { message: "code must be the 6-digit code from the e-mail" }))
})

/** Whether a reset link still works, and until when (the reset screen asks before showing its form). */
export const ResetTokenCheck = Schema.Struct({ valid: Schema.Boolean, expiresAt: Schema.NullOr(Schema.String) })
export type ResetTokenCheck = typeof ResetTokenCheck.Type
