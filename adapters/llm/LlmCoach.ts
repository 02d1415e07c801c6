/**
 * The Coach port over an OpenAI-compatible model, with the built-in coach as its safety net: the model writes
 * questions tailored to the topic, difficulty, experience and job description, and judges answers against
 * their talking points; whenever it fails, is slow or replies with something that does not decode, the
 * built-in coach answers instead and the feedback says so. Its scores are bounded by the built-in coach's
 * evidence (score-bound.ts), and the detailed analysis stays the built-in coach's.
 */
import { Effect, Layer, Option } from "effect"
import type { HttpClient } from "effect/http"
import { builtInBank, coachService } from "../../core/coach/built-in-layer.ts"
import { type BuiltInCoach, makeBuiltInCoach } from "../../core/coach/built-in-coach.ts"
import { hashSeed } from "../../core/coach/selection/seeded-random.ts"
import { chooseFollowUp } from "../../core/coach/feedback/follow-up.ts"
import { modelAnswerRequest } from "../../core/coach/schemas.ts"
import { type AssessmentRequest, Coach, type FollowUpRequest, type NextQuestionRequest } from "../../core/ports/Coach.ts"
import * as ChatCompletions from "./ChatCompletions.ts"
import { ModelCallFailed, type ModelSettings } from "./ChatCompletions.ts"
import { modelAssessment, withFallbackNote } from "./model-assessment.ts"
import { difficultyFor, kindForTopic, SELF_CHECK_MIN_SCORE, toCoachQuestion } from "./model-question.ts"
import { assessmentMessages, followUpMessages, questionMessages } from "./prompts.ts"
import { AssessmentReply, FollowUpReply, QuestionReply } from "./replies.ts"

export type LlmSettings = ModelSettings

/** How many questions the model wrote are remembered by id, so later prompts can name them (best effort). */
const REMEMBERED_QUESTIONS = 2_000
/** At most this many earlier questions are listed in a prompt. */
const AVOID_IN_PROMPT = 30

const fellBack = (operation: string) => (error: ModelCallFailed) =>
  Effect.logWarning("The LLM coach fell back to the built-in coach.").pipe(
    Effect.annotateLogs({ operation, reason: error.reason, detail: error.message })
  )

/** The coach over the model, needing an `HttpClient`; `builtIn` is the fallback and the evidence bound. */
export const make = Effect.fnUntraced(function*(settings: LlmSettings, builtIn: BuiltInCoach) {
  const complete = yield* ChatCompletions.make(settings)
  const fallback = coachService(builtIn)
  const written = new Map<string, string>()

  const remember = (id: string, text: string) => {
    written.delete(id)
    written.set(id, text)
    if (written.size > REMEMBERED_QUESTIONS) written.delete(written.keys().next().value!)
  }
  const textOf = (id: string): string | undefined => written.get(id) ?? builtIn.bank.byId.get(id)?.text

  const modelQuestion = Effect.fn("LlmCoach.nextQuestion")(function*(request: NextQuestionRequest) {
    const asked = new Set(request.askedInThisInterview)
    const avoid = [...new Set([...request.askedInThisInterview, ...request.recentlyAsked.toReversed()])]
      .map(textOf)
      .filter((t): t is string => t !== undefined)
      .slice(0, AVOID_IN_PROMPT)
    const difficulty = difficultyFor(request)
    const reply = yield* complete({
      name: "coach_question",
      reply: QuestionReply,
      messages: questionMessages({
        topic: request.topic,
        difficulty,
        kind: kindForTopic(request.topic),
        experience: request.experience,
        jobDescription: request.jobDescription,
        avoid
      }),
      temperature: 0.7,
      seed: typeof request.seed === "number" && Number.isSafeInteger(request.seed) ? request.seed : hashSeed(String(request.seed))
    })
    const question = toCoachQuestion(reply, request.topic, difficulty)
    if ("unusable" in question) return yield* new ModelCallFailed({ reason: "unusable", message: question.unusable })
    const bankTwin = builtIn.bank.findByText(question.text)
    if (asked.has(question.id) || (bankTwin !== undefined && asked.has(bankTwin.id))) {
      return yield* new ModelCallFailed({ reason: "unusable", message: "the model repeated a question already asked" })
    }
    // The built-in coach must recognise the model's own answer by the model's cues, or the evidence bound
    // would hold every candidate down on this question.
    const selfCheck = yield* fallback.assess(modelAnswerRequest(question)).pipe(Effect.mapError(() => new ModelCallFailed({ reason: "unusable", message: "the question cannot be judged" })))
    if (selfCheck.score < SELF_CHECK_MIN_SCORE) {
      return yield* new ModelCallFailed({
        reason: "unusable",
        message: `the model answer makes too few of its own talking points (${selfCheck.score} < ${SELF_CHECK_MIN_SCORE})`
      })
    }
    remember(question.id, question.text)
    return { _tag: "Question" as const, question }
  })

  const assess = Effect.fn("LlmCoach.assess")(function*(request: AssessmentRequest) {
    const judged = yield* fallback.assess(request)
    // Nothing to ask a model about an empty answer.
    if (request.answer.trim() === "") return judged
    const points = request.talkingPoints !== undefined && request.talkingPoints.some((p) => p.point.trim() !== "")
      ? request.talkingPoints.map((p) => p.point).filter((p) => p.trim() !== "")
      : [...judged.covered.map((c) => c.point), ...judged.missed.map((m) => m.point)]
    return yield* complete({
      name: "coach_assessment",
      reply: AssessmentReply,
      messages: assessmentMessages({
        question: request.question,
        points,
        reference: request.reference,
        exactAnswer: request.exactAnswer,
        answer: request.answer
      }),
      temperature: 0
    }).pipe(
      Effect.map((reply) => modelAssessment(settings.model, request.answer, points, judged, reply)),
      Effect.catch((error) => fellBack("assess")(error).pipe(Effect.as(withFallbackNote(judged))))
    )
  })

  /**
   * The rule of feedback/follow-up.ts decides whether to follow up and on which point (any point: the model can
   * write a question for a point the bank has no prompt for); the model writes the question. A reply that is not
   * one spoken question falls back to the built-in follow-up.
   */
  const followUp = (request: FollowUpRequest) => {
    const points = builtIn.followUpPoints(request)
    const choice = chooseFollowUp({ ...request, points }, { anyPoint: true })
    const builtInFollowUp = Effect.sync(() => Option.fromNullishOr(builtIn.followUp(request)))
    if (choice === null) return builtInFollowUp
    return complete({
      name: "coach_follow_up",
      reply: FollowUpReply,
      messages: followUpMessages({
        question: request.question,
        point: points[choice.pointIndex]!.point,
        reason: choice.reason,
        said: choice.said,
        answer: request.answer
      }),
      temperature: 0.3
    }).pipe(
      Effect.flatMap((reply) => {
        const text = reply.question.trim().replace(/\s+/g, " ")
        const words = text.split(" ").length
        return text.endsWith("?") && words >= 4 && words <= 40 && !/[`*#]/.test(text)
          ? Effect.succeed(Option.some({ ...choice, text, writtenBy: settings.model }))
          : Effect.fail(new ModelCallFailed({ reason: "unusable", message: "the follow-up is not one short spoken question" }))
      }),
      Effect.catch((error) => fellBack("followUp")(error).pipe(Effect.andThen(builtInFollowUp)))
    )
  }

  return Coach.of({
    nextQuestion: (request) =>
      modelQuestion(request).pipe(Effect.catch((error) => fellBack("nextQuestion")(error).pipe(Effect.andThen(fallback.nextQuestion(request))))),
    assess,
    analyse: fallback.analyse,
    followUp
  })
})

export const LlmCoach = {
  /** The model coach over the built-in one (the whole bank unless another built-in coach is given). */
  layer: (settings: LlmSettings, builtIn?: BuiltInCoach): Layer.Layer<Coach, never, HttpClient.HttpClient> =>
    Layer.effect(Coach, Effect.suspend(() => make(settings, builtIn ?? makeBuiltInCoach(builtInBank()))))
} as const
