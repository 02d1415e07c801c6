/** The live interview's transition function, rule by rule (spec §4 "Live interview flow", "Strikes", §5, §8). */
import { describe, expect, it } from "vitest"
import { can, controlsOf, initialState, transition } from "../../../core/live-interview/machine.ts"
import { answeringState, drive, feedbackFor, INTERVIEW_ID, liveQuestion, tags, toastsIn } from "./support.ts"

describe("starting (spec §4 step 1)", () => {
  it("opens at the 'Start Assessment' dialog and loads the voices", () => {
    const { state, commands } = drive([{ _tag: "Opened", recognitionSupported: true }])
    expect(state).toMatchObject({ stage: "ready", dialog: "start", questionNumber: 1 })
    expect(tags(commands)).toEqual(["LoadVoices"])
  })

  it("the start button requests fullscreen, and then the first question is fetched", () => {
    const started = drive([{ _tag: "Begin" }])
    expect(started.state).toMatchObject({ stage: "starting", dialog: null })
    expect(tags(started.commands)).toEqual(["EnterFullscreen"])
    const entered = drive([{ _tag: "FullscreenEntered" }], started.state)
    expect(entered.state).toMatchObject({ stage: "running", questionStatus: "loading" })
    expect(entered.commands).toEqual([{ _tag: "FetchQuestion", serial: 1 }])
  })

  it("begins even where fullscreen is refused (a terminal has none)", () => {
    const { state, commands } = drive([{ _tag: "Begin" }, { _tag: "FullscreenRefused" }])
    expect(state.stage).toBe("running")
    expect(tags(commands)).toEqual(["EnterFullscreen", "FetchQuestion"])
  })
})

describe("reading the question aloud (spec §2, §4 step 2)", () => {
  const loaded = () =>
    drive([{ _tag: "Begin" }, { _tag: "FullscreenEntered" }, { _tag: "QuestionLoaded", serial: 1, question: liveQuestion() }])

  it("the question is read aloud as soon as it arrives, with the animation asked for 500 ms later", () => {
    const { state, commands } = loaded()
    expect(state).toMatchObject({ questionStatus: "ready", reading: true, speakingAnimation: false })
    expect(commands.slice(-2)).toEqual([
      { _tag: "Speak", text: "What does a Python generator do?", voice: null, reading: 1 },
      { _tag: "After", ms: 500, event: { _tag: "AnimationDue", reading: 1 } }
    ])
  })

  it("the animated circle shows when the 500 ms are up and stops when reading ends", () => {
    const animated = drive([{ _tag: "AnimationDue", reading: 1 }], loaded().state).state
    expect(animated.speakingAnimation).toBe(true)
    const done = drive([{ _tag: "ReadingFinished", reading: 1 }], animated).state
    expect(done).toMatchObject({ reading: false, speakingAnimation: false })
  })

  it("a reading shorter than 500 ms never shows the animation", () => {
    const { state } = drive([{ _tag: "ReadingFinished", reading: 1 }, { _tag: "AnimationDue", reading: 1 }], loaded().state)
    expect(state.speakingAnimation).toBe(false)
  })

  it("'Repeat Question' is disabled while reading, and reads again afterwards", () => {
    expect(controlsOf(loaded().state).canRepeat).toBe(false)
    const ready = answeringState()
    expect(controlsOf(ready).canRepeat).toBe(true)
    const [again, commands] = transition(ready, { _tag: "RepeatRequested" })
    expect(again).toMatchObject({ reading: true, readingSerial: 2 })
    expect(tags(commands)).toEqual(["Speak", "After"])
    // The first reading's late timer is not the second reading's.
    expect(transition(again, { _tag: "AnimationDue", reading: 1 })[0].speakingAnimation).toBe(false)
  })

  it("the preferred voice is 'Google US English', else the first; a chosen voice is remembered", () => {
    const voices = [{ name: "Alex", lang: "en-GB" }, { name: "Google US English", lang: "en-US" }]
    expect(drive([{ _tag: "VoicesLoaded", voices, saved: null }]).state.voice?.name).toBe("Google US English")
    expect(drive([{ _tag: "VoicesLoaded", voices: voices.slice(0, 1), saved: null }]).state.voice?.name).toBe("Alex")
    expect(drive([{ _tag: "VoicesLoaded", voices, saved: "Alex" }]).state.voice?.name).toBe("Alex")
    const chosen = drive([{ _tag: "VoicesLoaded", voices, saved: null }, { _tag: "VoiceChosen", name: "Alex" }])
    expect(chosen.state.voice?.name).toBe("Alex")
    expect(chosen.commands).toEqual([{ _tag: "SaveVoice", name: "Alex" }])
  })
})

describe("answering by speech or by text (spec §4 step 2)", () => {
  it("the microphone starts en-US recognition; interim text shows until the final text replaces it", () => {
    const listening = drive([{ _tag: "ListeningToggled" }], answeringState())
    expect(listening.commands).toEqual([{ _tag: "StartListening" }])
    const { state } = drive([
      { _tag: "RecognitionStarted", at: 1000 },
      { _tag: "Heard", text: "it yields", final: false, at: 1500 },
      { _tag: "Heard", text: "It yields values lazily.", final: true, at: 2500 },
      { _tag: "Heard", text: "one at", final: false, at: 3000 }
    ], listening.state)
    expect(state).toMatchObject({ transcript: "It yields values lazily.", interim: "one at", listening: true })
  })

  it("toggling again stops listening", () => {
    const { state, commands } = drive([{ _tag: "ListeningToggled" }, { _tag: "ListeningToggled" }], answeringState())
    expect(state.listening).toBe(false)
    expect(tags(commands)).toEqual(["StartListening", "StopListening"])
  })

  it("typing replaces the transcript", () => {
    const { state } = drive([{ _tag: "TranscriptEdited", text: "A generator yields lazily." }], answeringState())
    expect(state.transcript).toBe("A generator yields lazily.")
  })

  it("'Speech recognition not supported in this browser' where there is none", () => {
    const [state, commands] = transition(answeringState(undefined, false), { _tag: "ListeningToggled" })
    expect(state.listening).toBe(false)
    expect(toastsIn(commands).map((t) => t.title)).toEqual(["Speech recognition not supported in this browser"])
  })

  it("'Could not start listening. Please try again.' and 'Error: {code}'", () => {
    const listening = drive([{ _tag: "ListeningToggled" }], answeringState()).state
    const failed = drive([{ _tag: "RecognitionFailed", code: "not-allowed", starting: true }], listening)
    expect(failed.state.listening).toBe(false)
    expect(toastsIn(failed.commands).map((t) => t.title)).toEqual(["Could not start listening. Please try again."])
    const erred = drive([{ _tag: "RecognitionFailed", code: "network", starting: false }], listening)
    expect(toastsIn(erred.commands).map((t) => t.title)).toEqual(["Error: network"])
  })

  it("the spoken answer's timing goes with an ANSWERED submission", () => {
    const { commands } = drive([
      { _tag: "ListeningToggled" },
      { _tag: "RecognitionStarted", at: 10_000 },
      { _tag: "Heard", text: "A generator", final: false, at: 11_000 },
      { _tag: "Heard", text: "A generator yields values.", final: true, at: 13_000 },
      { _tag: "Heard", text: "Lazily.", final: false, at: 15_000 },
      { _tag: "Heard", text: "Lazily.", final: true, at: 15_500 },
      { _tag: "SubmitRequested" }
    ], answeringState())
    const submitted = commands.find((c) => c._tag === "SubmitAnswer")
    expect(submitted).toMatchObject({
      submission: {
        answer: "A generator yields values. Lazily.",
        status: "ANSWERED",
        timing: {
          durationMs: 5500,
          segments: [
            { text: "A generator yields values.", startMs: 1000, endMs: 3000 },
            { text: "Lazily.", startMs: 5000, endMs: 5500 }
          ]
        }
      }
    })
    expect(tags(commands)).toContain("StopListening")
  })

  it("a typed answer goes without timing", () => {
    const { commands } = drive([{ _tag: "TranscriptEdited", text: "Typed." }, { _tag: "SubmitRequested" }], answeringState())
    const submitted = commands.find((c) => c._tag === "SubmitAnswer")
    expect(submitted).toEqual({
      _tag: "SubmitAnswer",
      serial: 1,
      submission: { question: "What does a Python generator do?", answer: "Typed.", questionId: 11, status: "ANSWERED" }
    })
  })
})

describe("submitting (spec §4 steps 3–5, §5 'Interview answer')", () => {
  const typed = (text: string) => drive([{ _tag: "TranscriptEdited", text }], answeringState()).state

  it("a blank answer is not sent: 'No Response Recorded' is raised instead", () => {
    const [state, commands] = transition(typed("  \n "), { _tag: "SubmitRequested" })
    expect(state.dialog).toBe("no-response")
    expect(commands).toEqual([])
  })

  it("'Continue Answering' closes the dialog; 'Skip Question' skips", () => {
    const asked = transition(typed(""), { _tag: "SubmitRequested" })[0]
    expect(transition(asked, { _tag: "ContinueAnswering" })[0].dialog).toBeNull()
    const [skipping, commands] = transition(asked, { _tag: "SkipConfirmed" })
    expect(skipping).toMatchObject({ dialog: null, busy: "skipping" })
    expect(commands).toMatchObject([{ _tag: "SubmitAnswer", submission: { status: "SKIPPED", answer: "" } }])
  })

  it("submit and skip are disabled while busy", () => {
    const busy = transition(typed("An answer."), { _tag: "SubmitRequested" })[0]
    expect(busy.busy).toBe("submitting")
    expect(controlsOf(busy)).toMatchObject({ canSubmit: false, canSkip: false })
    expect(transition(busy, { _tag: "SubmitRequested" })).toEqual([busy, []])
    expect(transition(busy, { _tag: "SkipRequested" })).toEqual([busy, []])
  })

  it("a non-empty data list is kept and shown as feedback; Next then advances", () => {
    const busy = transition(typed("An answer."), { _tag: "SubmitRequested" })[0]
    const [shown] = transition(busy, { _tag: "AnswerRecorded", serial: 1, status: "ANSWERED", feedback: [feedbackFor(11)] })
    expect(shown).toMatchObject({ busy: null, feedback: feedbackFor(11), questionNumber: 1 })
    expect(controlsOf(shown)).toMatchObject({ canNext: true, canSubmit: false, canSkip: false })
    const [advanced, commands] = transition(shown, { _tag: "NextRequested" })
    expect(advanced).toMatchObject({ questionNumber: 2, transcript: "", feedback: null, question: null, questionStatus: "loading" })
    expect(commands).toEqual([{ _tag: "FetchQuestion", serial: 2 }])
  })

  it("an empty data list advances at once: the counter goes up, answer, feedback and question are cleared, the next is fetched", () => {
    const busy = transition(typed("An answer."), { _tag: "SubmitRequested" })[0]
    const [advanced, commands] = transition(busy, { _tag: "AnswerRecorded", serial: 1, status: "ANSWERED", feedback: [] })
    expect(advanced).toMatchObject({ questionNumber: 2, transcript: "", interim: "", feedback: null, question: null })
    expect(commands).toEqual([{ _tag: "FetchQuestion", serial: 2 }])
  })

  it("a failed submit ends the interview: 'Interview Ended: Interview has ended or question limit reached.'", () => {
    const busy = transition(typed("An answer."), { _tag: "SubmitRequested" })[0]
    const [ended, commands] = transition(busy, { _tag: "SubmitFailed", serial: 1, message: "This interview is already completed." })
    expect(ended).toMatchObject({ ended: true, busy: null })
    expect(toastsIn(commands)).toEqual([
      { title: "Interview Ended", description: "Interview has ended or question limit reached.", variant: "error" }
    ])
    expect(controlsOf(ended)).toMatchObject({ canSubmit: false, canSkip: false, canEnd: true, canResumeLater: true })
  })
})

describe("skipping (spec §4 step 6, 'Skip on empty answer')", () => {
  it("skipping with an empty answer asks for confirmation", () => {
    const [state, commands] = transition(answeringState(), { _tag: "SkipRequested" })
    expect(state.dialog).toBe("no-response")
    expect(commands).toEqual([])
  })

  it("skipping with text submits SKIPPED without the text, and advances 300 ms after the answer is recorded", () => {
    const typed = drive([{ _tag: "TranscriptEdited", text: "Half an answer" }], answeringState()).state
    const [skipping, commands] = transition(typed, { _tag: "SkipRequested" })
    expect(commands).toEqual([{
      _tag: "SubmitAnswer",
      serial: 1,
      submission: { question: "What does a Python generator do?", answer: "", questionId: 11, status: "SKIPPED" }
    }])
    const [waiting, timers] = transition(skipping, { _tag: "AnswerRecorded", serial: 1, status: "SKIPPED", feedback: [] })
    expect(waiting).toMatchObject({ busy: "advancing", questionNumber: 1 })
    expect(timers).toEqual([{ _tag: "After", ms: 300, event: { _tag: "AdvanceDue", serial: 1 } }])
    const [advanced] = transition(waiting, { _tag: "AdvanceDue", serial: 1 })
    expect(advanced).toMatchObject({ questionNumber: 2, transcript: "", busy: null, questionStatus: "loading" })
  })
})

describe("questions running out or failing (spec §4 step 7, §8)", () => {
  const loading = drive([{ _tag: "Begin" }, { _tag: "FullscreenEntered" }]).state

  it("no question left shows 'No more questions available. You can end the interview here.'", () => {
    const { state } = drive([{ _tag: "NoQuestionLeft", serial: 1, message: "No more questions available. You can end the interview here." }], loading)
    expect(state).toMatchObject({ questionStatus: "none-left", notice: "No more questions available. You can end the interview here." })
    expect(controlsOf(state)).toMatchObject({ canSubmit: false, canSkip: false, canEnd: true })
  })

  it("a failed fetch shows 'Error' with the server's message, else 'Failed to fetch question.', the placeholder and a retry", () => {
    const failed = drive([{ _tag: "QuestionFailed", serial: 1, message: "The server answered 500." }], loading)
    expect(failed.state).toMatchObject({ questionStatus: "failed", notice: "No question available." })
    expect(toastsIn(failed.commands)).toEqual([{ title: "Error", description: "The server answered 500.", variant: "error" }])
    expect(toastsIn(drive([{ _tag: "QuestionFailed", serial: 1, message: "" }], loading).commands)[0]?.description).toBe(
      "Failed to fetch question."
    )
    const [retrying, commands] = transition(failed.state, { _tag: "RetryRequested" })
    expect(retrying.questionStatus).toBe("loading")
    expect(commands).toEqual([{ _tag: "FetchQuestion", serial: 2 }])
  })

  it("an answer to an earlier fetch is ignored", () => {
    const retried = drive([{ _tag: "QuestionFailed", serial: 1, message: "" }, { _tag: "RetryRequested" }], loading).state
    expect(can(retried, { _tag: "QuestionLoaded", serial: 1, question: liveQuestion() })).toBe(false)
    expect(can(retried, { _tag: "QuestionLoaded", serial: 2, question: liveQuestion() })).toBe(true)
  })
})

describe("ending early (spec §2 dialog, §4 step 9)", () => {
  it("'End Interview' asks first; Cancel closes the dialog", () => {
    const [asking] = transition(answeringState(), { _tag: "EndRequested" })
    expect(asking.dialog).toBe("end")
    expect(transition(asking, { _tag: "EndCancelled" })[0].dialog).toBeNull()
  })

  it("confirming shows 'Completing', calls end-interview, then 'Interview marked as completed!' and the results", () => {
    const { state, commands } = drive([{ _tag: "EndRequested" }, { _tag: "EndConfirmed" }], answeringState())
    expect(state.completing).toBe(true)
    expect(commands).toEqual([{ _tag: "EndInterview", isTabSwitch: false }])
    expect(can(state, { _tag: "EndCancelled" })).toBe(false)
    const [done, after] = transition(state, { _tag: "InterviewEnded", isTabSwitch: false, message: "Interview marked as completed!" })
    expect(done.stage).toBe("finished")
    expect(after).toEqual([
      { _tag: "Toast", toast: { title: "Interview marked as completed!", variant: "success" } },
      { _tag: "ExitFullscreen" },
      { _tag: "Navigate", path: `/results/${INTERVIEW_ID}` }
    ])
  })

  it("a failed end says 'Failed to mark interview as completed.' and keeps the dialog open", () => {
    const completing = drive([{ _tag: "EndRequested" }, { _tag: "EndConfirmed" }], answeringState()).state
    const [state, commands] = transition(completing, { _tag: "EndFailed", isTabSwitch: false, status: 0, message: "Could not reach the server." })
    expect(state).toMatchObject({ completing: false, dialog: "end", stage: "running" })
    expect(toastsIn(commands)).toEqual([{
      title: "Failed to mark interview as completed.",
      description: "Something went wrong while completing the interview.",
      variant: "error"
    }])
  })
})

describe("strikes (spec §4 'Strikes')", () => {
  it("each violation records a tab switch and shows the Warning 'Strike N of 3' until 'Return to Fullscreen'", () => {
    const [warned, commands] = transition(answeringState(), { _tag: "ViolationDetected", violation: "hidden-tab" })
    expect(warned.warning).toEqual({ count: 1, closed: false })
    expect(commands).toEqual([{ _tag: "RecordTabSwitch" }])
    expect(controlsOf(warned)).toMatchObject({ canSubmit: false, canSkip: false })
    const [back, again] = transition(warned, { _tag: "ReturnToFullscreenRequested" })
    expect(back.warning).toBeNull()
    expect(again).toEqual([{ _tag: "EnterFullscreen" }])
  })

  it("the third strike closes the interview 1500 ms later via end-interview with the tab-switch flag", () => {
    const listening = drive([{ _tag: "ListeningToggled" }], answeringState()).state
    const third = drive([
      { _tag: "ViolationDetected", violation: "hidden-tab" },
      { _tag: "ReturnToFullscreenRequested" },
      { _tag: "ViolationDetected", violation: "minimised" },
      { _tag: "ViolationDetected", violation: "fullscreen-exit" }
    ], listening)
    expect(third.state).toMatchObject({ stage: "closing", warning: { count: 3, closed: true }, listening: false })
    expect(third.commands.slice(-3)).toEqual([
      { _tag: "RecordTabSwitch" },
      { _tag: "StopListening" },
      { _tag: "After", ms: 1500, event: { _tag: "CloseDue" } }
    ])
    expect(can(third.state, { _tag: "ReturnToFullscreenRequested" })).toBe(false)
    const [closing, end] = transition(third.state, { _tag: "CloseDue" })
    expect(end).toEqual([{ _tag: "EndInterview", isTabSwitch: true }])
    const [done, after] = transition(closing, { _tag: "InterviewEnded", isTabSwitch: true, message: "Interview closed." })
    expect(done.stage).toBe("finished")
    expect(after).toEqual([
      {
        _tag: "Toast",
        toast: { title: "Interview closed due to tab switching!", description: "You switched tabs 3 times. The interview is now closed.", variant: "info" }
      },
      { _tag: "ExitFullscreen" },
      { _tag: "Navigate", path: `/results/${INTERVIEW_ID}` }
    ])
  })

  it("a failed record says 'Tab Switch Error' with the server's message, else 'Failed to record tab switch.'", () => {
    const warned = transition(answeringState(), { _tag: "ViolationDetected", violation: "hidden-tab" })[0]
    expect(toastsIn(transition(warned, { _tag: "TabSwitchFailed", message: "Not found." })[1])).toEqual([
      { title: "Tab Switch Error", description: "Not found.", variant: "error" }
    ])
    expect(toastsIn(transition(warned, { _tag: "TabSwitchFailed", message: "" })[1])[0]?.description).toBe("Failed to record tab switch.")
  })

  it("the server's count raises ours: a resumed interview remembers its earlier strikes", () => {
    const { state } = drive([
      { _tag: "ViolationDetected", violation: "hidden-tab" },
      { _tag: "TabSwitchRecorded", totalTabSwitches: 3, closed: true }
    ], answeringState())
    expect(state).toMatchObject({ stage: "closing", strikes: { count: 3, closed: true } })
  })
})

describe("Resume Later and leaving (spec §2, §4 step 10)", () => {
  it("Resume Later exits fullscreen, confirms the interview was saved and opens the dashboard's In Progress tab", () => {
    const [state, commands] = transition(answeringState(), { _tag: "ResumeLaterRequested" })
    expect(state.stage).toBe("left")
    expect(commands).toEqual([
      { _tag: "Toast", toast: { title: "Interview saved", description: "Every submitted answer is kept. Continue it from the In Progress tab.", variant: "success" } },
      { _tag: "ExitFullscreen" },
      { _tag: "Navigate", path: "/dashboard?tab=in-progress" }
    ])
  })

  it("leaving exits fullscreen and stops reading and listening", () => {
    const busy = drive([{ _tag: "RepeatRequested" }, { _tag: "ListeningToggled" }], answeringState()).state
    const [state, commands] = transition(busy, { _tag: "Left" })
    expect(state).toMatchObject({ stage: "left", reading: false, listening: false })
    expect(commands).toEqual([{ _tag: "StopListening" }, { _tag: "CancelSpeech" }, { _tag: "ExitFullscreen" }])
  })

  it("nothing happens after the interview is over", () => {
    const left = transition(initialState(INTERVIEW_ID), { _tag: "Left" })[0]
    expect(transition(left, { _tag: "Begin" })).toEqual([left, []])
    expect(transition(left, { _tag: "ViolationDetected", violation: "hidden-tab" })).toEqual([left, []])
  })
})
