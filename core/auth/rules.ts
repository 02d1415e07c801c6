/**
 * The client-side account rules of spec §5, as pure functions: password match and length on the reset and
 * change-password screens (each check in the spec's order, with its exact title and description), the
 * 6-character e-mail code, every signup field required, and gender required on the profile form.
 */

/** Minimum password length for reset, change and the signup hint (spec §9). */
export const MIN_PASSWORD_LENGTH = 8
/** The e-mail verification code has exactly this many characters (spec §9). */
export const VERIFICATION_CODE_LENGTH = 6
/** 'Validating reset link...' stays about this long (spec §9 "token validation delay"). */
export const RESET_VALIDATION_DELAY_MS = 1000
/** After a reset, the screen goes to /login after this long (spec §9 "reset redirect delay"). */
export const RESET_REDIRECT_DELAY_MS = 1000
/** What the reset screen says about the link's lifetime (spec §9). */
export const RESET_LINK_LIFETIME = "1 hour"

/** A rule that failed: the toast's title and description. */
export interface Problem {
  readonly title: string
  readonly description: string
}

const TOO_SHORT: Problem = {
  title: "Password too short",
  description: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`
}

/** Reset password (spec §5): the two passwords must match, then be at least 8 characters long. */
export const checkNewPassword = (newPassword: string, confirmPassword: string): Problem | null => {
  if (newPassword !== confirmPassword) {
    return { title: "Passwords don't match", description: "Please make sure both password fields match." }
  }
  if (newPassword.length < MIN_PASSWORD_LENGTH) return TOO_SHORT
  return null
}

export interface PasswordChange {
  readonly currentPassword: string
  readonly newPassword: string
  readonly confirmPassword: string
}

/**
 * Change password (spec §5, in this order): new and confirm match; new is at least 8 long (PRODUCT.md: the
 * description says 8, not the spec's slip of 6); new differs from current.
 */
export const checkPasswordChange = ({ currentPassword, newPassword, confirmPassword }: PasswordChange): Problem | null => {
  if (newPassword !== confirmPassword) {
    return { title: "Passwords don't match", description: "Please make sure both new password fields match." }
  }
  if (newPassword.length < MIN_PASSWORD_LENGTH) return TOO_SHORT
  if (newPassword === currentPassword) {
    return { title: "Same password", description: "New password must be different from your current password." }
  }
  return null
}

/** Whether the code has exactly the 6 characters the 'Verify Email' button waits for. */
export const isCompleteCode = (code: string): boolean => code.length === VERIFICATION_CODE_LENGTH

/** E-mail code (spec §5): exactly 6 characters, else 'Invalid Code'. */
export const checkVerificationCode = (code: string): Problem | null =>
  isCompleteCode(code)
    ? null
    : { title: "Invalid Code", description: `Please enter a valid ${VERIFICATION_CODE_LENGTH}-digit verification code.` }

export type Gender = "male" | "female" | "other"
export const GENDERS: ReadonlyArray<Gender> = ["male", "female", "other"]
/** Spec §9 "Default gender". */
export const DEFAULT_GENDER: Gender = "male"

export interface SignupForm {
  readonly firstName: string
  readonly lastName: string
  readonly phone: string
  readonly dateOfBirth: string
  readonly gender: string
  readonly email: string
  readonly password: string
}

/** The signup fields in the order the form shows them, with the label each is known by. */
export const SIGNUP_FIELDS: ReadonlyArray<{ readonly key: keyof SignupForm; readonly label: string }> = [
  { key: "firstName", label: "First name" },
  { key: "lastName", label: "Last name" },
  { key: "phone", label: "Phone number" },
  { key: "dateOfBirth", label: "Date of birth" },
  { key: "gender", label: "Gender" },
  { key: "email", label: "Email" },
  { key: "password", label: "Password" }
]

/** Signup (spec §5): every field is required; the first blank one is named as '{label} is required'. */
export const checkSignup = (form: SignupForm): Problem | null => {
  const missing = SIGNUP_FIELDS.find(({ key }) => form[key].trim() === "")
  return missing === undefined ? null : { title: "Signup failed", description: `${missing.label} is required` }
}

export const isGender = (value: string): value is Gender => (GENDERS as ReadonlyArray<string>).includes(value)

/** Profile edit (spec §5): gender is required; the server checks the rest. */
export const checkProfileGender = (gender: string): Problem | null =>
  isGender(gender) ? null : { title: "Could not update profile", description: "Gender is required" }
