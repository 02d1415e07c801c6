/** The shape of one question in the built-in question bank (core/coach/bank/topics/*.ts). */
import type { Topic } from "./topic-list.ts"

export type Difficulty = "easy" | "medium" | "hard"

/**
 * What kind of answer the question expects; the assessor judges each kind its own way.
 * - concept: explain an idea, compare, say when to use what
 * - coding: describe or sketch code, its complexity and edge cases (answered in words, not run)
 * - design: a system or component design with trade-offs
 * - behavioural: an HR question answered with a STAR story (situation, task, action, result); its first talking
 *   point is the situation the question asks about, and a story that never reaches it answers another question
 * - aptitude: a problem with one exact answer (`exactAnswer`) and a worked solution (`solution`)
 * - sql: write or explain a query against the question's `schema`
 */
export const QUESTION_KINDS = ["concept", "coding", "design", "behavioural", "aptitude", "sql"] as const
export type QuestionKind = (typeof QUESTION_KINDS)[number]

export interface TalkingPoint {
  /** One sentence: what a strong answer says here, in the bank's own words. */
  readonly point: string
  /**
   * Evidence that the candidate made the point. Each inner list is one concept group of alternative
   * words or short phrases (synonyms, abbreviations, common phrasings; lower case). The point counts
   * as made when one sentence of the answer (or two neighbouring ones) mentions one alternative from
   * EVERY group. Use 1–3 groups; put the distinguishing idea in its own group, so that naming the
   * topic alone never covers a point. Matching ignores case, punctuation and simple word endings
   * (-s, -es, -ed, -ing, -ly), so list stems or base forms. Operators count as said ("==" is "double equals"),
   * and a code name as spoken words and back ("usememo" is "use memo", "push back" is "push_back"; see
   * cue-variants.ts). A cue the answer negates ("threads cannot share") does not make a positive point.
   */
  readonly cues: ReadonlyArray<ReadonlyArray<string>>
  /**
   * The interviewer's follow-up question when an answer misses this point, leaves it vague or says its opposite:
   * one short spoken question that draws the point out without giving it away. Written per point in
   * bank/follow-ups/<topic>.ts and joined onto the point by bank/index.ts.
   */
  readonly followUp?: string
}

/**
 * The follow-up prompts of one topic file: for each question id, one prompt per talking point, in the order of
 * the question's `talkingPoints`.
 */
export type FollowUps = Readonly<Record<string, ReadonlyArray<string>>>

export interface BankQuestion {
  /** `<topic>-<three digits>`, e.g. `python-007`; unique across the bank. */
  readonly id: string
  readonly topic: Topic
  readonly difficulty: Difficulty
  readonly kind: QuestionKind
  /** The question as read aloud to the candidate: one or two plain sentences, no markdown. */
  readonly text: string
  /** 3 to 6 points a strong answer covers. */
  readonly talkingPoints: ReadonlyArray<TalkingPoint>
  /** A strong spoken answer (roughly 60–160 words) that makes every talking point. */
  readonly modelAnswer: string
  /** 1–5 lower-case tags (sub-topics) used for selection and the report's strongest/weakest areas. */
  readonly tags: ReadonlyArray<string>
  /** aptitude only: the exact answer, as short as possible ("42", "12.5 km/h", "3/8"). */
  readonly exactAnswer?: string
  /** aptitude only: the worked solution, step by step. */
  readonly solution?: string
  /** sql only: the small schema the question refers to, as CREATE TABLE statements. */
  readonly schema?: string
}
