/**
 * What the server says of an interview before Start: the answer mode chosen at the start ('How will you answer?'
 * → Typing: nothing listens, typing copy), a finished interview (its report and answers instead of Start) and an
 * unknown or another user's one ('This interview does not exist').
 */
import { act } from "react"
import { describe, expect, it } from "vitest"
import { $liveInterview } from "../../../core/sdk/live-interview.ts"
import { click, keyDown, screen, waitFor } from "../dom.tsx"
import { button, findQuestion, INTERVIEW_ID, openInterview, QUESTIONS, transcriptBox, useLiveInterview } from "./kit.tsx"

const live = useLiveInterview()

describe("live interview: 'How will you answer?' is honoured", () => {
  it("with Typing there is no microphone, no listening and no Space toggle, and the copy speaks of typing", async () => {
    live.server.details = { status: "IN_PROGRESS", answerMode: "text" }
    await openInterview()
    const start = screen.getByRole("dialog", { name: "Start Assessment" })
    expect(start.textContent).toContain("You chose typing")
    expect(start.textContent).not.toContain("Answer out loud")
    click(button("Start Assessment"))
    await findQuestion(QUESTIONS[0]!.text)
    expect(screen.queryAllByRole("button", { name: "Microphone" })).toEqual([])
    expect(document.body.textContent).not.toContain("Speak your answer")
    expect(document.body.textContent).toContain("Type your answer above")
    keyDown(document.body, " ")
    // Space toggles nothing when typing was chosen: the state says so in the same turn as the key.
    expect($liveInterview.get()?.listening).toBe(false)
    const { FakeRecognition } = await import("../../adapters/browser/fakes.ts")
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set?.call(transcriptBox(), "Typed, as chosen.")
      transcriptBox().dispatchEvent(new Event("input", { bubbles: true }))
    })
    click(button("Submit"))
    await waitFor(() => expect(live.server.submissions).toHaveLength(1))
    expect(live.server.submissions[0]).toMatchObject({ answer: "Typed, as chosen.", status: "ANSWERED" })
    // Every command before the submission has run by now, and none of them made a recognition.
    expect(FakeRecognition.control.made).toHaveLength(0)
  })

  it("with Speaking the microphone is offered as before", async () => {
    await openInterview()
    expect(screen.getByRole("dialog", { name: "Start Assessment" }).textContent).toContain("Answer out loud")
    click(button("Start Assessment"))
    await findQuestion(QUESTIONS[0]!.text)
    expect(screen.getAllByRole("button", { name: "Microphone" }).length).toBeGreaterThan(0)
  })
})

describe("live interview: a resumed interview", () => {
  it("shows the strikes it already has, before and after Start", async () => {
    live.server.details = { status: "IN_PROGRESS", answerMode: "voice", strikes: 1 }
    await openInterview()
    expect(screen.getByText("Strikes: 1 of 3")).toBeTruthy()
    click(button("Start Assessment"))
    await findQuestion(QUESTIONS[0]!.text)
    expect(screen.getByText("Strikes: 1 of 3")).toBeTruthy()
  })
})

describe("live interview: an interview that cannot be taken", () => {
  it("a finished interview offers its report card and answers, never Start, fullscreen or a question", async () => {
    live.server.details = { status: "COMPLETED", answerMode: "voice" }
    const { renderApp } = await import("../app.tsx")
    renderApp(`/interview/${INTERVIEW_ID}`)
    await screen.findByRole("heading", { level: 1, name: "This interview is finished" })
    expect(screen.getByRole("link", { name: "View Report Card" }).getAttribute("href")).toBe(`/results/${INTERVIEW_ID}`)
    expect(screen.getByRole("link", { name: "View Answers" }).getAttribute("href")).toBe(`/assessment-answers/${INTERVIEW_ID}`)
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(document.body.textContent).not.toContain("Strikes")
    expect(live.doc.requests).toEqual([])
    expect(live.server.calls).toEqual(["details"])
  })

  it("an unknown id, or another user's, says 'This interview does not exist' before any Start", async () => {
    live.server.details = "missing"
    const { renderApp } = await import("../app.tsx")
    renderApp(`/interview/${INTERVIEW_ID}`)
    await screen.findByRole("heading", { level: 1, name: "This interview does not exist" })
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(live.server.calls).toEqual(["details"])
  })
})
