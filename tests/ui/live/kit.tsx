/**
 * What the live interview screen tests share: an msw server playing the interview calls (questions in turn,
 * feedback for every answer, strikes counted like the server), the SDK configured with the real browser adapters
 * over scripted Web Speech objects and a scripted document (fullscreen, visibility), and the app on /interview/7.
 */
import { http, HttpResponse } from "msw"
import { setupServer } from "msw/node"
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest"
import { Layer } from "effect"
import { makeBrowserProctor } from "../../../adapters/browser/proctor.ts"
import { makeBrowserSpeech } from "../../../adapters/browser/speech.ts"
import { makeBrowserStorage } from "../../../adapters/browser/storage.ts"
import * as FetchApi from "../../../adapters/http-client/FetchApi.ts"
import type { FieldDefinition } from "../../../core/contract/fields.ts"
import type { AnswerSubmission, Feedback } from "../../../core/contract/interview.ts"
import { Proctor } from "../../../core/ports/Proctor.ts"
import { Speech } from "../../../core/ports/Speech.ts"
import { Storage } from "../../../core/ports/Storage.ts"
import { requestToken } from "../../../core/sdk/account.ts"
import { signedIn } from "../../../core/sdk/auth.ts"
import { stopLiveInterview } from "../../../core/sdk/live-interview.ts"
import { configureSdk } from "../../../core/sdk/runtime.ts"
// The app's own composition runs first (it configures the SDK when imported); each test then swaps in its own.
import "../../../ui/sdk.ts"
import { FakeRecognition, FakeSynthesis, resetRecognition, scriptDocument, type ScriptedDocument, webSpeech } from "../../adapters/browser/fakes.ts"
import { renderApp } from "../app.tsx"
import { screen, waitFor } from "../dom.tsx"

export const INTERVIEW_ID = 7

export const VOICES = [
  { name: "Samantha", lang: "en-US" },
  { name: "Google US English", lang: "en-US" },
  { name: "Amélie", lang: "fr-CA" }
]

export const QUESTIONS = [
  { id: 101, text: "What does a Python generator do?" },
  { id: 102, text: "How does the GIL affect threads?" },
  { id: 103, text: "When would you pick a tuple over a list?" }
]

export const questionFields = (id: number, text: string, position: number): Array<FieldDefinition> => [
  { key: "question", id, label: `Question ${position} of 3`, type: "display", properties: { content: text, questionId: id, readOnly: true } },
  { key: "progress", label: `Question ${position} of 3`, type: "progress", properties: { value: Math.round((100 * (position - 1)) / 3), readOnly: true } },
  { key: "difficulty", label: "Difficulty", type: "badge", options: [{ value: "easy", label: "Easy" }], properties: { value: "easy", readOnly: true } },
  { key: "topic", label: "Topic", type: "badge", options: [{ value: "python", label: "Python" }], properties: { value: "python", readOnly: true } }
]

export const feedbackFor = (body: AnswerSubmission): Feedback => ({
  questionId: Number(body.questionId),
  status: "ANSWERED",
  score: 84,
  rating: 4,
  judgedBy: "built-in",
  fields: [
    { key: "score", label: "Score", type: "score", properties: { value: 84, max: 100, readOnly: true } },
    { key: "rating", label: "Rating", type: "rating", properties: { value: 4, max: 5, readOnly: true } },
    { key: "feedback", label: "Feedback", type: "feedback", properties: { content: ["Covered: lazy evaluation.", "Next step: mention send()."], duration: 0 } },
    ...(body.timing === undefined
      ? []
      : [
        { key: "pace", label: "Pace", type: "display", properties: { content: "142 words per minute (steady)", className: "success" } },
        { key: "fillers", label: "Filler words", type: "display", properties: { content: "1: 'um' ×1", className: "success" } }
      ]),
    { key: "judgedBy", label: "Judged by", type: "display", properties: { content: "the built-in coach", className: "info" } }
  ]
})

const ok = (data: unknown, message?: string) => HttpResponse.json({ success: true, ...(message === undefined ? {} : { message }), data })
const fail = (status: number, message: string) => HttpResponse.json({ success: false, message }, { status })

/** A call the test holds until it lets it go. */
export interface Hold {
  readonly release: () => void
  readonly waiting: () => boolean
}

export interface LiveServer {
  readonly submissions: Array<AnswerSubmission>
  readonly calls: Array<string>
  tabSwitches: number
  /** The next question fetch is answered like this instead (then back to normal). */
  nextQuestion: "fail" | "none-left" | null
  failSubmit: boolean
  /** When set, end-interview fails with this message. */
  failEnd: string | null
  /** When set, tab-switch fails with this message. */
  failTabSwitch: string | null
  holdQuestion: Hold | null
  holdSubmit: Hold | null
  holdEnd: Hold | null
  /** What GET /interview/details says before Start: the interview's status and answer mode, or 404. */
  details: { readonly status: "IN_PROGRESS" | "COMPLETED" | "SCHEDULED"; readonly answerMode: "voice" | "text"; readonly strikes?: number } | "missing"
}

/** Answers once the test lets the call go (at once if it already did). */
const held = async (h: Hold | null): Promise<void> => {
  if (h === null) return
  await (h as HoldState).released
}

interface HoldState extends Hold {
  readonly released: Promise<void>
}

export const hold = (): Hold => {
  let release = () => {}
  let waiting = false
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const h: HoldState = {
    released: released.then(() => undefined),
    release: () => release(),
    waiting: () => waiting
  }
  // A call is waiting once something awaits `released`.
  Object.defineProperty(h, "released", {
    get: () => {
      waiting = true
      return released
    }
  })
  return h
}

export interface LiveHarness {
  readonly server: LiveServer
  synthesis: FakeSynthesis
  doc: ScriptedDocument
}

/** The msw server, the scripted browser and the SDK for one test file; options change what the browser has. */
export const useLiveInterview = (options: { readonly recognition?: boolean } = {}): LiveHarness => {
  const state: LiveServer = {
    submissions: [],
    calls: [],
    tabSwitches: 0,
    nextQuestion: null,
    failSubmit: false,
    failEnd: null,
    failTabSwitch: null,
    holdQuestion: null,
    holdSubmit: null,
    holdEnd: null,
    details: { status: "IN_PROGRESS", answerMode: "voice" }
  }
  let position = 0
  const harness: LiveHarness = { server: state, synthesis: new FakeSynthesis(), doc: undefined as unknown as ScriptedDocument }

  const server = setupServer(
    http.get("/api/interview/question/:id", async () => {
      state.calls.push("question")
      await held(state.holdQuestion)
      const special = state.nextQuestion
      state.nextQuestion = null
      if (special === "fail") return fail(500, "The question service is down.")
      const q = QUESTIONS[position]
      if (special === "none-left" || q === undefined) return ok([], "No more questions available. You can end the interview here.")
      return ok(questionFields(q.id, q.text, position + 1))
    }),
    http.post("/api/interview/submit-response/:id", async ({ request }) => {
      const body = (await request.json()) as AnswerSubmission
      state.calls.push(`submit:${body.status}`)
      await held(state.holdSubmit)
      if (state.failSubmit) return fail(409, "This interview is already completed.")
      state.submissions.push(body)
      position++
      return ok(body.status === "ANSWERED" ? [feedbackFor(body)] : [])
    }),
    http.get("/api/interview/tab-switch/:id", () => {
      state.calls.push("tab-switch")
      if (state.failTabSwitch !== null) return fail(500, state.failTabSwitch)
      state.tabSwitches = Math.min(3, state.tabSwitches + 1)
      return ok({ totalTabSwitches: state.tabSwitches, closed: state.tabSwitches >= 3 })
    }),
    http.get("/api/interview/end-interview/:id", async ({ request }) => {
      const tab = new URL(request.url).searchParams.get("isTabSwitch") === "1"
      state.calls.push(tab ? "end:tab-switch" : "end")
      await held(state.holdEnd)
      if (state.failEnd !== null) return fail(500, state.failEnd)
      return HttpResponse.json({ success: true, message: "Interview marked as completed!" })
    }),
    http.get("/api/interview/details/:id", () => {
      state.calls.push("details")
      const d = state.details
      if (d === "missing") return fail(404, "Interview not found.")
      return ok({
        display_name: "Python Interview",
        description: "Data model, collections, generators.",
        status: d.status,
        strikes: d.strikes ?? 0,
        question_prompt_user_input_properties: [],
        answer_prompt_user_input_properties: [],
        question_user_properties: { questionCount: 3 },
        answer_user_properties: { answerMode: d.answerMode }
      })
    }),
    // Where the interview sends the user: the report card and the dashboard load their lists.
    http.get("/api/*", () => ok([]))
  )

  beforeAll(() => server.listen({ onUnhandledFrame: "error" }))
  beforeEach(() => {
    signedIn("token-1", "ada@example.com")
    position = 0
    Object.assign(state, {
      tabSwitches: 0,
      nextQuestion: null,
      failSubmit: false,
      failEnd: null,
      failTabSwitch: null,
      holdQuestion: null,
      holdSubmit: null,
      holdEnd: null,
      details: { status: "IN_PROGRESS", answerMode: "voice" }
    })
    state.submissions.length = 0
    state.calls.length = 0
    resetRecognition()
    harness.synthesis = new FakeSynthesis({ voices: VOICES })
    harness.doc = scriptDocument()
    configureSdk(
      Layer.mergeAll(
        FetchApi.layer({ baseUrl: "", token: requestToken }),
        Layer.succeed(Storage)(Storage.of(makeBrowserStorage(localStorage))),
        Layer.succeed(Speech)(makeBrowserSpeech(webSpeech(harness.synthesis, options.recognition ?? true))),
        Layer.succeed(Proctor)(makeBrowserProctor())
      )
    )
  })
  afterEach(() => {
    stopLiveInterview()
    harness.doc.restore()
    server.resetHandlers()
  })
  afterAll(() => server.close())
  return harness
}

export const recognition = (): FakeRecognition => {
  const last = FakeRecognition.control.made.at(-1)
  if (last === undefined) throw new Error("recognition was never started")
  return last
}

/** Opens the live interview at its 'Start Assessment' dialog. */
export const openInterview = async (path = `/interview/${INTERVIEW_ID}`) => {
  const app = renderApp(path)
  await screen.findByRole("dialog", { name: "Start Assessment" })
  return app
}

export const questionHeading = () => document.getElementById("live-question")

/** Waits for question `text` to be on screen. */
export const findQuestion = (text: string) =>
  waitFor(() => {
    const heading = questionHeading()
    if (heading?.textContent !== text) throw new Error(`the question on screen is ${JSON.stringify(heading?.textContent ?? null)}`)
    return heading
  }, 4000)

export const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement
export const transcriptBox = () => document.querySelector<HTMLTextAreaElement>("textarea[placeholder='Transcript will appear here...']")!
