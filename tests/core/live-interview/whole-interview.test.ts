/**
 * The SDK drives whole interviews in-process: core/sdk/live-interview.ts with scripted speech and proctoring and
 * memory storage, against the real server handlers (spec §4 "Live interview flow" and "Strikes").
 */
import { Layer } from "effect"
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import { layer as fetchApiLayer } from "../../../adapters/http-client/FetchApi.ts"
import { bankQuestions } from "../../../core/coach/bank/index.ts"
import { makeMemoryProctor, type MemoryProctor, Proctor } from "../../../core/ports/Proctor.ts"
import { makeMemorySpeech, type MemorySpeech, Speech } from "../../../core/ports/Speech.ts"
import { Storage } from "../../../core/ports/Storage.ts"
import {
  $liveInterview,
  $liveInterviewControls,
  begin,
  confirmEnd,
  confirmSkip,
  next,
  onNavigate,
  requestEnd,
  returnToFullscreen,
  setTranscript,
  skip,
  startLiveInterview,
  submit,
  stopLiveInterview,
  toggleListening
} from "../../../core/sdk/live-interview.ts"
import { configureSdk, disposeSdk, onSignedOutByServer } from "../../../core/sdk/runtime.ts"
import { $toasts, clearToasts } from "../../../core/sdk/toasts.ts"
import { startTestServer, type TestServer } from "../../support/server.ts"

let server: TestServer
let token = ""
let pythonType = 0
let speech: MemorySpeech
let proctor: MemoryProctor
const submissions: Array<any> = []
const navigations: Array<string> = []

const state = () => $liveInterview.get()!
const until = (check: () => void, timeout = 3000) => vi.waitFor(check, { timeout, interval: 10 })
const modelAnswerFor = (text: string) => bankQuestions.find((q) => q.text === text)?.modelAnswer ?? ""

const startInterview = async () => {
  const started = await server.call("/api/interview/start-interview", {
    method: "POST",
    token,
    json: { interviewObjectId: pythonType, questionProperties: { questionCount: 3, difficulty: "easy" }, answerProperties: {} }
  })
  return started.body.data.userInterview.id as number
}

beforeAll(async () => {
  server = await startTestServer()
  token = (await server.call("/api/user/signup", {
    method: "POST",
    json: {
      firstName: "Asha",
      lastName: "Rao",
      gender: "female",
      dateOfBirth: "2002-02-02",
      phone: "+91 98765 43210",
      email: "asha@example.com",
      password: "interview pass"
    }
  })).body.data.token
  const types = await server.call("/api/dashboard/available-interviews", { token })
  pythonType = (types.body.data as Array<any>).find((t) => t.name === "python").id
  onNavigate((path) => void navigations.push(path))
})

afterAll(async () => {
  await disposeSdk()
  await server?.dispose()
})

beforeEach(() => {
  speech = makeMemorySpeech({ voices: [{ name: "Alex", lang: "en-GB" }, { name: "Google US English", lang: "en-US" }] })
  proctor = makeMemoryProctor()
  submissions.length = 0
  navigations.length = 0
  clearToasts()
  const fetch = async (request: Request) => {
    if (request.url.includes("/submit-response/")) submissions.push(await request.clone().json())
    return server.handler(request)
  }
  configureSdk(Layer.mergeAll(
    fetchApiLayer({ baseUrl: "http://rehearse.test", token: () => token, fetch }),
    Speech.layerScripted(speech),
    Proctor.layerScripted(proctor),
    Storage.layerMemory
  ))
})

describe("a live interview driven through the SDK against the real server", () => {
  it("start, questions read aloud, a spoken answer with feedback, next, a confirmed skip, and three strikes closing it", async () => {
    const id = await startInterview()
    const done = startLiveInterview(id)
    expect(state()).toMatchObject({ interviewId: id, stage: "ready", dialog: "start" })

    // Spec §4 step 1: the start dialog, then fullscreen, then the first question.
    begin()
    await until(() => expect(state().questionStatus).toBe("ready"))
    expect(proctor.isFullscreen()).toBe(true)
    const first = state().question!
    expect(first.text.length).toBeGreaterThan(10)
    expect(first.fields.map((f) => f.key)).toEqual(expect.arrayContaining(["question", "progress", "difficulty", "topic"]))
    // Step 2: read aloud with the preferred voice.
    await until(() => expect(state().reading).toBe(false))
    expect(speech.spoken).toEqual([{ text: first.text, voice: "Google US English" }])
    expect(state().voice?.name).toBe("Google US English")

    // Answering by speech: en-US, continuous, interim results fill the transcript.
    toggleListening()
    await until(() => expect(speech.isListening()).toBe(true))
    expect(speech.lastListenOptions()).toEqual({ lang: "en-US", continuous: true, interimResults: true })
    const answer = modelAnswerFor(first.text)
    const [opening, ...rest] = answer.split(". ")
    speech.hear(opening!, false)
    await until(() => expect(state().interim).toBe(opening))
    speech.hear(`${opening}.`)
    speech.hear(rest.join(". "))
    await until(() => expect(state().transcript).toBe(`${opening}. ${rest.join(". ")}`))

    // Steps 3–4: submit; a non-empty data list is kept and shown as feedback.
    submit()
    await until(() => expect(state().feedback).not.toBeNull())
    expect(speech.isListening()).toBe(false)
    expect(submissions[0]).toMatchObject({ question: first.text, questionId: first.id, status: "ANSWERED" })
    expect(submissions[0].timing.segments).toHaveLength(2)
    expect(state().feedback!.fields.map((f) => f.type)).toEqual(expect.arrayContaining(["score", "rating", "feedback"]))
    expect(state().feedback!.score).toBeGreaterThanOrEqual(70)

    // Step 5: next clears answer and feedback, counts up, fetches the next question.
    next()
    expect(state()).toMatchObject({ questionNumber: 2, transcript: "", feedback: null, question: null })
    await until(() => expect(state().questionStatus).toBe("ready"))
    const second = state().question!
    expect(second.id).not.toBe(first.id)

    // Skip on empty answer: confirmation first, then SKIPPED without text, advancing after 300 ms.
    skip()
    expect(state().dialog).toBe("no-response")
    confirmSkip()
    expect($liveInterviewControls.get()).toMatchObject({ canSubmit: false, canSkip: false })
    await until(() => expect(state().questionNumber).toBe(3))
    expect(submissions[1]).toEqual({ question: second.text, answer: "", questionId: second.id, status: "SKIPPED" })
    await until(() => expect(state().questionStatus).toBe("ready"))

    // Strikes: a Warning at each, the interview closed at the third, 1.5 s later.
    setTranscript("I would start with")
    proctor.violate("hidden-tab")
    await until(() => expect(state().warning).toEqual({ count: 1, closed: false }))
    returnToFullscreen()
    expect(state().warning).toBeNull()
    await until(() => expect(proctor.isFullscreen()).toBe(true))
    proctor.violate("fullscreen-exit")
    await until(() => expect(state().warning).toEqual({ count: 2, closed: false }))
    returnToFullscreen()
    proctor.violate("minimised")
    await until(() => expect(state()).toMatchObject({ stage: "closing", warning: { count: 3, closed: true } }))
    expect(navigations).toEqual([])
    const last = await done
    expect(last.stage).toBe("finished")
    expect(navigations).toEqual([`/results/${id}`])
    expect($toasts.get().map((t) => [t.title, t.description])).toContainEqual([
      "Interview closed due to tab switching!",
      "You switched tabs 3 times. The interview is now closed."
    ])
    expect(proctor.isFullscreen()).toBe(false)

    const report = (await server.call(`/api/interview/assessment-report/${id}`, { token })).body.data as Array<any>
    expect(report.find((f) => f.key === "strikes").properties.content).toBe("3 of 3")
    expect(report.find((f) => f.key === "ending").properties.content).toMatch(/closed after 3 strikes/)
  })

  it("typing an answer, skipping with text, the no-more-questions message, then End Interview to the results", async () => {
    const id = await startInterview()
    const done = startLiveInterview(id)
    begin()
    for (let n = 1; n <= 3; n++) {
      await until(() => expect(state()).toMatchObject({ questionNumber: n, questionStatus: "ready" }))
      setTranscript(n === 1 ? "   " : "Some thoughts I'd rather not send")
      if (n === 1) {
        submit()
        expect(state().dialog).toBe("no-response")
        confirmSkip()
      } else {
        skip()
      }
    }
    await until(() => expect(state().questionStatus).toBe("none-left"))
    expect(state().notice).toBe("No more questions available. You can end the interview here.")
    expect(submissions.map((s) => [s.status, s.answer])).toEqual([["SKIPPED", ""], ["SKIPPED", ""], ["SKIPPED", ""]])

    requestEnd()
    expect(state().dialog).toBe("end")
    confirmEnd()
    expect(state().completing).toBe(true)
    expect((await done).stage).toBe("finished")
    expect(navigations).toEqual([`/results/${id}`])
    expect($toasts.get().map((t) => t.title)).toContain("Interview marked as completed!")
    expect(proctor.calls).toEqual(["enter", "exit"])
  })

  it("a refused session (401) on a question fetch signs the user out, like every SDK call", async () => {
    const id = await startInterview()
    const signedOut: Array<true> = []
    const stop = onSignedOutByServer(() => void signedOut.push(true))
    const kept = token
    token = "not-a-session"
    try {
      const done = startLiveInterview(id)
      begin()
      await until(() => expect(state().questionStatus).toBe("failed"))
      expect(signedOut).toEqual([true])
      expect(state().notice).toBe("No question available.")
      stopLiveInterview()
      expect((await done).stage).toBe("left")
      expect(proctor.isFullscreen()).toBe(false)
    } finally {
      token = kept
      stop()
    }
  })
})
