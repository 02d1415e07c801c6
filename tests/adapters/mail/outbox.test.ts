/** The embedded mailer: each message an .eml file of the outbox, composed by nodemailer, with the mail's kind in its name. */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import * as Outbox from "../../../adapters/mail/outbox.ts"
import { Mailer } from "../../../core/ports/Mailer.ts"
import type { LogLine } from "../../../core/ports/Log.ts"

const dir = mkdtempSync(join(tmpdir(), "rehearse-outbox-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe("the outbox mailer", () => {
  it("writes the message as an .eml file, headers and a quoted-printable text that keeps a long link whole, and logs its secret", async () => {
    const logged: Array<LogLine> = []
    const link = `http://localhost:8080/reset-password?token=${"t".repeat(60)}`
    await Effect.runPromise(Effect.flatMap(Effect.service(Mailer), (mailer) =>
      mailer.send({ to: "mira@example.com", subject: "Réinitialiser your password", text: `Open:\n${link}\n`, kind: "password-reset", secret: link })
    ).pipe(Effect.provide(Outbox.layer({ dir, from: "Rehearse <no-reply@rehearse.local>", log: (line) => void logged.push(line) }))))
    const [file] = readdirSync(dir)
    expect(file).toMatch(/-password-reset-[0-9a-f]{8}\.eml$/)
    const eml = readFileSync(join(dir, file!), "utf8")
    expect(eml).toMatch(/^From: Rehearse <no-reply@rehearse\.local>$/m)
    expect(eml).toMatch(/^To: mira@example\.com$/m)
    expect(eml).toMatch(/^Subject: =\?UTF-8\?Q\?R=C3=A9initialiser/m)
    expect(eml).toMatch(/^X-Rehearse-Kind: password-reset$/m)
    expect(eml).toMatch(/^Content-Transfer-Encoding: quoted-printable$/m)
    const text = eml.replace(/=\r?\n/g, "").replace(/=3D/g, "=")
    expect(text).toContain(link)
    expect(logged).toEqual([expect.objectContaining({ msg: "mail written to outbox", kind: "password-reset", secret: link })])
  })
})

describe("forgetting an address (an account deleted)", () => {
  const send = (layer: ReturnType<typeof Outbox.layer>, to: string, kind: string) =>
    Effect.runPromise(Effect.flatMap(Effect.service(Mailer), (mailer) => mailer.send({ to, subject: "Hello", text: "Hi\n", kind })).pipe(Effect.provide(layer)))

  it("removes every message to that address, in any case, and only those", async () => {
    const own = mkdtempSync(join(tmpdir(), "rehearse-outbox-forget-"))
    try {
      const layer = Outbox.layer({ dir: own, from: "Rehearse <no-reply@rehearse.local>", log: () => {} })
      await send(layer, "mira@example.com", "verification-code")
      await send(layer, "Mira@Example.com", "password-reset")
      await send(layer, "omar@example.com", "verification-code")
      // an address that only contains hers is someone else's
      await send(layer, "amira@example.com", "verification-code")
      await Effect.runPromise(Effect.flatMap(Effect.service(Mailer), (mailer) => mailer.forget!("MIRA@example.com ")).pipe(Effect.provide(layer)))
      const left = readdirSync(own).map((f) => readFileSync(join(own, f), "utf8").match(/^To: (.*)$/m)![1]).sort()
      expect(left).toEqual(["amira@example.com", "omar@example.com"])
      // forgetting again, or an address with no messages, removes nothing and fails nothing
      expect(Outbox.forgetIn(own, "mira@example.com", () => {})).toBe(0)
      expect(Outbox.forgetIn(join(own, "missing"), "mira@example.com", () => {})).toBe(0)
    } finally {
      rmSync(own, { recursive: true, force: true })
    }
  })
})
