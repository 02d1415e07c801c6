/**
 * The live interview screen (/interview/{id}, spec §2 and §4) in happy-dom, against msw and the real browser
 * adapters over scripted Web Speech objects and a scripted document: every state of the screen, its dialogs and
 * its strike warnings, read as a user (or a screen reader) would.
 */
import { act } from "react"
import { describe, expect, it } from "vitest"
import { VOICE_STORAGE_KEY } from "../../../core/live-interview/messages.ts"
import { $liveInterview } from "../../../core/sdk/live-interview.ts"
import { click, focus, keyDown, screen, waitFor, within } from "../dom.tsx"
import { findToast } from "../account/kit.tsx"
import {
  button,
  findQuestion,
  hold,
  INTERVIEW_ID,
  openInterview,
  QUESTIONS,
  questionHeading,
  recognition,
  transcriptBox,
  useLiveInterview
} from "./kit.tsx"

const live = useLiveInterview()

const typeInto = (area: HTMLTextAreaElement, value: string) => {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set?.call(area, value)
    area.dispatchEvent(new Event("input", { bubbles: true }))
  })
}

const settle = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 20)))

/** Start Assessment, then the first question on screen and read to its end. */
const started = async () => {
  const app = await openInterview()
  click(button("Start Assessment"))
  await findQuestion(QUESTIONS[0]!.text)
  await finishReading()
  return app
}

const finishReading = async () => {
  await waitFor(() => expect(live.synthesis.queue.length).toBe(1))
  act(() => live.synthesis.finish())
  await waitFor(() => expect(button("Repeat Question").disabled).toBe(false))
}

const dialog = (name: string) => screen.getByRole("dialog", { name })

describe("live interview: the 'Start Assessment' dialog", () => {
  it("opens at 'Start Assessment', which says it runs in fullscreen, with Start focused and the shell behind made inert", async () => {
    await openInterview()
    const start = dialog("Start Assessment")
    expect(start.textContent).toContain("Click start to begin. The interview runs in fullscreen.")
    expect(document.activeElement).toBe(within(start).getByRole("button", { name: "Start Assessment" }))
    expect(document.querySelector("header")?.hasAttribute("inert")).toBe(true)
    expect(document.querySelector("footer")?.hasAttribute("inert")).toBe(true)
    // The interview is named as the server knows it, and only its details were asked for before Start.
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Python Interview")
    expect(live.server.calls).toEqual(["details"])
  })

  it("'Back to Dashboard' (or Escape) leaves for the dashboard, and the shell is live again", async () => {
    const app = await openInterview()
    click(within(dialog("Start Assessment")).getByRole("button", { name: "Back to Dashboard" }))
    await waitFor(() => expect(app.path()).toBe("/dashboard"))
    expect(document.querySelector("header")?.hasAttribute("inert")).toBe(false)
    const again = await openInterview()
    keyDown(document.activeElement!, "Escape")
    await waitFor(() => expect(again.path()).toBe("/dashboard"))
  })

  it("Start enters fullscreen with the browser's navigation hidden, shows the loading overlay, then the question", async () => {
    live.server.holdQuestion = hold()
    await openInterview()
    click(button("Start Assessment"))
    await waitFor(() => expect(live.doc.requests).toEqual(["enter:hide"]))
    expect(live.doc.isFullscreen()).toBe(true)
    await waitFor(() => expect(live.server.holdQuestion?.waiting()).toBe(true))
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(screen.getAllByRole("status").some((s) => s.textContent === "Loading the question…")).toBe(true)
    act(() => live.server.holdQuestion!.release())
    await findQuestion(QUESTIONS[0]!.text)
  })

  it("where fullscreen is refused, the interview still begins", async () => {
    live.doc.refuse = "Permissions check failed"
    await openInterview()
    click(button("Start Assessment"))
    await findQuestion(QUESTIONS[0]!.text)
    expect(live.doc.isFullscreen()).toBe(false)
  })

  it("an id that is not a number shows that the interview does not exist", async () => {
    const { renderApp } = await import("../app.tsx")
    renderApp("/interview/abc")
    await screen.findByRole("heading", { level: 1, name: "This interview does not exist" })
    expect(screen.getByRole("link", { name: "Back to Dashboard" }).getAttribute("href")).toBe("/dashboard")
  })
})

describe("live interview: the question read aloud", () => {
  it("reads the question with 'Google US English', Repeat Question off while reading, the circle moving 500 ms in", async () => {
    await openInterview()
    click(button("Start Assessment"))
    const heading = await findQuestion(QUESTIONS[0]!.text)
    expect(live.synthesis.spoken.map((u) => [u.text, u.voice?.name])).toEqual([[QUESTIONS[0]!.text, "Google US English"]])
    expect(button("Repeat Question").disabled).toBe(true)
    expect(document.querySelector("[data-speaking]")?.getAttribute("data-speaking")).toBe("false")
    await waitFor(() => expect(document.querySelector("[data-speaking]")?.getAttribute("data-speaking")).toBe("true"), 1500)
    // Keyboard and screen reader users start from the question.
    expect(document.activeElement).toBe(heading)
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Python Interview")
    act(() => live.synthesis.finish())
    await waitFor(() => expect(button("Repeat Question").disabled).toBe(false))
    expect(document.querySelector("[data-speaking]")?.getAttribute("data-speaking")).toBe("false")
    click(button("Repeat Question"))
    await waitFor(() => expect(live.synthesis.spoken).toHaveLength(2))
    expect(button("Repeat Question").disabled).toBe(true)
  })

  it("'Voice for Question Reading' lists each voice with its language; the choice reads the next question and is remembered", async () => {
    await started()
    const select = document.querySelector("select")!
    expect(select.labels?.[0]?.textContent).toBe("Voice for Question Reading")
    expect(Array.from(select.querySelectorAll("option")).map((o) => o.textContent)).toEqual([
      "Samantha (en-US)",
      "Google US English (en-US)",
      "Amélie (fr-CA)"
    ])
    expect(Array.from(select.querySelectorAll("optgroup")).map((g) => g.label)).toEqual(["English", "Other languages"])
    expect(select.value).toBe("Google US English")
    act(() => {
      select.value = "Samantha"
      select.dispatchEvent(new Event("change", { bubbles: true }))
    })
    await waitFor(() => expect(localStorage.getItem(VOICE_STORAGE_KEY)).toBe("Samantha"))
    click(button("Repeat Question"))
    await waitFor(() => expect(live.synthesis.spoken.at(-1)?.voice?.name).toBe("Samantha"))
  })

  it("the other fields of the question payload are drawn: progress, difficulty and topic", async () => {
    await started()
    expect(screen.getByRole("progressbar", { name: "Question 1 of 3" }).getAttribute("aria-valuenow")).toBe("0")
    expect(screen.getByText("Easy")).toBeTruthy()
    expect(screen.getByText("Python")).toBeTruthy()
  })
})

describe("live interview: answering", () => {
  it("the microphone listens in en-US, continuously, with interim results; what is heard fills 'Your response:'", async () => {
    await started()
    expect(screen.getByText("Your response:").tagName).toBe("LABEL")
    expect(transcriptBox().placeholder).toBe("Transcript will appear here...")
    const mic = screen.getAllByRole("button", { name: "Microphone" })[0]!
    expect(mic.getAttribute("aria-pressed")).toBe("false")
    click(mic)
    await waitFor(() => expect(recognition().state).toBe("listening"))
    expect([recognition().lang, recognition().continuous, recognition().interimResults]).toEqual(["en-US", true, true])
    await waitFor(() => expect(mic.getAttribute("aria-pressed")).toBe("true"))
    act(() => recognition().hear("A generator yields", false))
    // Shown beneath the transcript while still being heard (decorative: it is not the answer yet).
    await waitFor(() => expect(document.querySelector("[data-interim]")?.textContent).toBe("A generator yields"))
    act(() => recognition().hear("A generator yields values lazily.", true))
    await waitFor(() => expect(transcriptBox().value).toBe("A generator yields values lazily."))
    expect(screen.getByText("5 words")).toBeTruthy()
    click(mic)
    await waitFor(() => expect(mic.getAttribute("aria-pressed")).toBe("false"))
    await waitFor(() => expect(recognition().calls).toEqual(["start", "stop"]))
  })

  it("the Space key toggles the microphone, but types a space in the transcript", async () => {
    await started()
    keyDown(document.body, " ")
    await waitFor(() => expect(recognition().state).toBe("listening"))
    keyDown(questionHeading()!, " ")
    await waitFor(() => expect(recognition().calls).toEqual(["start", "stop"]))
    const made = recognition()
    focus(transcriptBox())
    keyDown(transcriptBox(), " ")
    // The interview's state changes in the same turn as a key that toggles it: read at once, not after a sleep.
    expect($liveInterview.get()?.listening).toBe(false)
    expect(recognition()).toBe(made)
  })

  it("a typed answer is submitted ('Submitting…' meanwhile), its feedback shown, then 'Next Question' reads the next one", async () => {
    live.server.holdSubmit = hold()
    await started()
    typeInto(transcriptBox(), "Generators yield values lazily.")
    click(button("Submit"))
    await waitFor(() => expect(button("Submitting…").disabled).toBe(true))
    expect(button("Skip").disabled).toBe(true)
    expect(transcriptBox().disabled).toBe(true)
    act(() => live.server.holdSubmit!.release())
    const feedback = await screen.findByRole("region", { name: "Feedback" })
    expect(within(feedback).getByRole("meter", { name: "Score" }).getAttribute("aria-valuenow")).toBe("84")
    expect(within(feedback).getByRole("img", { name: "Rating: 4 out of 5" })).toBeTruthy()
    expect(feedback.textContent).toContain("Covered: lazy evaluation.")
    // Typed, so no delivery facts.
    expect(within(feedback).queryByRole("group", { name: "Delivery" })).toBeNull()
    expect(document.activeElement).toBe(within(feedback).getByRole("heading", { name: "Feedback" }))
    expect(live.server.submissions).toEqual([
      { question: QUESTIONS[0]!.text, answer: "Generators yield values lazily.", questionId: QUESTIONS[0]!.id, status: "ANSWERED" }
    ])
    expect(screen.queryByRole("button", { name: "Submit" })).toBeNull()
    click(button("Next Question"))
    await findQuestion(QUESTIONS[1]!.text)
    expect(transcriptBox().value).toBe("")
    expect(screen.getByText("Question 2")).toBeTruthy()
  })

  it("a spoken answer is sent with its timing and its feedback shows the delivery facts", async () => {
    await started()
    click(screen.getAllByRole("button", { name: "Microphone" })[0]!)
    await waitFor(() => expect(recognition().state).toBe("listening"))
    await settle()
    act(() => recognition().hear("Um, a generator yields values lazily.", true))
    await waitFor(() => expect(transcriptBox().value).toBe("Um, a generator yields values lazily."))
    click(button("Submit"))
    const feedback = await screen.findByRole("region", { name: "Feedback" })
    const delivery = within(feedback).getByRole("group", { name: "Delivery" })
    expect(delivery.textContent).toContain("142 words per minute (steady)")
    expect(delivery.textContent).toContain("1: 'um' ×1")
    expect(live.server.submissions[0]?.timing).toMatchObject({ durationMs: expect.any(Number) })
  })

  it("Submit with nothing said asks 'No Response Recorded'; Continue Answering goes back to the answer", async () => {
    await started()
    const submit = button("Submit")
    focus(submit)
    click(submit)
    const asked = dialog("No Response Recorded")
    expect(asked.textContent).toContain("You haven't given an answer. Do you want to skip this question?")
    expect(document.activeElement).toBe(within(asked).getByRole("button", { name: "Continue Answering" }))
    click(within(asked).getByRole("button", { name: "Continue Answering" }))
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(document.activeElement).toBe(submit)
    expect(live.server.calls).toEqual(["details", "question"])
  })

  it("Skip with an empty answer asks first; 'Skip Question' sends SKIPPED and the next question follows 300 ms later", async () => {
    await started()
    click(button("Skip"))
    click(within(dialog("No Response Recorded")).getByRole("button", { name: "Skip Question" }))
    await waitFor(() => expect(live.server.submissions).toHaveLength(1))
    expect(live.server.submissions[0]).toMatchObject({ status: "SKIPPED", answer: "", questionId: QUESTIONS[0]!.id })
    await findQuestion(QUESTIONS[1]!.text)
  })

  it("Skip with an answer written skips at once, without the text", async () => {
    await started()
    typeInto(transcriptBox(), "Half an answer")
    click(button("Skip"))
    expect(screen.queryByRole("dialog")).toBeNull()
    await findQuestion(QUESTIONS[1]!.text)
    expect(live.server.submissions[0]).toMatchObject({ status: "SKIPPED", answer: "" })
  })
})

describe("live interview: ending and leaving", () => {
  it("'End it here and mark completed?': Cancel keeps going; End Interview shows 'Completing', then the report card", async () => {
    live.server.holdEnd = hold()
    const app = await started()
    click(button("End Interview"))
    const end = dialog("End it here and mark completed?")
    expect(end.textContent).toContain("All questions up to your last submitted answer are stored and the interview is marked completed.")
    expect(document.activeElement).toBe(within(end).getByRole("button", { name: "Cancel" }))
    // Tab stays inside the dialog: from its last control it wraps to its first.
    const controls = within(end).getAllByRole("button")
    focus(controls.at(-1)!)
    act(() => {
      document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab", bubbles: true, cancelable: true }))
    })
    expect(document.activeElement).toBe(controls[0])
    click(within(end).getByRole("button", { name: "Cancel" }))
    expect(screen.queryByRole("dialog")).toBeNull()
    click(button("End Interview"))
    click(within(dialog("End it here and mark completed?")).getByRole("button", { name: "End Interview" }))
    await waitFor(() => expect(within(dialog("End it here and mark completed?")).getByRole("button", { name: "Completing" }).hasAttribute("disabled")).toBe(true))
    act(() => live.server.holdEnd!.release())
    await findToast("Interview marked as completed!")
    await waitFor(() => expect(app.path()).toBe(`/results/${INTERVIEW_ID}`))
    expect(live.server.calls).toContain("end")
    expect(live.doc.isFullscreen()).toBe(false)
  })

  it("a failed end says 'Failed to mark interview as completed.' with the server's message, and the interview goes on", async () => {
    live.server.failEnd = "The interview store is unavailable."
    const app = await started()
    click(button("End Interview"))
    click(within(dialog("End it here and mark completed?")).getByRole("button", { name: "End Interview" }))
    await findToast("Failed to mark interview as completed. / The interview store is unavailable.")
    expect(app.path()).toBe(`/interview/${INTERVIEW_ID}`)
  })

  it("Resume Later leaves fullscreen, says the interview was saved and opens the In Progress tab, with reading stopped", async () => {
    const app = await openInterview()
    click(button("Start Assessment"))
    await findQuestion(QUESTIONS[0]!.text)
    click(button("Resume Later"))
    await waitFor(() => expect(app.path()).toBe("/dashboard"))
    await findToast("Interview saved / Every submitted answer is kept. Continue it from the In Progress tab.")
    await waitFor(() => expect(screen.getByRole("tab", { name: "In Progress" }).getAttribute("aria-selected")).toBe("true"))
    expect(live.doc.isFullscreen()).toBe(false)
    expect(live.synthesis.cancels).toBeGreaterThan(0)
    expect(live.server.calls.filter((c) => c.startsWith("end"))).toEqual([])
  })
})

describe("live interview: strikes", () => {
  it("each departure shows 'Warning' with 'Strike N of 3'; 'Return to Fullscreen' goes back; the third closes the interview after 1.5 s", async () => {
    const app = await started()
    act(() => {
      live.doc.hide()
      live.doc.dropFullscreen()
      live.doc.show()
    })
    const first = await screen.findByRole("dialog", { name: "Warning" })
    expect(first.textContent).toContain("Strike 1 of 3")
    expect(screen.getAllByText("Strikes: 1 of 3").length).toBeGreaterThan(0)
    click(within(first).getByRole("button", { name: "Return to Fullscreen" }))
    await waitFor(() => expect(live.doc.isFullscreen()).toBe(true))
    expect(screen.queryByRole("dialog")).toBeNull()

    act(() => live.doc.dropFullscreen())
    const second = await screen.findByRole("dialog", { name: "Warning" })
    expect(second.textContent).toContain("Strike 2 of 3")
    click(within(second).getByRole("button", { name: "Return to Fullscreen" }))
    await waitFor(() => expect(live.doc.isFullscreen()).toBe(true))

    act(() => {
      live.doc.hide()
      live.doc.show()
    })
    await waitFor(() => expect(dialog("Warning").textContent).toContain("You have reached 3 strikes. The interview is now closed."))
    expect(within(dialog("Warning")).queryByRole("button", { name: "Return to Fullscreen" })).toBeNull()
    expect(live.server.calls.filter((c) => c === "tab-switch")).toHaveLength(3)
    await findToast("Interview closed due to tab switching! / You switched tabs 3 times. The interview is now closed.")
    await waitFor(() => expect(app.path()).toBe(`/results/${INTERVIEW_ID}`))
    expect(live.server.calls).toContain("end:tab-switch")
  })

  it("a tab switch the server could not record says 'Tab Switch Error' with the server's message", async () => {
    live.server.failTabSwitch = "Strikes could not be saved."
    await started()
    act(() => {
      live.doc.hide()
      live.doc.show()
    })
    await findToast("Tab Switch Error / Strikes could not be saved.")
    expect(dialog("Warning").textContent).toContain("Strike 1 of 3")
  })
})

describe("live interview: when there is no question to answer", () => {
  it("a failed fetch: 'Error' with the server's message, 'No question available.' and Retry", async () => {
    live.server.nextQuestion = "fail"
    await openInterview()
    click(button("Start Assessment"))
    await findToast("Error / The question service is down.")
    const banner = await screen.findByText("No question available.")
    expect(banner.closest("[role='alert']")).not.toBeNull()
    expect(button("Submit").disabled).toBe(true)
    click(button("Retry"))
    await findQuestion(QUESTIONS[0]!.text)
  })

  it("no more questions: 'No more questions available. You can end the interview here.' with End Interview", async () => {
    live.server.nextQuestion = "none-left"
    await openInterview()
    click(button("Start Assessment"))
    await screen.findByText("No more questions available. You can end the interview here.")
    const ends = screen.getAllByRole("button", { name: "End Interview" })
    click(ends[0]!)
    expect(dialog("End it here and mark completed?")).toBeTruthy()
  })

  it("a failed submission: 'Interview Ended'; only End Interview and Resume Later remain", async () => {
    live.server.failSubmit = true
    await started()
    typeInto(transcriptBox(), "An answer")
    click(button("Submit"))
    await findToast("Interview Ended / Interview has ended or question limit reached.")
    await waitFor(() => expect(button("Submit").disabled).toBe(true))
    expect(button("Skip").disabled).toBe(true)
    expect(screen.getAllByRole("alert").some((a) => a.textContent?.includes("Interview Ended."))).toBe(true)
    expect(button("End Interview").disabled).toBe(false)
    expect(button("Resume Later").disabled).toBe(false)
  })
})

describe("live interview: speech recognition messages (spec §8)", () => {
  it("a recognition that cannot start: 'Could not start listening. Please try again.'", async () => {
    await started()
    const { FakeRecognition } = await import("../../adapters/browser/fakes.ts")
    FakeRecognition.control.refuseStart = "InvalidStateError"
    click(screen.getAllByRole("button", { name: "Microphone" })[0]!)
    await findToast("Could not start listening. Please try again.")
    expect(screen.getAllByRole("button", { name: "Microphone" })[0]!.getAttribute("aria-pressed")).toBe("false")
  })

  it("a recognition error: 'Error: {code}', and for a blocked microphone what to do about it", async () => {
    await started()
    click(screen.getAllByRole("button", { name: "Microphone" })[0]!)
    await waitFor(() => expect(recognition().state).toBe("listening"))
    act(() => recognition().fail("not-allowed"))
    await findToast("Error: not-allowed / Microphone access is blocked: allow it in the address bar, or type your answer.")
    click(screen.getAllByRole("button", { name: "Microphone" })[0]!)
    await waitFor(() => expect(recognition().state).toBe("listening"))
    act(() => recognition().fail("aborted"))
    await findToast("Error: aborted")
  })
})
