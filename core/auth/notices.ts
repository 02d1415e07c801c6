/**
 * The account flows' messages of spec §8, each a toast's title and description (PRODUCT.md's text fixes
 * applied). A failure shows the server's message where there is one, else the default listed here.
 */

export type NoticeVariant = "success" | "error" | "info"

export interface Notice {
  readonly title: string
  readonly description?: string
  readonly variant: NoticeVariant
}

const success = (title: string, description: string): Notice => ({ title, description, variant: "success" })
const error = (title: string, description: string): Notice => ({ title, description, variant: "error" })

/** Successes (spec §8 "Success toasts"). */
export const SIGNED_IN = success("Login successful", "Welcome back!")
/** A brand-new account is greeted as one, not welcomed back. */
export const ACCOUNT_CREATED = success("Account created", "Welcome to Rehearse! You are signed in and ready to practise.")
export const SIGNED_OUT = success("Logout successful", "Logged out")
export const EMAIL_VERIFIED = success("Verification Successful", "Your email has been successfully verified.")
export const CODE_SENT = success("Verification code sent", "A new verification code has been sent to your email.")
export const PROFILE_UPDATED = success("Profile updated successfully", "Your profile has been updated.")
export const PASSWORD_CHANGED = success("Password changed", "Your password has been changed successfully.")
/** Ours (issue #17). */
export const ACCOUNT_DELETED = success("Account deleted", "Your account and everything in it have been deleted.")
/** Spec §8 'Reset link sent'; the description is the server's, else this one. */
export const resetLinkSent = (serverMessage: string | null): Notice =>
  success("Reset link sent", serverMessage ?? "Check your email for a link to reset your password.")
/** The spec names no toast for a finished reset; this one says what happens next. */
export const passwordReset = (serverMessage: string | null): Notice =>
  success("Password reset", serverMessage ?? "Your password has been reset. Please log in with your new password.")

/** Google sign-in (spec §5 and §8). */
export const NO_GOOGLE_CREDENTIAL = error("Login failed", "No credentials received from Google.")
export const INVALID_SERVER_RESPONSE = error("Login failed", "Invalid server response")
export const GOOGLE_ERROR = error("Google sign-in error", "Could not authenticate with Google. Please try again.")

/** Spec §8 'Invalid reset link' (no token in the link). */
export const INVALID_RESET_LINK = error("Invalid reset link", "This password reset link is invalid or has expired.")

/** Each failing call's title and the description used when the server gave no message (spec §8). */
const FAILURES = {
  login: { title: "Login failed", fallback: "Please check your credentials and try again." },
  googleSignIn: { title: "Login failed", fallback: "Please try again later." },
  signup: { title: "Signup failed", fallback: "Some error occurred." },
  forgotPassword: { title: "Error", fallback: "There was a problem sending the reset link. Please try again." },
  resetPassword: { title: "Error", fallback: "There was a problem resetting your password. Please try again." },
  loadProfile: { title: "Could not load profile", fallback: "Error loading profile data." },
  verifyEmail: { title: "Email Verification Failed", fallback: "Error in verifying your email." },
  resendCode: { title: "Could not resend code", fallback: "Error resending verification code." },
  updateProfile: { title: "Could not update profile", fallback: "Error updating profile." },
  changePassword: { title: "Error changing password", fallback: "An error occurred while changing your password." },
  deleteAccount: { title: "Could not delete your account", fallback: "An error occurred while deleting your account." },
  exportData: { title: "Could not download your data", fallback: "An error occurred while gathering your data. Please try again." }
} as const

export type FailingCall = keyof typeof FAILURES

/** The toast for a failed call: the server's message if it sent one, else the spec's default. */
export const failure = (call: FailingCall, serverMessage: string | null): Notice =>
  error(FAILURES[call].title, serverMessage !== null && serverMessage.trim() !== "" ? serverMessage : FAILURES[call].fallback)

/** A failed client-side rule, shown as an error toast. */
export const problemNotice = (problem: { readonly title: string; readonly description: string }): Notice =>
  error(problem.title, problem.description)
