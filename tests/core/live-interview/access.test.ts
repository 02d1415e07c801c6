/** What the server says before Start, as the machine reads it: a finished or missing interview, and typing chosen. */
import { describe, expect, it } from "vitest"
import { can, initialState, transition } from "../../../core/live-interview/machine.ts"
import type { Event, LiveInterviewState } from "../../../core/live-interview/machine.ts"

const drive = (events: ReadonlyArray<Event>): LiveInterviewState =>
  events.reduce((s, e) => transition(s, e)[0], initialState(7))

describe("before Start", () => {
  it("a finished or missing interview offers no Start and asks for no fullscreen", () => {
    for (const access of ["finished", "missing"] as const) {
      const s = drive([{ _tag: "Opened", recognitionSupported: true, access }])
      expect(s.dialog).toBeNull()
      expect(can(s, { _tag: "Begin" })).toBe(false)
      expect(transition(s, { _tag: "Begin" })[1]).toEqual([])
    }
  })

  it("with typing chosen, the microphone never listens, even where the browser could", () => {
    const s = drive([
      { _tag: "Opened", recognitionSupported: true, answerMode: "text", title: "Python Interview" },
      { _tag: "Begin" },
      { _tag: "FullscreenEntered" },
      { _tag: "QuestionLoaded", serial: 1, question: { id: 1, text: "Why?", fields: [] } },
      { _tag: "ReadingFinished", reading: 1 }
    ])
    expect(s).toMatchObject({ stage: "running", questionStatus: "ready", answerMode: "text", title: "Python Interview" })
    expect(can(s, { _tag: "ListeningToggled" })).toBe(false)
    expect(transition(s, { _tag: "ListeningToggled" })[1]).toEqual([])
  })
})
