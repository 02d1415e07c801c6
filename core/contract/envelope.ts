/** The response envelope `{ success, message?, data? }` of every call (ARCHITECTURE.md "Wire rules"). */
import { Schema } from "effect"

export const Envelope = <S extends Schema.Top>(data: S) =>
  Schema.Struct({
    success: Schema.Boolean,
    message: Schema.optional(Schema.String),
    data
  })

/** An envelope with a message and no data (e.g. forgot-password, logout). */
export const MessageEnvelope = Schema.Struct({
  success: Schema.Boolean,
  message: Schema.optional(Schema.String)
})
export type MessageEnvelope = typeof MessageEnvelope.Type
