/**
 * The store's records as the interview service reads and writes them: an interview its user owns, a topic's name, a
 * question's kind, and a question from the bank or the coach as it is stored.
 */
import { Effect, Option } from "effect"
import type { SignedInUser } from "../contract/Authorization.ts"
import { NotFound } from "../contract/errors.ts"
import { isTopic, TOPIC_NAMES } from "../coach/bank/topic-list.ts"
import { QUESTION_KINDS } from "../coach/bank/types.ts"
import type { CoachQuestion } from "../coach/schemas.ts"
import type { Interviews, NewQuestion } from "../ports/Interviews.ts"

/** The user's interview of that id; anyone else's is not found, so an id tells nothing about other users. */
export const owned = (store: Interviews["Service"], user: SignedInUser, id: number) =>
  Effect.flatMap(
    store.find(id, user.id),
    Option.match({ onNone: () => Effect.fail(new NotFound({ message: "Interview not found." })), onSome: Effect.succeed })
  )

/** The user's interview and its asked questions, read together; anyone else's is not found, as with `owned`. */
export const ownedWithAsked = (store: Interviews["Service"], user: SignedInUser, id: number) =>
  Effect.flatMap(
    store.findWithAsked(id, user.id),
    Option.match({ onNone: () => Effect.fail(new NotFound({ message: "Interview not found." })), onSome: Effect.succeed })
  )

export const topicName = (topic: string) => (isTopic(topic) ? TOPIC_NAMES[topic] : topic)

/** A stored question's kind as the coach knows it (undefined for a kind it does not). */
export const kindOf = (kind: string) => QUESTION_KINDS.find((k) => k === kind)

/** A question from the bank or the coach, stored at `position`; a job plan's step gives the reason it is asked. */
export const newQuestion = (interviewId: number, position: number, q: CoachQuestion, source: string, reason = ""): NewQuestion => ({
  interviewId,
  position,
  ref: q.id,
  source,
  topic: q.topic,
  difficulty: q.difficulty,
  kind: q.kind,
  text: q.text,
  talkingPoints: q.talkingPoints,
  modelAnswer: q.modelAnswer,
  extra: {
    tags: q.tags,
    ...(reason !== "" ? { reason } : {}),
    ...(q.exactAnswer !== undefined ? { exactAnswer: q.exactAnswer } : {}),
    ...(q.solution !== undefined ? { solution: q.solution } : {}),
    ...(q.schema !== undefined ? { schema: q.schema } : {})
  }
})
