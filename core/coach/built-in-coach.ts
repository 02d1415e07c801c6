/**
 * The built-in coach as plain synchronous functions over a question bank: next question, assessment and
 * detailed analysis. The Coach port's built-in layer (built-in-layer.ts) and the CLI's batch mode use it.
 * Assessment works from the stored values of a question; a bank id or an exact bank text fills in what is absent.
 */
import { analyseJudgement } from "./feedback/analysis.ts"
import { toAssessment } from "./feedback/assessment.ts"
import { type Judgement, judge, prepareMeaning } from "./judging/assess.ts"
import { NoQuestionsForTopic, NothingToJudgeBy } from "./errors.ts"
import type { Assessment, AssessmentRequest, DetailedAnalysis, FollowUp, FollowUpRequest, NextQuestion, NextQuestionRequest } from "./schemas.ts"
import { chooseFollowUp, type FollowUpPoint, followUpText } from "./feedback/follow-up.ts"
import { CompiledQuestionCache, type QuestionInput } from "./judging/question.ts"
import type { QuestionBank } from "./selection/question-bank.ts"
import type { PreparedQuestions } from "./prepared.ts"
import { selectQuestion } from "./selection/select.ts"
import { TOPIC_NAMES } from "./bank/topic-list.ts"
import { emptyMeaning, type MeaningResources } from "./reading/meaning-resources.ts"

export interface BuiltInCoach {
  readonly bank: QuestionBank
  readonly nextQuestion: (request: NextQuestionRequest) => NextQuestion | NoQuestionsForTopic
  readonly assess: (request: AssessmentRequest) => Assessment | NothingToJudgeBy
  readonly analyse: (request: AssessmentRequest) => DetailedAnalysis | NothingToJudgeBy
  /** The follow-up from the bank's written prompts (feedback/follow-up.ts), or null. */
  readonly followUp: (request: FollowUpRequest) => FollowUp | null
  /** The request's talking points with the bank's written prompt for each, when the question is a bank question. */
  readonly followUpPoints: (request: FollowUpRequest) => ReadonlyArray<FollowUpPoint>
  /** The full judgement behind an assessment, for tests and tools that explain a score. */
  readonly judge: (request: AssessmentRequest) => Judgement | NothingToJudgeBy
  /** Prepares every bank question for judging now (a server does, so its first answer is as quick as the rest). */
  readonly prepareAll: () => void
}

/**
 * The built-in coach over `bank`, reading meaning with `meaning` (word vectors and WordNet; without them, words
 * alone). With `prepared` (prepared.ts: the bank's lexicon and compiled questions from an
 * earlier process) it starts with every bank question ready instead of preparing each on first sight.
 */
export const makeBuiltInCoach = (
  bank: QuestionBank,
  prepared?: PreparedQuestions,
  meaning: MeaningResources = emptyMeaning()
): BuiltInCoach => {
  let cache: CompiledQuestionCache | undefined
  const start = (): CompiledQuestionCache => {
    if (prepared === undefined) return new CompiledQuestionCache(bank.lexicon())
    const seeded = new CompiledQuestionCache(prepared.lexicon)
    for (const [input, question] of prepared.questions) seeded.seed(input, question)
    return seeded
  }
  const compiled = (input: QuestionInput) => (cache ??= start()).get(input)

  const resolve = (request: AssessmentRequest): QuestionInput | NothingToJudgeBy => {
    const hasPoints = request.talkingPoints !== undefined && request.talkingPoints.length > 0
    const hasReference = request.reference !== undefined && request.reference.trim() !== ""
    // A bank question by id, else by its exact text, fills in whatever the stored values lack.
    const fromBank = (request.questionId !== undefined ? bank.byId.get(request.questionId) : undefined) ??
      bank.findByText(request.question)
    const input: QuestionInput = {
      text: request.question,
      topic: request.topic ?? fromBank?.topic,
      kind: request.kind ?? fromBank?.kind,
      talkingPoints: hasPoints ? request.talkingPoints : fromBank?.talkingPoints,
      reference: hasReference ? request.reference : fromBank?.modelAnswer,
      exactAnswer: request.exactAnswer ?? fromBank?.exactAnswer,
      solution: request.solution ?? fromBank?.solution
    }
    const judgeable = (input.talkingPoints?.length ?? 0) > 0 || (input.reference ?? "").trim() !== "" ||
      (input.exactAnswer ?? "").trim() !== ""
    if (!judgeable) {
      return new NothingToJudgeBy({
        question: request.question,
        message: "This question is not in the bank; give its talking points or a reference answer to judge it by."
      })
    }
    return input
  }

  const judgeRequest = (request: AssessmentRequest): Judgement | NothingToJudgeBy => {
    const input = resolve(request)
    if (input instanceof NothingToJudgeBy) return input
    return judge(compiled(input), request.answer, request.timing, meaning)
  }

  const followUpPoints = (request: FollowUpRequest): ReadonlyArray<FollowUpPoint> => {
    const fromBank = request.questionId !== undefined ? bank.byId.get(request.questionId) : undefined
    // Matched by the point's words, so a question stored before the bank changed gets no stale prompt.
    return request.talkingPoints.map((p) => ({ point: p.point, followUp: fromBank?.talkingPoints.find((b) => b.point === p.point)?.followUp }))
  }

  return {
    bank,
    followUpPoints,
    followUp: (request) => {
      const points = followUpPoints(request)
      const choice = chooseFollowUp({ ...request, points })
      if (choice === null) return null
      return { ...choice, text: followUpText(choice, points[choice.pointIndex]!.followUp!), writtenBy: "built-in" }
    },
    nextQuestion: (request) => {
      if (bank.topic(request.topic).length === 0) {
        return new NoQuestionsForTopic({
          topic: request.topic,
          message: `There are no ${TOPIC_NAMES[request.topic]} questions in the bank yet; pick another topic.`
        })
      }
      return selectQuestion(bank, request)
    },
    assess: (request) => {
      const j = judgeRequest(request)
      return j instanceof NothingToJudgeBy ? j : toAssessment(j)
    },
    analyse: (request) => {
      const j = judgeRequest(request)
      return j instanceof NothingToJudgeBy ? j : analyseJudgement(j)
    },
    judge: judgeRequest,
    prepareAll: () => {
      for (const q of bank.questions) {
        const input = resolve({ question: q.text, questionId: q.id, answer: "" })
        if (!(input instanceof NothingToJudgeBy)) prepareMeaning(compiled(input), meaning)
      }
    }
  }
}
