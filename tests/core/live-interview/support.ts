/** Shared fixtures for the live-interview tests: payloads shaped like the server's, a scripted Api, and drivers. */
import { Effect } from "effect"
import type { FieldDefinition } from "../../../core/contract/fields.ts"
import type { AnswerSubmission, Feedback } from "../../../core/contract/interview.ts"
import {
  type Command,
  type Event,
  initialState,
  type LiveInterviewState,
  transition
} from "../../../core/live-interview/machine.ts"
import { NO_MORE_QUESTIONS } from "../../../core/live-interview/messages.ts"
import type { LiveQuestion } from "../../../core/live-interview/question.ts"
import type { ApiShape, QuestionResult } from "../../../core/ports/Api.ts"
import { ApiFailure } from "../../../core/ports/Api.ts"

export const INTERVIEW_ID = 7

/** The payload of GET /interview/question/{id}, as the server draws it. */
export const questionFields = (id: number, text: string, position = 1): Array<FieldDefinition> => [
  { key: "question", id, label: `Question ${position} of 3`, type: "display", properties: { content: text, questionId: id, readOnly: true } },
  { key: "progress", label: `Question ${position} of 3`, type: "progress", properties: { value: 0, readOnly: true } },
  { key: "difficulty", label: "Difficulty", type: "badge", options: [{ value: "easy", label: "Easy" }], properties: { value: "easy" } }
]

export const liveQuestion = (id = 11, text = "What does a Python generator do?"): LiveQuestion => ({
  id,
  text,
  fields: questionFields(id, text)
})

export const feedbackFor = (questionId: number | string): Feedback => ({
  questionId: Number(questionId),
  status: "ANSWERED",
  score: 82,
  rating: 4,
  judgedBy: "built-in coach",
  fields: [
    { key: "score", label: "Score", type: "score", properties: { value: 82 } },
    { key: "feedback", label: "Feedback", type: "feedback", properties: { value: ["You covered lazy evaluation."] } }
  ]
})

/** Applies events in order and collects every command asked for. */
export const drive = (events: ReadonlyArray<Event>, from: LiveInterviewState = initialState(INTERVIEW_ID)) => {
  let state = from
  const commands: Array<Command> = []
  for (const event of events) {
    const [next, asked] = transition(state, event)
    state = next
    commands.push(...asked)
  }
  return { state, commands }
}

/** From the start dialog to a question that has been read and can be answered. */
export const answeringState = (question: LiveQuestion = liveQuestion(), recognitionSupported = true): LiveInterviewState =>
  drive([
    { _tag: "Opened", recognitionSupported },
    { _tag: "Begin" },
    { _tag: "FullscreenEntered" },
    { _tag: "QuestionLoaded", serial: 1, question },
    { _tag: "ReadingFinished", reading: 1 }
  ]).state

export const tags = (commands: ReadonlyArray<Command>) => commands.map((c) => c._tag)
export const toastsIn = (commands: ReadonlyArray<Command>) =>
  commands.flatMap((c) => (c._tag === "Toast" ? [c.toast] : []))

export interface ScriptedApi {
  api: ApiShape
  readonly submissions: Array<AnswerSubmission>
  readonly ends: Array<boolean>
  questionCalls: number
  tabSwitches: number
}

/** An Api that serves `questions` in turn, gives feedback to every answer and counts strikes like the server. */
export const scriptedApi = (questions: ReadonlyArray<QuestionResult>, failSubmit = false): ScriptedApi => {
  const script: ScriptedApi = {
    submissions: [],
    ends: [],
    questionCalls: 0,
    tabSwitches: 0,
    api: undefined as unknown as ApiShape
  }
  const answered: Partial<ApiShape> = {
    details: () =>
      Effect.succeed({
        display_name: "Python Interview",
        description: "Data model, collections, generators.",
        status: "IN_PROGRESS" as const,
        strikes: 0,
        question_prompt_user_input_properties: [],
        answer_prompt_user_input_properties: [],
        question_user_properties: {},
        answer_user_properties: { answerMode: "voice" }
      }),
    question: () =>
      Effect.sync(() => questions[script.questionCalls++] ?? { message: NO_MORE_QUESTIONS, fields: [] }),
    submitResponse: (_id, body) =>
      failSubmit
        ? Effect.fail(new ApiFailure({ status: 409, message: "This interview is already completed." }))
        : Effect.sync(() => {
          script.submissions.push(body)
          return body.status === "ANSWERED" ? [feedbackFor(body.questionId)] : []
        }),
    tabSwitch: () =>
      Effect.sync(() => {
        script.tabSwitches = Math.min(3, script.tabSwitches + 1)
        return { totalTabSwitches: script.tabSwitches, closed: script.tabSwitches >= 3 }
      }),
    endInterview: (_id, isTabSwitch) =>
      Effect.sync(() => {
        script.ends.push(isTabSwitch)
        return "Interview marked as completed!"
      })
  }
  script.api = new Proxy(answered as ApiShape, {
    get: (target, name) =>
      name in target ? target[name as keyof ApiShape] : () => Effect.die(`the scripted Api has no ${String(name)}`)
  })
  return script
}

export const questionResult = (id: number, text: string): QuestionResult => ({ fields: questionFields(id, text) })
