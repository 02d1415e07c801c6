/**
 * The embedded mailer: every message becomes an `.eml` file under DATA_DIR/outbox, built by nodemailer's own message
 * composer (the SMTP mailer's), its code or link logged.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
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
        })),
      forget: (address) => Effect.sync(() => forgetIn(options.dir, address, options.log))
    })
  })

/** The addresses of a message's To header (the header block ends at the first empty line). */
const recipientsOf = (eml: string): Array<string> => {
  const end = eml.search(/\r?\n\r?\n/)
  const headers = end === -1 ? eml : eml.slice(0, end)
  const to = /^To:(.*(?:\r?\n[ \t].*)*)/im.exec(headers)
  return to === null ? [] : (to[1]!.match(/[^\s<>",]+@[^\s<>",]+/g) ?? []).map((a) => a.toLowerCase())
}

/** Deletes the outbox's messages to `address` (any case); a file it cannot read or remove is logged and left. */
export const forgetIn = (dir: string, address: string, log: Log): number => {
  const wanted = address.trim().toLowerCase()
  let removed = 0
  let names: Array<string>
  try {
    names = readdirSync(dir).filter((name) => name.endsWith(".eml"))
  } catch {
    return 0
  }
  for (const name of names) {
    const file = join(dir, name)
    try {
      if (!recipientsOf(readFileSync(file, "utf8")).includes(wanted)) continue
      rmSync(file, { force: true })
      removed++
    } catch (cause) {
      log({ level: "warn", msg: "could not remove a deleted account's message from the outbox", file, error: String(cause) })
    }
  }
  return removed
}
