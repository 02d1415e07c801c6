/** The SMTP mailer (nodemailer over SMTP_URL). */
import { Effect, Layer } from "effect"
import nodemailer from "nodemailer"
import { type Mail, MailFailed, Mailer } from "../../core/ports/Mailer.ts"
import type { Log } from "../../core/ports/Log.ts"

export const layer = (options: { readonly url: string; readonly from: string; readonly log: Log }) =>
  Layer.effect(Mailer)(Effect.acquireRelease(
    Effect.sync(() => nodemailer.createTransport(options.url)),
    (transport) => Effect.sync(() => transport.close())
  ).pipe(Effect.map((transport) =>
    Mailer.of({
      send: Effect.fn("SmtpMailer.send")((mail: Mail) =>
        Effect.tryPromise({
          try: () => transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text }),
          catch: (cause) => new MailFailed({ message: `SMTP delivery to ${mail.to} failed: ${String((cause as Error)?.message ?? cause)}` })
        }).pipe(
          Effect.tap((info) => Effect.sync(() => options.log({ msg: "mail sent", to: mail.to, kind: mail.kind, messageId: info.messageId })))
        ,
          Effect.asVoid
        ))
    })
  )))
