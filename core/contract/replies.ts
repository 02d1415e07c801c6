/**
 * The sentence a successful call answers with in the envelope's `message`. The HTTP handlers and the CLI's
 * in-process Api both say these, so the terminal reads what the web app reads.
 */
export const REPLIES = {
  signedIn: "Login successful",
  signedUp: "Account created. We have sent a verification code to your e-mail address.",
  resetLinkSent: "If an account exists for this e-mail address, a password reset link is on its way to it.",
  passwordReset: "Your password has been reset. Please log in with your new password.",
  loggedOut: "Logged out",
  profileUpdated: "Your profile has been updated.",
  passwordChanged: "Your password has been changed successfully. Please log in again.",
  accountDeleted: "Your account and everything in it have been deleted.",
  emailVerified: "Your email has been successfully verified.",
  codeResent: "A new verification code has been sent to your email.",
  interviewStarted: "Interview started.",
  interviewScheduled: "Interview scheduled.",
  interviewCompleted: "Interview marked as completed!",
  closedForTabSwitching: "Interview closed due to tab switching!"
} as const

/** What ending an interview answers: closed by the strikes of tab switching, or completed. */
export const interviewEndedReply = (isTabSwitch: boolean) =>
  isTabSwitch ? REPLIES.closedForTabSwitching : REPLIES.interviewCompleted
