/**
 * The live interview in a browser without SpeechRecognition (Firefox): it says so once, beside the transcript,
 * shows no microphone, leaves the Space key alone, and a typed answer goes through as usual.
 */
import { act } from "react"
import { describe, expect, it } from "vitest"
import { click, keyDown, screen, waitFor, within } from "../dom.tsx"
import { button, findQuestion, openInterview, QUESTIONS, transcriptBox, useLiveInterview } from "./kit.tsx"

const live = useLiveInterview({ recognition: false })

describe("live interview without speech recognition (Firefox)", () => {
  it("says 'Speech recognition not supported in this browser' once and keeps typing fully available", async () => {
    await openInterview()
    expect(screen.getByRole("dialog", { name: "Start Assessment" }).textContent).toContain(
      "Speech recognition is not supported in this browser, so you will type your answers."
    )
    click(button("Start Assessment"))
    await findQuestion(QUESTIONS[0]!.text)
    const notes = screen.getAllByRole("note")
    expect(notes).toHaveLength(1)
    expect(notes[0]!.textContent).toContain("Speech recognition not supported in this browser.")
    expect(screen.queryAllByRole("button", { name: "Microphone" })).toEqual([])
    keyDown(document.body, " ")
    expect(screen.queryAllByRole("alert")).toEqual([])

    act(() => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set?.call(transcriptBox(), "Typed all the way.")
      transcriptBox().dispatchEvent(new Event("input", { bubbles: true }))
    })
    click(button("Submit"))
    const feedback = await screen.findByRole("region", { name: "Feedback" })
    expect(within(feedback).getByRole("meter", { name: "Score" })).toBeTruthy()
    await waitFor(() => expect(live.server.submissions).toHaveLength(1))
    expect(live.server.submissions[0]).toMatchObject({ answer: "Typed all the way.", status: "ANSWERED" })
    expect(live.server.submissions[0]?.timing).toBeUndefined()
  })
})
