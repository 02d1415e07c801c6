/** The embedded mailer: every message becomes an `.eml` file under DATA_DIR/outbox, its code or link logged. */
import { mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { randomBytes } from "node:crypto"
import { Effect, Layer } from "effect"
import { MailFailed, Mailer, type Mail } from "../../core/ports/Mailer.ts"
import type { Log } from "../../core/ports/Log.ts"

const header = (value: string) => (/^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value).toString("base64")}?=`)

export const toEml = (mail: Mail, from: string, messageId: string, date: Date) =>
  [
    `From: ${header(from)}`,
    `To: ${mail.to}`,
    `Subject: ${header(mail.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${messageId}>`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: 8bit",
    `X-Rehearse-Kind: ${mail.kind}`,
    "",
    mail.text.replace(/\r?\n/g, "\r\n"),
    ""
  ].join("\r\n")

export const layer = (options: { readonly dir: string; readonly from: string; readonly log: Log }) =>
  Layer.sync(Mailer)(() => {
    mkdirSync(options.dir, { recursive: true })
    return Mailer.of({
      send: (mail) =>
        Effect.try({
          try: () => {
            const now = new Date()
            const id = `${now.getTime()}-${randomBytes(4).toString("hex")}`
            const file = join(options.dir, `${now.toISOString().replace(/[:.]/g, "-")}-${mail.kind}-${id.slice(-8)}.eml`)
            writeFileSync(file, toEml(mail, options.from, `${id}@rehearse.local`, now), { mode: 0o600 })
            options.log({ msg: "mail written to outbox", to: mail.to, kind: mail.kind, subject: mail.subject, secret: mail.secret, file })
          },
          catch: (cause) => new MailFailed({ message: `could not write to the outbox ${options.dir}: ${String(cause)}` })
        })
    })
  })
