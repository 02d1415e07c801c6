/**
 * A model's question turned into the port's `CoachQuestion`: tidied cues, an id that is a hash of its text, and
 * the checks that make it fit to be judged (an aptitude question needs its exact answer; the model answer must
 * make its own talking points in the built-in coach's eyes, or every candidate would be held to a broken bound).
 */
import { createHash } from "node:crypto"
import type { CoachQuestion, Difficulty, NextQuestionRequest, QuestionKind } from "../../core/coach/schemas.ts"
import { experienceLevel } from "../../core/coach/selection/select.ts"
import { textKey } from "../../core/coach/reading/text.ts"
import type { Topic } from "../../core/coach/bank/topic-list.ts"
import type { QuestionReply } from "./replies.ts"

/** The built-in coach must give the model's own answer at least this score against the model's points. */
export const SELF_CHECK_MIN_SCORE = 50

/** `llm-` and 16 hex digits of the SHA-256 of the question's normalised text: the same question, the same id. */
export const questionId = (text: string): string =>
  `llm-${createHash("sha256").update(textKey(text)).digest("hex").slice(0, 16)}`

const LEVEL_DIFFICULTY = { junior: "easy", mid: "medium", senior: "hard" } as const

/** The requested difficulty, else one fitting the experience, else a warm-up ramp over the interview. */
export const difficultyFor = (request: NextQuestionRequest): Difficulty => {
  if (request.difficulty !== undefined) return request.difficulty
  const level = experienceLevel(request.experience)
  if (level !== null) return LEVEL_DIFFICULTY[level]
  const position = request.askedInThisInterview.length
  return position < 2 ? "easy" : position < 5 ? "medium" : "hard"
}

/** Topics whose questions are all of one kind. */
export const kindForTopic = (topic: Topic): QuestionKind | null =>
  topic === "aptitude" ? "aptitude" : topic === "hr" ? "behavioural" : topic === "sql" ? "sql" : null

const tidyCues = (groups: ReadonlyArray<ReadonlyArray<string>>): Array<Array<string>> =>
  groups
    .map((group) => [...new Set(group.map((cue) => cue.trim().toLowerCase()).filter((cue) => cue !== ""))])
    .filter((group) => group.length > 0)

/** The question, or the reason it cannot be used. */
export const toCoachQuestion = (
  reply: QuestionReply,
  topic: Topic,
  difficulty: Difficulty
): CoachQuestion | { readonly unusable: string } => {
  const kind = kindForTopic(topic) ?? reply.kind
  const exactAnswer = reply.exactAnswer.trim()
  if (kind === "aptitude" && exactAnswer === "") return { unusable: "the aptitude question came without its exact answer" }
  const talkingPoints = reply.talkingPoints
    .map((p) => ({ point: p.point.trim(), cues: tidyCues(p.cues) }))
    .filter((p) => p.point !== "")
  if (talkingPoints.length < 3) return { unusable: "the question came with fewer than 3 talking points" }
  const text = reply.text.trim().replace(/\s+/g, " ")
  return {
    id: questionId(text),
    topic,
    difficulty,
    kind,
    text,
    talkingPoints,
    modelAnswer: reply.modelAnswer.trim(),
    tags: [...new Set(reply.tags.map((t) => t.trim().toLowerCase()).filter((t) => t !== ""))].slice(0, 5),
    ...(kind === "aptitude" ? { exactAnswer } : {}),
    ...(kind === "aptitude" && reply.solution.trim() !== "" ? { solution: reply.solution.trim() } : {})
  }
}
