/** The Coach port's built-in layer: the offline coach over the whole question bank (or a bank of your choice). */
import { Effect, Layer, Option } from "effect"
import { Coach, type CoachShape } from "../ports/Coach.ts"
import { bankQuestions } from "./bank/index.ts"
import type { BankQuestion } from "./bank/types.ts"
import { type BuiltInCoach, makeBuiltInCoach } from "./built-in-coach.ts"
import { NoQuestionsForTopic, NothingToJudgeBy } from "./errors.ts"
import type { MeaningResources } from "./reading/meaning-resources.ts"
import { makeQuestionBank, type QuestionBank } from "./selection/question-bank.ts"

const lift = <R, E extends R>(run: () => R, isError: (value: R) => value is E): Effect.Effect<Exclude<R, E>, E> =>
  Effect.suspend(() => {
    const out = run()
    return isError(out) ? Effect.fail(out) : Effect.succeed(out as Exclude<R, E>)
  })

const isNothingToJudgeBy = <R>(value: R): value is R & NothingToJudgeBy => value instanceof NothingToJudgeBy
const isNoQuestions = <R>(value: R): value is R & NoQuestionsForTopic => value instanceof NoQuestionsForTopic

/** The port's interface over a built-in coach. */
export const coachService = (coach: BuiltInCoach): CoachShape =>
  Coach.of({
    nextQuestion: Effect.fn("CoachBuiltIn.nextQuestion")(function*(request) {
      return yield* lift(() => coach.nextQuestion(request), isNoQuestions)
    }),
    assess: Effect.fn("CoachBuiltIn.assess")(function*(request) {
      return yield* lift(() => coach.assess(request), isNothingToJudgeBy)
    }),
    analyse: Effect.fn("CoachBuiltIn.analyse")(function*(request) {
      return yield* lift(() => coach.analyse(request), isNothingToJudgeBy)
    }),
    followUp: Effect.fn("CoachBuiltIn.followUp")(function*(request) {
      return Option.fromNullishOr(coach.followUp(request))
    })
  })

/**
 * One bank question of each kind: a coach that has judged their model answers once has its judging code compiled
 * (by V8) before a candidate's first answer.
 */
export const oneOfEachKind = (): ReadonlyArray<BankQuestion> => [...new Map(bankQuestions.map((q) => [q.kind, q])).values()]

let defaultBank: QuestionBank | undefined
/** The whole built-in bank, indexed once per process. */
export const builtInBank = (): QuestionBank => (defaultBank ??= makeQuestionBank(bankQuestions))

export const CoachBuiltIn = {
  /** The built-in coach over the whole bank, judging by words alone. */
  layer: Layer.sync(Coach, () => coachService(makeBuiltInCoach(builtInBank()))),
  /**
   * The built-in coach over the whole bank, reading meaning with `meaning`; with `prepare`, every bank question is
   * prepared before the layer is built (a server's first answer is then judged as quickly as its hundredth).
   */
  layerReading: (meaning: MeaningResources, options: { readonly prepare: boolean } = { prepare: true }) =>
    Layer.sync(Coach, () => {
      const coach = makeBuiltInCoach(builtInBank(), undefined, meaning)
      if (options.prepare) coach.prepareAll()
      return coachService(coach)
    }),
  /** The built-in coach over the given questions (tests, fixtures). */
  layerWith: (questions: ReadonlyArray<BankQuestion>) =>
    Layer.sync(Coach, () => coachService(makeBuiltInCoach(makeQuestionBank(questions))))
} as const
