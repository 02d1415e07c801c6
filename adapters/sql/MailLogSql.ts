/** Records every message handed to the mailer in `sent_mail` (recipient, subject, kind, transport; never the secret). */
import { Clock, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { Mailer } from "../../core/ports/Mailer.ts"

export const recorded = (transport: "smtp" | "outbox") => <E, R>(inner: Layer.Layer<Mailer, E, R>) =>
  Layer.effect(Mailer)(Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const mailer = yield* Mailer
    return Mailer.of({
      send: (mail) =>
        mailer.send(mail).pipe(
          Effect.tap(() =>
            Effect.flatMap(Clock.currentTimeMillis, (now) =>
              sql`INSERT INTO sent_mail (to_address, subject, kind, transport, created_at)
                VALUES (${mail.to}, ${mail.subject}, ${mail.kind}, ${transport}, ${now})`.pipe(Effect.asVoid, Effect.orDie))
          )
        ),
      ...(mailer.forget === undefined ? {} : { forget: mailer.forget })
    })
  })).pipe(Layer.provide(inner))
