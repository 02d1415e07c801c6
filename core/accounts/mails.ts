/** The messages the account flows send, in the product's voice, and how they send them. */
import { Effect } from "effect"
import type { Mail, Mailer } from "../ports/Mailer.ts"

/** Mail is best effort for the flows: a failed send is logged with its cause, never shown as a crash. */
export const sendBestEffort = (mailer: Mailer["Service"], mail: Mail) =>
  mailer.send(mail).pipe(
    Effect.catchTag("MailFailed", (e) => Effect.logWarning(`mail to ${mail.to} (${mail.kind}) failed: ${e.message}`))
  )

export const verificationMail = (to: string, firstName: string, code: string): Mail => ({
  to,
  kind: "verification-code",
  secret: code,
  subject: `Your Rehearse verification code: ${code}`,
  text: [
    `Hi ${firstName},`,
    "",
    `Your Rehearse verification code is ${code}.`,
    "",
    "Enter it on your profile page to verify your e-mail address. The code is valid for 15 minutes.",
    "If you did not create a Rehearse account, you can ignore this message.",
    "",
    "— Rehearse"
  ].join("\n")
})

export const resetMail = (to: string, firstName: string, link: string): Mail => ({
  to,
  kind: "password-reset",
  secret: link,
  subject: "Reset your Rehearse password",
  text: [
    `Hi ${firstName},`,
    "",
    "Someone asked to reset the password of your Rehearse account. To choose a new password, open this link:",
    "",
    link,
    "",
    "The link expires in 1 hour and works once. If you did not ask for it, ignore this message: your password stays as it is.",
    "",
    "— Rehearse"
  ].join("\n")
})

export const passwordChangedMail = (to: string, firstName: string): Mail => ({
  to,
  kind: "password-changed",
  subject: "Your Rehearse password was changed",
  text: [
    `Hi ${firstName},`,
    "",
    "The password of your Rehearse account was just changed, and every device was signed out.",
    "If this was not you, reset your password at once from the login page.",
    "",
    "— Rehearse"
  ].join("\n")
})
