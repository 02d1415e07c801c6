/**
 * The coach's domain values as Schemas: what it is asked (next question, assessment) and what it answers.
 * The Coach port (core/ports/Coach.ts) speaks these; an LLM adapter decodes its model's output into them and
 * the interview service stores them.
 */
import { Schema, Struct } from "effect"
import { SpeechTiming } from "../contract/interview.ts"
import { TOPICS } from "./bank/topic-list.ts"
import { QUESTION_KINDS } from "./bank/types.ts"

export const Topic = Schema.Literals(TOPICS as ReadonlyArray<(typeof TOPICS)[number]>)
export const Difficulty = Schema.Literals(["easy", "medium", "hard"])
export type Difficulty = typeof Difficulty.Type
export const QuestionKind = Schema.Literals(QUESTION_KINDS)
export type QuestionKind = typeof QuestionKind.Type

export const TalkingPoint = Schema.Struct({
  point: Schema.String,
  cues: Schema.Array(Schema.Array(Schema.String))
})

/** A question as the coach asks it; the interview service stores text, talking points and model answer. */
export const CoachQuestion = Schema.Struct({
  id: Schema.String,
  topic: Topic,
  difficulty: Difficulty,
  kind: QuestionKind,
  text: Schema.String,
  talkingPoints: Schema.Array(TalkingPoint),
  modelAnswer: Schema.String,
  tags: Schema.Array(Schema.String),
  exactAnswer: Schema.optional(Schema.String),
  solution: Schema.optional(Schema.String),
  schema: Schema.optional(Schema.String)
})
export type CoachQuestion = typeof CoachQuestion.Type

export const NextQuestionRequest = Schema.Struct({
  topic: Topic,
  difficulty: Schema.optional(Difficulty),
  /** Free text from the start form: "intern", "2 years", "senior engineer"… */
  experience: Schema.optional(Schema.String),
  jobDescription: Schema.optional(Schema.String),
  /** Question ids already asked in this interview: never asked again. */
  askedInThisInterview: Schema.Array(Schema.String),
  /** Question ids from the user's recent interviews, repeats included: the least repeated come first. */
  recentlyAsked: Schema.Array(Schema.String),
  /** The same seed and inputs always give the same question. */
  seed: Schema.Union([Schema.Number, Schema.String])
})
export type NextQuestionRequest = typeof NextQuestionRequest.Type

export const NextQuestion = Schema.Union([
  Schema.TaggedStruct("Question", { question: CoachQuestion }),
  Schema.TaggedStruct("NoneLeft", { topic: Topic, asked: Schema.Int, message: Schema.String })
])
export type NextQuestion = typeof NextQuestion.Type

/** Speech timing from the browser's recognition: total duration and, when known, timed segments. */
// The wire contract describes speech timing once; the coach judges the same shape.
export { SpeechTiming }

/**
 * One answer to judge. The question is given by its stored values, so questions outside the bank can be
 * judged too: by their talking points when they have them, else by a reference answer.
 */
export const AssessmentRequest = Schema.Struct({
  question: Schema.String,
  questionId: Schema.optional(Schema.String),
  topic: Schema.optional(Schema.String),
  kind: Schema.optional(QuestionKind),
  talkingPoints: Schema.optional(Schema.Array(TalkingPoint)),
  /** The model answer of a bank question, or any reference answer. */
  reference: Schema.optional(Schema.String),
  exactAnswer: Schema.optional(Schema.String),
  solution: Schema.optional(Schema.String),
  answer: Schema.String,
  timing: Schema.optional(SpeechTiming)
})
export type AssessmentRequest = typeof AssessmentRequest.Type

/** A question's own model answer judged against the question, as a coach checks a question before trusting it. */
export const modelAnswerRequest = (q: Omit<CoachQuestion, "id" | "difficulty" | "tags">): AssessmentRequest => ({
  question: q.text,
  topic: q.topic,
  kind: q.kind,
  talkingPoints: q.talkingPoints,
  reference: q.modelAnswer,
  ...(q.exactAnswer !== undefined ? { exactAnswer: q.exactAnswer } : {}),
  ...(q.solution !== undefined ? { solution: q.solution } : {}),
  answer: q.modelAnswer
})

export const Filler = Schema.Struct({ word: Schema.String, count: Schema.Int })

export const DeliveryFacts = Schema.Struct({
  words: Schema.Int,
  speakingMs: Schema.Number,
  /** null when the answer was too short in time to measure */
  wordsPerMinute: Schema.NullOr(Schema.Int),
  pace: Schema.NullOr(Schema.Literals(["slow", "steady", "fast"])),
  fillerCount: Schema.Int,
  fillers: Schema.Array(Filler),
  fillersPer100Words: Schema.Number,
  /** null without segment timings */
  longestPauseMs: Schema.NullOr(Schema.Number)
})
export type DeliveryFacts = typeof DeliveryFacts.Type

export const StarFacts = Schema.Struct({
  situation: Schema.Boolean,
  task: Schema.Boolean,
  action: Schema.Boolean,
  result: Schema.Boolean,
  /** the result carries a number: a percentage, an amount, a time saved… */
  quantified: Schema.Boolean
})
export type StarFacts = typeof StarFacts.Type

export const ExactCheck = Schema.Struct({
  expected: Schema.String,
  /** the answer the candidate gave, as they wrote it; null when they gave none */
  given: Schema.NullOr(Schema.String),
  correct: Schema.Boolean
})
export type ExactCheck = typeof ExactCheck.Type

/** Why an answer was held down, for the feedback and for anyone auditing a score. */
export const AnswerFlag = Schema.Literals([
  "empty",
  "hedge-only",
  "copied-question",
  "keyword-list",
  "shuffled",
  "off-topic"
])
export type AnswerFlag = typeof AnswerFlag.Type

export const CoveredPoint = Schema.Struct({
  point: Schema.String,
  /** the candidate's sentence (or two neighbouring sentences) that made the point */
  sentence: Schema.String
})

export const Assessment = Schema.Struct({
  score: Schema.Int,
  rating: Schema.Int,
  covered: Schema.Array(CoveredPoint),
  missed: Schema.Array(Schema.Struct({ point: Schema.String })),
  /** missed points the answer states the other way round, with the candidate's sentence that does */
  contradicted: Schema.optional(Schema.Array(CoveredPoint)),
  /** missed points the answer touched without making them, with the candidate's sentence that came closest */
  vague: Schema.optional(Schema.Array(CoveredPoint)),
  /** "Covered: …", "Contradicts: …", "Missed: …", "Next step: …" and delivery lines, in the order they are shown. */
  feedback: Schema.Array(Schema.String),
  nextStep: Schema.String,
  flags: Schema.Array(AnswerFlag),
  delivery: Schema.optional(DeliveryFacts),
  star: Schema.optional(StarFacts),
  exact: Schema.optional(ExactCheck),
  /** "built-in" for this coach; an adapter names its model. */
  judgedBy: Schema.String
})
export type Assessment = typeof Assessment.Type

/**
 * What the interviewer needs to decide on a follow-up (issue #16): the question as stored, the answer and its
 * stored judgement, and whether the question is itself a follow-up.
 */
export const FollowUpRequest = Schema.Struct({
  question: Schema.String,
  /** the bank id, whose talking points carry the written follow-up prompts */
  questionId: Schema.optional(Schema.String),
  talkingPoints: Schema.Array(TalkingPoint),
  reference: Schema.optional(Schema.String),
  status: Schema.Literals(["ANSWERED", "SKIPPED"]),
  answer: Schema.String,
  /** what the follow-up rule reads of the answer's judgement; null when it was not judged */
  assessment: Schema.NullOr(Assessment.mapFields(Struct.pick(["missed", "flags", "contradicted", "vague"]))),
  isFollowUp: Schema.Boolean
})
export type FollowUpRequest = typeof FollowUpRequest.Type

/** A follow-up question: its text as asked, the talking point it draws out, and why. */
export const FollowUp = Schema.Struct({
  text: Schema.String,
  pointIndex: Schema.Int,
  reason: Schema.Literals(["contradicted", "vague", "missed"]),
  /** the candidate's sentence it builds on, if any */
  said: Schema.NullOr(Schema.String),
  /** "built-in", or the model that wrote the question */
  writtenBy: Schema.String
})
export type FollowUp = typeof FollowUp.Type

export const PointAnalysis = Schema.Struct({
  point: Schema.String,
  covered: Schema.Boolean,
  /** 0–1 */
  strength: Schema.Number,
  sentence: Schema.NullOr(Schema.String)
})

/** The premium detailed analysis of one answer. */
export const DetailedAnalysis = Schema.Struct({
  points: Schema.Array(PointAnalysis),
  modelAnswer: Schema.NullOr(Schema.String),
  improvedAnswer: Schema.String
})
export type DetailedAnalysis = typeof DetailedAnalysis.Type
