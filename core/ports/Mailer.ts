/** Outgoing mail: SMTP when configured, otherwise `.eml` files in an outbox folder. */
import { Context, type Effect, Schema } from "effect"

export interface Mail {
  readonly to: string
  readonly subject: string
  readonly text: string
  /** What kind of message this is, for the sent-mail log ("verification-code", "password-reset", …). */
  readonly kind: string
  /** The code or link the message carries; the outbox prints it in the server log so no mail server is needed. */
  readonly secret?: string
}

export class MailFailed extends Schema.TaggedError<MailFailed>()("MailFailed", {
  message: Schema.String
}) {}

export class Mailer extends Context.Service<Mailer, {
  readonly send: (mail: Mail) => Effect.Effect<void, MailFailed>
}>()("rehearse/ports/Mailer") {}
