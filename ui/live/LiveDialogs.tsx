/**
 * The live interview's dialogs (spec §2), one at a time, the strike Warning above the rest: 'Start Assessment',
 * 'No Response Recorded', 'End it here and mark completed?' and 'Warning' with 'Strike N of 3'. Each traps focus
 * and gives it back when it closes (ui/account/Dialog).
 */
import { type ReactNode, useRef } from "react"
import {
  begin,
  cancelEnd,
  confirmEnd,
  confirmSkip,
  continueAnswering,
  dialogText,
  hasUnsentAnswer,
  type LiveInterviewState,
  returnToFullscreen,
  strikeNotice,
  submit
} from "../../core/sdk/live-interview.ts"
import { Dialog } from "../account/Dialog.tsx"
import { AlertCircleIcon, HeadphonesIcon, KeyboardIcon, MicIcon } from "../components/Icons.tsx"
import { SpinnerGlyph } from "../fields/icons.tsx"
import { StrikeDots } from "./StrikeDots.tsx"

const Point = ({ icon, children }: { icon: ReactNode; children: ReactNode }) => (
  <li className="flex items-start gap-3">
    <span className="mt-0.5 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">{icon}</span>
    <span className="pt-1 text-sm leading-relaxed text-ink-soft">{children}</span>
  </li>
)

const StartDialog = ({ state, onLeave }: { state: LiveInterviewState; onLeave: () => void }) => {
  const start = useRef<HTMLButtonElement>(null)
  return (
    <Dialog title={dialogText.start.title} description={dialogText.start.description} onClose={onLeave} initialFocus={start}>
      <ul className="space-y-3">
        <Point icon={<HeadphonesIcon className="h-4 w-4" />}>Each question is read aloud, so turn your sound on.</Point>
        <Point icon={state.answerMode === "text" ? <KeyboardIcon className="h-4 w-4" /> : <MicIcon className="h-4 w-4" />}>
          {state.answerMode === "text"
            ? "You chose typing: type each answer in the box. Nothing listens to your microphone."
            : state.recognitionSupported
            ? "Answer out loud (press Space or the microphone) or type your answer."
            : "Speech recognition is not supported in this browser, so you will type your answers."}
        </Point>
        <Point icon={<AlertCircleIcon className="h-4 w-4" />}>
          Switching tabs, minimising the window or leaving fullscreen is a strike. Three strikes close the interview.
        </Point>
      </ul>
      <div className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className="btn-ghost whitespace-nowrap px-3" onClick={onLeave}>
          Back to Dashboard
        </button>
        <button ref={start} type="button" className="btn-primary btn-lg whitespace-nowrap" onClick={begin}>
          {dialogText.start.action}
        </button>
      </div>
    </Dialog>
  )
}

const NoResponseDialog = () => {
  const keepAnswering = useRef<HTMLButtonElement>(null)
  return (
    <Dialog title={dialogText.noResponse.title} description={dialogText.noResponse.description} onClose={continueAnswering} initialFocus={keepAnswering}>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button ref={keepAnswering} type="button" className="btn-secondary" onClick={continueAnswering}>
          {dialogText.noResponse.cancel}
        </button>
        <button type="button" className="btn-primary" onClick={confirmSkip}>
          {dialogText.noResponse.action}
        </button>
      </div>
    </Dialog>
  )
}

/** Closes the dialog and sends the typed answer; the interview can be ended after its feedback. */
const submitFirst = () => {
  cancelEnd()
  submit()
}

const EndDialog = ({ completing, unsent }: { completing: boolean; unsent: boolean }) => {
  const cancel = useRef<HTMLButtonElement>(null)
  return (
    <Dialog title={dialogText.end.title} description={dialogText.end.description} onClose={cancelEnd} initialFocus={cancel} locked={completing}>
      {unsent ? (
        <p role="note" className="-mt-2 mb-6 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-inset ring-amber-200">
          {dialogText.end.unsent}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button ref={cancel} type="button" className="btn-secondary" disabled={completing} onClick={cancelEnd}>
          {dialogText.end.cancel}
        </button>
        {unsent ? (
          <button type="button" className="btn-primary" disabled={completing} onClick={submitFirst}>
            {dialogText.end.submitFirst}
          </button>
        ) : null}
        <button type="button" className="btn bg-red-700 text-white hover:bg-red-800" disabled={completing} aria-busy={completing} onClick={confirmEnd}>
          {completing ? <SpinnerGlyph /> : null}
          {completing ? dialogText.end.busy : dialogText.end.action}
        </button>
      </div>
    </Dialog>
  )
}

const WarningDialog = ({ state }: { state: LiveInterviewState }) => {
  const back = useRef<HTMLButtonElement>(null)
  const warning = state.warning!
  return (
    <Dialog title={dialogText.warning.title} description={strikeNotice(warning)} onClose={returnToFullscreen} initialFocus={back} locked={warning.closed}>
      <StrikeDots count={warning.count} size="lg" />
      {warning.closed ? (
        <p className="mt-5 flex items-center gap-2 text-sm font-medium text-ink-soft" role="status">
          <SpinnerGlyph className="h-4 w-4 text-brand-600" />
          Taking you to your report card…
        </p>
      ) : (
        <>
          <p className="mt-5 text-sm leading-relaxed text-ink-soft">
            You left the interview. Switching tabs, minimising the window or leaving fullscreen each count as a strike, and
            the third strike closes the interview.
          </p>
          <div className="mt-7 flex justify-end">
            <button ref={back} type="button" className="btn-primary w-full sm:w-auto" onClick={returnToFullscreen}>
              {dialogText.warning.action}
            </button>
          </div>
        </>
      )}
    </Dialog>
  )
}

export const LiveDialogs = ({ state, onLeave }: { state: LiveInterviewState; onLeave: () => void }) => {
  if (state.warning !== null) return <WarningDialog key={`warning-${state.warning.count}`} state={state} />
  switch (state.dialog) {
    case "start":
      // Offered once the server has said the interview is there to take (a finished or missing one never is).
      return state.opened && state.access === "open" ? <StartDialog state={state} onLeave={onLeave} /> : null
    case "no-response":
      return <NoResponseDialog />
    case "end":
      return <EndDialog completing={state.completing} unsent={hasUnsentAnswer(state)} />
    case null:
      return null
  }
}
