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

/** Model answers a server's coach judges before it says it is ready (rehearsal()). */
const REHEARSAL = 300

/**
 * The bank questions whose model answers a server's coach judges before it says it is ready: one of each kind, then
 * questions spread evenly over the bank, about REHEARSAL in all. V8 compiles the judging code as it runs, over the first few
 * hundred answers; judged at start, they no longer fall to the first candidates (a fresh coach, every question
 * prepared: python model answers 1.8–2.4 ms each in the first 200 after one of each kind, 0.8–1.1 after these 300).
 */
export const rehearsal = (): ReadonlyArray<BankQuestion> => {
  const picked = new Map<string, BankQuestion>()
  for (const q of new Map(bankQuestions.map((q) => [q.kind, q])).values()) picked.set(q.id, q)
  const step = Math.max(1, Math.ceil(bankQuestions.length / REHEARSAL))
  for (let i = 0; i < bankQuestions.length && picked.size < REHEARSAL; i += step) picked.set(bankQuestions[i]!.id, bankQuestions[i]!)
  return [...picked.values()]
}

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
