/** What the live interview tells the user (spec §8, with PRODUCT.md's text fixes), and its delays (spec §9). */

export const SPEAKING_ANIMATION_DELAY_MS = 500
export const SKIP_ADVANCE_DELAY_MS = 300
/** Spec §9 "Preferred voice": this one when offered, else the first. */
export const PREFERRED_VOICE = "Google US English"
/** The Storage key under which the chosen reading voice is remembered between interviews. */
export const VOICE_STORAGE_KEY = "questionVoice"

export const NO_MORE_QUESTIONS = "No more questions available. You can end the interview here."
export const NO_QUESTION_AVAILABLE = "No question available."
/** Where Resume Later goes: the dashboard at its In Progress tab, where the interview waits. */
export const IN_PROGRESS_TAB_PATH = "/dashboard?tab=in-progress"

export type ToastVariant = "success" | "error" | "info"

export interface ToastMessage {
  readonly title: string
  readonly description?: string
  readonly variant: ToastVariant
}

const withDescription = (title: string, description: string, variant: ToastVariant): ToastMessage => ({
  title,
  description,
  variant
})

const serverMessageOr = (message: string, fallback: string) => (message.trim() === "" ? fallback : message)

/** What to do about a recognition error, in words, for the codes a person can act on (Web Speech API error codes). */
const RECOGNITION_HELP: Readonly<Record<string, string>> = {
  "not-allowed": "Microphone access is blocked: allow it in the address bar, or type your answer.",
  "service-not-allowed": "Speech recognition is turned off in this browser: allow it in its settings, or type your answer.",
  "audio-capture": "No microphone was found: connect one and try again, or type your answer.",
  network: "Speech recognition needs a network connection: check yours, or type your answer.",
  "no-speech": "Nothing was heard: check that the right microphone is on, then try again, or type your answer."
}

export const toasts = {
  questionFailed: (message: string) => withDescription("Error", serverMessageOr(message, "Failed to fetch question."), "error"),
  interviewEnded: withDescription("Interview Ended", "Interview has ended or question limit reached.", "error"),
  completed: { title: "Interview marked as completed!", variant: "success" } satisfies ToastMessage,
  /** Status 0: the server was not reached at all. */
  endFailed: (message: string, status: number): ToastMessage =>
    withDescription(
      "Failed to mark interview as completed.",
      status === 0 ? "Something went wrong while completing the interview." : serverMessageOr(message, "Something went wrong while completing the interview."),
      "error"
    ),
  tabSwitchFailed: (message: string) => withDescription("Tab Switch Error", serverMessageOr(message, "Failed to record tab switch."), "error"),
  closedForTabSwitching: withDescription(
    "Interview closed due to tab switching!",
    "You switched tabs 3 times. The interview is now closed.",
    "info"
  ),
  savedForLater: withDescription("Interview saved", "Every submitted answer is kept. Continue it from the In Progress tab.", "success"),
  recognitionUnsupported: { title: "Speech recognition not supported in this browser", variant: "error" } satisfies ToastMessage,
  couldNotListen: { title: "Could not start listening. Please try again.", variant: "error" } satisfies ToastMessage,
  /** Spec §8 'Error: {code}', with what to do for the codes a person can act on. */
  recognitionError: (code: string): ToastMessage => {
    const help = RECOGNITION_HELP[code]
    return help === undefined ? { title: `Error: ${code}`, variant: "error" } : withDescription(`Error: ${code}`, help, "error")
  }
} as const

/** The dialogs' words (spec §2, with PRODUCT.md's fixes), shared by the screen and the terminal. */
export const dialogText = {
  start: {
    title: "Start Assessment",
    description: "Click start to begin. The interview runs in fullscreen.",
    action: "Start Assessment"
  },
  noResponse: {
    title: "No Response Recorded",
    description: "You haven't given an answer. Do you want to skip this question?",
    cancel: "Continue Answering",
    action: "Skip Question"
  },
  end: {
    title: "End it here and mark completed?",
    description: "All questions up to your last submitted answer are stored and the interview is marked completed.",
    cancel: "Cancel",
    action: "End Interview",
    busy: "Completing",
    /** When an answer is typed but not submitted. */
    unsent: "The answer you typed has not been submitted, so it will not be kept if you end now.",
    submitFirst: "Submit it first"
  },
  warning: { title: "Warning", action: "Return to Fullscreen" }
} as const
