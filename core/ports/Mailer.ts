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
  /**
   * Removes the copies this mailer keeps of messages to an address (the outbox's files), when an account is deleted;
   * a mailer that keeps none (SMTP hands each message on) has no `forget`. Never fails: what it cannot remove it logs.
   */
  readonly forget?: (address: string) => Effect.Effect<void>
}>()("rehearse/ports/Mailer") {}
