/** Properties of the transition function over arbitrary event sequences (STYLE.md "Pure rules, property-tested"). */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  can,
  type Command,
  type Event,
  initialState,
  type LiveInterviewState,
  transition
} from "../../../core/live-interview/machine.ts"
import { MAX_STRIKES } from "../../../core/live-interview/StrikePolicy.ts"
import { VIOLATIONS } from "../../../core/ports/Proctor.ts"
import { feedbackFor, INTERVIEW_ID, liveQuestion } from "./support.ts"

// Repeated entries are drawn more often: returning to fullscreen and closing dialogs keep runs going.
const USER_EVENTS: ReadonlyArray<Event> = [
  { _tag: "Begin" },
  { _tag: "ListeningToggled" },
  { _tag: "ListeningToggled" },
  { _tag: "SubmitRequested" },
  { _tag: "SubmitRequested" },
  { _tag: "SkipRequested" },
  { _tag: "SkipRequested" },
  { _tag: "SkipConfirmed" },
  { _tag: "ContinueAnswering" },
  { _tag: "ContinueAnswering" },
  { _tag: "NextRequested" },
  { _tag: "NextRequested" },
  { _tag: "RepeatRequested" },
  { _tag: "RetryRequested" },
  { _tag: "EndRequested" },
  { _tag: "EndCancelled" },
  { _tag: "EndCancelled" },
  { _tag: "EndConfirmed" },
  { _tag: "ReturnToFullscreenRequested" },
  { _tag: "ReturnToFullscreenRequested" },
  { _tag: "ReturnToFullscreenRequested" }
]

/**
 * One step of a run: something the user does, something the ports report (speech, violations), the answer to
 * one of the commands still waiting (in any order, succeeding or failing), or a stray result from an earlier
 * moment. Answers are drawn from what was really asked, so runs go deep: questions, feedback, skips, strikes.
 */
type Action =
  | { readonly _tag: "Do"; readonly event: Event }
  | { readonly _tag: "Speak"; readonly text: string; readonly final: boolean }
  | { readonly _tag: "Answer"; readonly pick: number; readonly outcome: number }
  | { readonly _tag: "Stray"; readonly make: (state: LiveInterviewState) => Event }

const answerText = fc.constantFrom("", "   ", "A generator yields values lazily.", "um")

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 90, arbitrary: fc.constantFrom(...USER_EVENTS).map((event): Action => ({ _tag: "Do", event })) },
  { weight: 18, arbitrary: answerText.map((text): Action => ({ _tag: "Do", event: { _tag: "TranscriptEdited", text } })) },
  { weight: 18, arbitrary: fc.record({ text: answerText, final: fc.boolean() }).map((r): Action => ({ _tag: "Speak", ...r })) },
  { weight: 90, arbitrary: fc.record({ pick: fc.nat(), outcome: fc.nat(9) }).map((r): Action => ({ _tag: "Answer", ...r })) },
  { weight: 4, arbitrary: fc.constantFrom(...VIOLATIONS).map((violation): Action => ({ _tag: "Do", event: { _tag: "ViolationDetected", violation } })) },
  {
    weight: 10,
    arbitrary: fc.constantFrom<(s: LiveInterviewState) => Event>(
      (s) => ({ _tag: "QuestionLoaded", serial: s.serial - 1, question: liveQuestion(99) }),
      (s) => ({ _tag: "AnswerRecorded", serial: s.serial - 1, status: "ANSWERED", feedback: [feedbackFor(99)] }),
      (s) => ({ _tag: "AdvanceDue", serial: s.serial - 1 }),
      (s) => ({ _tag: "AnimationDue", reading: s.readingSerial - 1 }),
      () => ({ _tag: "FullscreenEntered" }),
      () => ({ _tag: "CloseDue" }),
      () => ({ _tag: "RecognitionEnded" }),
      () => ({ _tag: "TabSwitchRecorded", totalTabSwitches: 3, closed: true }),
      () => ({ _tag: "InterviewEnded", isTabSwitch: true, message: "" }),
      () => ({ _tag: "InterviewEnded", isTabSwitch: false, message: "" }),
      () => ({ _tag: "VoiceChosen", name: "Alex" }),
      () => ({ _tag: "Opened", recognitionSupported: false })
    ).map((make): Action => ({ _tag: "Stray", make }))
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Event>({ _tag: "Left" }, { _tag: "ResumeLaterRequested" }).map((event): Action => ({ _tag: "Do", event }))
  }
)

/** What the ports and the server would answer to `command`; `outcome` (0–9) picks success or failure. */
const answerTo = (command: Command, outcome: number, world: { strikes: number; at: number }): Event | null => {
  const fails = outcome >= 8
  switch (command._tag) {
    case "LoadVoices":
      return { _tag: "VoicesLoaded", voices: [{ name: "Alex", lang: "en-GB" }, { name: "Google US English", lang: "en-US" }], saved: null }
    case "EnterFullscreen":
      return fails ? { _tag: "FullscreenRefused" } : { _tag: "FullscreenEntered" }
    case "FetchQuestion":
      return outcome === 9
        ? { _tag: "QuestionFailed", serial: command.serial, message: "" }
        : outcome === 8
        ? { _tag: "NoQuestionLeft", serial: command.serial, message: "No more questions available. You can end the interview here." }
        : { _tag: "QuestionLoaded", serial: command.serial, question: liveQuestion(100 + command.serial) }
    case "Speak":
      return { _tag: "ReadingFinished", reading: command.reading }
    case "After":
      return command.event
    case "StartListening":
      return outcome === 9 ? { _tag: "RecognitionFailed", code: "not-allowed", starting: true } : { _tag: "RecognitionStarted", at: world.at }
    case "StopListening":
      return { _tag: "RecognitionEnded" }
    case "SubmitAnswer":
      return fails
        ? { _tag: "SubmitFailed", serial: command.serial, message: "" }
        : {
          _tag: "AnswerRecorded",
          serial: command.serial,
          status: command.submission.status,
          feedback: command.submission.status === "ANSWERED" && outcome < 6 ? [feedbackFor(command.submission.questionId)] : []
        }
    case "RecordTabSwitch":
      if (outcome === 9) return { _tag: "TabSwitchFailed", message: "" }
      world.strikes = Math.min(3, world.strikes + 1)
      return { _tag: "TabSwitchRecorded", totalTabSwitches: world.strikes, closed: world.strikes >= 3 }
    case "EndInterview":
      return outcome === 9
        ? { _tag: "EndFailed", isTabSwitch: command.isTabSwitch, status: 500, message: "" }
        : { _tag: "InterviewEnded", isTabSwitch: command.isTabSwitch, message: "Interview marked as completed!" }
    default:
      return null
  }
}

interface Visit {
  readonly before: LiveInterviewState
  readonly event: Event
  readonly after: LiveInterviewState
  readonly commands: ReadonlyArray<Command>
}

/** Where a run starts: the start dialog (which every interview passes), or just after fullscreen was entered. */
const START: ReadonlyArray<Event> = [{ _tag: "Opened", recognitionSupported: true }]
const BEGUN: ReadonlyArray<Event> = [...START, { _tag: "Begin" }, { _tag: "FullscreenEntered" }]

/** Runs the actions, recording each step; steps with nothing to do are left out. */
const run = ([prefix, actions]: readonly [ReadonlyArray<Event>, ReadonlyArray<Action>]): Array<Visit> => {
  const pending: Array<Command> = []
  const world = { strikes: 0, at: 0 }
  const visits: Array<Visit> = []
  let state = prefix.reduce((s, e) => {
    const [next, commands] = transition(s, e)
    pending.push(...commands)
    return next
  }, initialState(INTERVIEW_ID))
  for (const act of actions) {
    world.at += 250
    let event: Event | null
    if (act._tag === "Do") event = act.event
    else if (act._tag === "Speak") event = { _tag: "Heard", text: act.text, final: act.final, at: world.at }
    else if (act._tag === "Stray") event = act.make(state)
    else {
      const [command] = pending.length === 0 ? [] : pending.splice(act.pick % pending.length, 1)
      event = command === undefined ? null : answerTo(command, act.outcome, world)
    }
    if (event === null) continue
    const [after, commands] = transition(state, event)
    visits.push({ before: state, event, after, commands })
    pending.push(...commands)
    state = after
  }
  return visits
}

const sequences = fc.tuple(
  fc.constantFrom(START, BEGUN, BEGUN),
  fc.array(action, { minLength: 1, maxLength: 150, size: "max" })
)
const RUNS = { numRuns: 400 }
const allCommands = (visits: ReadonlyArray<Visit>) => visits.flatMap((v) => v.commands)

describe("the live interview over any sequence of events", () => {
  it("no event sequence produces a fourth strike or a second close", () => {
    fc.assert(
      fc.property(sequences, (actions) => {
        const visits = run(actions)
        for (const v of visits) {
          expect(v.after.strikes.count).toBeLessThanOrEqual(MAX_STRIKES)
          expect(v.after.strikes.count).toBeGreaterThanOrEqual(v.before.strikes.count)
          expect(v.after.strikes.closed).toBe(v.after.strikes.count === MAX_STRIKES)
        }
        const commands = allCommands(visits)
        expect(commands.filter((c) => c._tag === "RecordTabSwitch").length).toBeLessThanOrEqual(MAX_STRIKES)
        expect(commands.filter((c) => c._tag === "After" && c.event._tag === "CloseDue").length).toBeLessThanOrEqual(1)
        expect(commands.filter((c) => c._tag === "EndInterview" && c.isTabSwitch).length).toBeLessThanOrEqual(1)
      }),
      RUNS
    )
  })

  it("the interview closes exactly when the third strike is reached", () => {
    fc.assert(
      fc.property(sequences, (actions) => {
        for (const v of run(actions)) {
          const closesHere = v.commands.some((c) => c._tag === "After" && c.event._tag === "CloseDue")
          expect(closesHere).toBe(!v.before.strikes.closed && v.after.strikes.closed)
          if (closesHere) expect(v.after.stage).toBe("closing")
        }
      }),
      RUNS
    )
  })

  it("skip never sends text", () => {
    fc.assert(
      fc.property(sequences, (actions) => {
        for (const c of allCommands(run(actions))) {
          if (c._tag === "SubmitAnswer" && c.submission.status === "SKIPPED") {
            expect(c.submission.answer).toBe("")
            expect(c.submission.timing).toBeUndefined()
          }
        }
      }),
      RUNS
    )
  })

  it("a blank answer is never sent as ANSWERED", () => {
    fc.assert(
      fc.property(sequences, (actions) => {
        for (const c of allCommands(run(actions))) {
          if (c._tag === "SubmitAnswer" && c.submission.status === "ANSWERED") expect(c.submission.answer.trim()).not.toBe("")
        }
      }),
      RUNS
    )
  })

  it("the question counter never decreases, and goes up by at most one at a time", () => {
    fc.assert(
      fc.property(sequences, (actions) => {
        for (const v of run(actions)) {
          expect(v.after.questionNumber - v.before.questionNumber).toBeGreaterThanOrEqual(0)
          expect(v.after.questionNumber - v.before.questionNumber).toBeLessThanOrEqual(1)
        }
      }),
      RUNS
    )
  })

  it("an event that is not allowed changes nothing and asks for nothing", () => {
    fc.assert(
      fc.property(sequences, (actions) => {
        for (const v of run(actions)) {
          if (!can(v.before, v.event)) {
            expect(v.after).toBe(v.before)
            expect(v.commands).toEqual([])
          }
        }
      }),
      RUNS
    )
  })

  it("replaying an event right after it was handled is a no-op (apart from toggles, strikes and speech)", () => {
    const repeatable = new Set<Event["_tag"]>(["ListeningToggled", "ViolationDetected", "Heard", "TabSwitchFailed"])
    fc.assert(
      fc.property(sequences, (actions) => {
        for (const v of run(actions)) {
          if (repeatable.has(v.event._tag)) continue
          const [again, commands] = transition(v.after, v.event)
          expect(again).toBe(v.after)
          expect(commands).toEqual([])
        }
      }),
      RUNS
    )
  })

  it("busy blocks submit and skip", () => {
    const attempts: ReadonlyArray<Event> = [{ _tag: "SubmitRequested" }, { _tag: "SkipRequested" }, { _tag: "SkipConfirmed" }]
    fc.assert(
      fc.property(sequences, (actions) => {
        for (const v of run(actions)) {
          if (v.after.busy === null) continue
          for (const attempt of attempts) expect(transition(v.after, attempt)).toEqual([v.after, []])
        }
      }),
      RUNS
    )
  })

  it("each question is submitted at most once", () => {
    fc.assert(
      fc.property(sequences, (actions) => {
        const serials = allCommands(run(actions)).flatMap((c) => (c._tag === "SubmitAnswer" ? [c.serial] : []))
        expect(new Set(serials).size).toBe(serials.length)
      }),
      RUNS
    )
  })

  it("the interview navigates at most once, and only as it ends; after that every event is a no-op", () => {
    fc.assert(
      fc.property(sequences, (actions) => {
        const visits = run(actions)
        const navigations = visits.filter((v) => v.commands.some((c) => c._tag === "Navigate"))
        expect(navigations.length).toBeLessThanOrEqual(1)
        for (const v of navigations) expect(["finished", "left"]).toContain(v.after.stage)
        for (const v of visits) {
          if (v.before.stage === "finished" || v.before.stage === "left") {
            expect(v.after).toBe(v.before)
            expect(v.commands).toEqual([])
          }
        }
      }),
      RUNS
    )
  })
})
