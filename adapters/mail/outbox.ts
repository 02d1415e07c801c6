/**
 * The embedded mailer: every message becomes an `.eml` file under DATA_DIR/outbox, built by nodemailer's own message
 * composer (the SMTP mailer's), its code or link logged.
 */
import { mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { randomBytes } from "node:crypto"
import { Effect, Layer } from "effect"
import { MailFailed, Mailer, type Mail } from "../../core/ports/Mailer.ts"
import type { Log } from "../../core/ports/Log.ts"

/**
 * The message as an RFC 5322 file. The text is quoted-printable, so a long line (a reset link) survives any mail
 * reader; the composer is loaded with the first message, so a process that sends none does not pay for it.
 */
export const toEml = async (mail: Mail, from: string, messageId: string, date: Date): Promise<Buffer> => {
  const { default: MailComposer } = await import("nodemailer/lib/mail-composer/index.js")
  return new MailComposer({
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    date,
    messageId: `<${messageId}>`,
    textEncoding: "quoted-printable",
    headers: { "X-Rehearse-Kind": mail.kind }
  }).compile().build()
}

export const layer = (options: { readonly dir: string; readonly from: string; readonly log: Log }) =>
  Layer.sync(Mailer)(() => {
    mkdirSync(options.dir, { recursive: true })
    return Mailer.of({
      send: Effect.fn("OutboxMailer.send")((mail: Mail) =>
        Effect.tryPromise({
          try: async () => {
            const now = new Date()
            const id = `${now.getTime()}-${randomBytes(4).toString("hex")}`
            const file = join(options.dir, `${now.toISOString().replace(/[:.]/g, "-")}-${mail.kind}-${id.slice(-8)}.eml`)
            writeFileSync(file, await toEml(mail, options.from, `${id}@rehearse.local`, now), { mode: 0o600 })
            options.log({ msg: "mail written to outbox", to: mail.to, kind: mail.kind, subject: mail.subject, secret: mail.secret, file })
          },
          catch: (cause) => new MailFailed({ message: `could not write to the outbox ${options.dir}: ${String(cause)}` })
        }))
    })
  })
