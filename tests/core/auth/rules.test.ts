import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  checkNewPassword,
  checkPasswordChange,
  checkProfileGender,
  checkSignup,
  checkVerificationCode,
  isCompleteCode,
  MIN_PASSWORD_LENGTH,
  SIGNUP_FIELDS,
  type SignupForm,
  VERIFICATION_CODE_LENGTH
} from "../../../core/auth/rules.ts"

const MISMATCH_RESET = { title: "Passwords don't match", description: "Please make sure both password fields match." }
const MISMATCH_CHANGE = { title: "Passwords don't match", description: "Please make sure both new password fields match." }
const TOO_SHORT = { title: "Password too short", description: "Password must be at least 8 characters long." }
const SAME = { title: "Same password", description: "New password must be different from your current password." }

const shortPassword = fc.string({ maxLength: MIN_PASSWORD_LENGTH - 1 })
const longPassword = fc.string({ minLength: MIN_PASSWORD_LENGTH, maxLength: 40 })
const anyPassword = fc.string({ maxLength: 40 })

describe("reset password (spec §5): match, then at least 8", () => {
  it("the minimum is 8", () => expect(MIN_PASSWORD_LENGTH).toBe(8))

  it("passwords that differ give 'Passwords don't match', whatever their length", () => {
    fc.assert(fc.property(anyPassword, anyPassword, (a, b) => {
      fc.pre(a !== b)
      expect(checkNewPassword(a, b)).toEqual(MISMATCH_RESET)
    }))
  })

  it("matching passwords under 8 characters give 'Password too short'", () => {
    fc.assert(fc.property(shortPassword, (p) => {
      expect(checkNewPassword(p, p)).toEqual(TOO_SHORT)
    }))
  })

  it("matching passwords of 8 or more characters pass", () => {
    fc.assert(fc.property(longPassword, (p) => {
      expect(checkNewPassword(p, p)).toBeNull()
    }))
  })

  it("exactly 7 fails and exactly 8 passes", () => {
    expect(checkNewPassword("abcdefg", "abcdefg")).toEqual(TOO_SHORT)
    expect(checkNewPassword("abcdefgh", "abcdefgh")).toBeNull()
  })
})

describe("change password (spec §5): the three checks in this order", () => {
  it("1. new and confirm that differ give 'Passwords don't match' first, even when short or equal to the current", () => {
    fc.assert(fc.property(anyPassword, anyPassword, (next, confirm) => {
      fc.pre(next !== confirm)
      expect(checkPasswordChange({ currentPassword: next, newPassword: next, confirmPassword: confirm })).toEqual(MISMATCH_CHANGE)
      expect(checkPasswordChange({ currentPassword: "whatever1", newPassword: next, confirmPassword: confirm })).toEqual(MISMATCH_CHANGE)
    }))
  })

  it("2. a matching new password under 8 gives 'Password too short' (its description says 8), even when equal to the current", () => {
    fc.assert(fc.property(shortPassword, anyPassword, (next, current) => {
      expect(checkPasswordChange({ currentPassword: current, newPassword: next, confirmPassword: next })).toEqual(TOO_SHORT)
      expect(checkPasswordChange({ currentPassword: next, newPassword: next, confirmPassword: next })).toEqual(TOO_SHORT)
    }))
    expect(TOO_SHORT.description).not.toContain("6")
  })

  it("3. a long enough new password equal to the current gives 'Same password'", () => {
    fc.assert(fc.property(longPassword, (p) => {
      expect(checkPasswordChange({ currentPassword: p, newPassword: p, confirmPassword: p })).toEqual(SAME)
    }))
  })

  it("anything else passes", () => {
    fc.assert(fc.property(anyPassword, longPassword, (current, next) => {
      fc.pre(current !== next)
      expect(checkPasswordChange({ currentPassword: current, newPassword: next, confirmPassword: next })).toBeNull()
    }))
  })
})

describe("e-mail code (spec §5): exactly 6 characters", () => {
  it("passes exactly when it has 6 characters, else 'Invalid Code'", () => {
    expect(VERIFICATION_CODE_LENGTH).toBe(6)
    fc.assert(fc.property(fc.string({ maxLength: 12 }), (code) => {
      const problem = checkVerificationCode(code)
      expect(isCompleteCode(code)).toBe(code.length === 6)
      if (code.length === 6) expect(problem).toBeNull()
      else expect(problem).toEqual({ title: "Invalid Code", description: "Please enter a valid 6-digit verification code." })
    }))
  })
})

describe("signup (spec §5): all fields are required", () => {
  const filled = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== "")
  const field = fc.oneof(filled, fc.constantFrom("", " ", "\t"))
  const form = fc.record<SignupForm>({
    firstName: field,
    lastName: field,
    phone: field,
    dateOfBirth: field,
    gender: field,
    email: field,
    password: field
  })

  it("passes exactly when no field is blank, else names the first blank field in the form's order", () => {
    fc.assert(fc.property(form, (f) => {
      const blank = SIGNUP_FIELDS.find(({ key }) => f[key].trim() === "")
      const problem = checkSignup(f)
      if (blank === undefined) expect(problem).toBeNull()
      else expect(problem).toEqual({ title: "Signup failed", description: `${blank.label} is required` })
    }))
  })

  it("the form's order is first name, last name, phone, date of birth, gender, email, password", () => {
    expect(SIGNUP_FIELDS.map((f) => f.key)).toEqual(["firstName", "lastName", "phone", "dateOfBirth", "gender", "email", "password"])
  })
})

describe("profile edit (spec §5): gender is required", () => {
  it("accepts male, female and other, and nothing else", () => {
    fc.assert(fc.property(fc.string(), (g) => {
      expect(checkProfileGender(g) === null).toBe(["male", "female", "other"].includes(g))
    }))
  })
})
