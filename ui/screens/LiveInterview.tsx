/**
 * The live interview (/interview/{id}, spec §2 and §4): the 'Start Assessment' dialog that enters fullscreen,
 * each question read aloud with the interviewer's circle, the transcript filled by speech or typing, End
 * Interview / Resume Later / Skip / Submit, every dialog and strike warning, the feedback, then the next
 * question. The screen only draws `$liveInterview` and calls the SDK's actions; the interview itself runs in
 * core/live-interview.
 */
import { useStore } from "@nanostores/react"
import { useEffect, useRef } from "react"
import { Link, useLocation, useParams, useSearch } from "wouter"
import { listensForSpeech, type LiveInterviewState, toggleListening } from "../../core/sdk/live-interview.ts"
import { $dashboard } from "../../core/sdk/interviews.ts"
import { useDocumentTitle } from "../components/useDocumentTitle.ts"
import { ActionBar } from "../live/ActionBar.tsx"
import { AnswerPanel } from "../live/AnswerPanel.tsx"
import { FeedbackPanel } from "../live/FeedbackPanel.tsx"
import { InterviewBar } from "../live/InterviewBar.tsx"
import { useQuestionHeading } from "../live/useQuestionHeading.ts"
import { LiveDialogs } from "../live/LiveDialogs.tsx"
import { QuestionCard } from "../live/QuestionCard.tsx"
import { SpeakingCircle } from "../live/SpeakingCircle.tsx"
import { EndedBanner, LoadingPanel, NoneLeftPanel, RetryBanner } from "../live/StatusPanels.tsx"
import { useImmersive } from "../live/useImmersive.ts"
import { useLiveInterview } from "../live/useLiveInterview.ts"
import { useSpaceToggle } from "../live/useSpaceToggle.ts"
import { useSignedOutRedirect } from "../sdk.ts"

const parseInterviewId = (raw: string | undefined): number | null =>
  raw !== undefined && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** The interview's name: the dashboard's card when known, else its topic (query or question payload). */
const useTitle = (interviewId: number | null, state: LiveInterviewState | null, topicQuery: string | null): string => {
  const dashboard = useStore($dashboard)
  if (state?.title != null) return state.title
  const known = [...dashboard["in-progress"].cards, ...dashboard.scheduled.cards].find((c) => c.id === interviewId)
  if (known !== undefined) return known.title
  const badge = state?.question?.fields.find((f) => f.key === "topic")?.options?.[0]?.label
  const topic = badge ?? (topicQuery !== null && topicQuery.trim() !== "" ? capitalise(topicQuery.trim()) : null)
  return topic === null ? "Live interview" : `${topic} interview`
}

/** The question is on screen and the candidate may still change the answer. */
const answering = (s: LiveInterviewState) =>
  s.stage === "running" && s.questionStatus === "ready" && s.question !== null && s.busy === null && s.feedback === null && !s.ended

const ReadyCard = ({ title }: { title: string }) => (
  <div className="card flex min-h-64 flex-col items-center justify-center gap-5 p-8 text-center">
    <SpeakingCircle speaking={false} />
    <div>
      <p className="font-display text-xl font-semibold text-ink">{title}</p>
      <p className="mt-1 text-sm text-ink-soft">Your interviewer is ready when you are.</p>
    </div>
  </div>
)

const NotFound = () => (
  <div className="page-x py-16 text-center">
    <h1 className="font-display text-2xl font-bold text-ink">This interview does not exist</h1>
    <p className="mt-2 text-ink-soft">Check the link, or pick an interview from your dashboard.</p>
    <Link href="/dashboard" className="btn-primary mt-6">
      Back to Dashboard
    </Link>
  </div>
)

/** A finished interview's address: nothing to start, its report and answers instead (no fullscreen, no 409). */
const Finished = ({ interviewId, title }: { interviewId: number; title: string }) => (
  <div className="page-x py-16 text-center">
    <h1 className="font-display text-2xl font-bold text-ink">This interview is finished</h1>
    <p className="mt-2 text-ink-soft">{title} has ended, so it cannot be started again. Its report card and answers are ready.</p>
    <div className="mt-6 flex flex-wrap justify-center gap-3">
      <Link href={`/results/${interviewId}`} className="btn-primary">
        View Report Card
      </Link>
      <Link href={`/assessment-answers/${interviewId}`} className="btn-secondary">
        View Answers
      </Link>
      <Link href="/dashboard" className="btn-ghost">
        Back to Dashboard
      </Link>
    </div>
  </div>
)

export default function LiveInterviewScreen() {
  useSignedOutRedirect()
  const params = useParams<{ id: string }>()
  const search = useSearch()
  const [, navigate] = useLocation()
  const interviewId = parseInterviewId(params.id)
  const { state, controls } = useLiveInterview(interviewId)
  const title = useTitle(interviewId, state, new URLSearchParams(search).get("topic"))
  const root = useRef<HTMLDivElement>(null)
  const questionHeading = useRef<HTMLHeadingElement>(null)
  const feedbackHeading = useRef<HTMLHeadingElement>(null)

  useImmersive(root)
  const heading = useQuestionHeading(state)
  useDocumentTitle(state === null || state.stage === "ready" ? title : `${heading} · ${title}`)
  useSpaceToggle(
    state !== null && state.stage === "running" && listensForSpeech(state) && state.dialog === null && state.warning === null,
    toggleListening
  )

  // Keyboard and screen reader users start from each new question, and from the feedback when it arrives.
  const questionKey = state?.question === null || state?.question === undefined ? null : `${state.serial}:${String(state.question.id)}`
  useEffect(() => {
    if (questionKey === null) return
    root.current?.scrollTo?.({ top: 0 })
    questionHeading.current?.focus({ preventScroll: true })
  }, [questionKey])
  const feedback = state?.feedback ?? null
  useEffect(() => {
    if (feedback === null) return
    feedbackHeading.current?.closest("section")?.scrollIntoView?.({ block: "start", behavior: "smooth" })
    feedbackHeading.current?.focus({ preventScroll: true })
  }, [feedback])

  if (interviewId === null || state?.access === "missing") return <NotFound />
  if (state?.access === "finished") return <Finished interviewId={interviewId} title={title} />

  const leave = () => navigate("/dashboard")
  const side = state === null
    ? null
    : state.feedback !== null
    ? <FeedbackPanel state={state} headingRef={feedbackHeading} />
    : state.question !== null && state.questionStatus === "ready"
    ? <AnswerPanel state={state} canToggleListening={controls.canToggleListening} editable={answering(state)} />
    : null

  const main = state === null || state.stage === "ready"
    ? <ReadyCard title={title} />
    : state.stage === "starting" || state.questionStatus === "idle"
    ? <LoadingPanel label="Entering fullscreen…" />
    : state.questionStatus === "loading"
    ? <LoadingPanel label="Loading the question…" />
    : state.questionStatus === "failed"
    ? <RetryBanner state={state} canRetry={controls.canRetry} />
    : state.questionStatus === "none-left"
    ? <NoneLeftPanel state={state} canEnd={controls.canEnd} />
    : <QuestionCard state={state} canRepeat={controls.canRepeat} headingRef={questionHeading} />

  return (
    <div ref={root} className="fixed inset-0 z-40 flex scroll-pb-36 scroll-pt-24 flex-col overflow-y-auto bg-slate-50" data-stage={state?.stage ?? "opening"}>
      {state === null ? null : <InterviewBar state={state} title={title} heading={heading} />}
      <div className="mx-auto w-full max-w-6xl flex-1 px-4 py-5 sm:px-8 sm:py-8">
        {state?.ended === true ? (
          <div className="mb-5">
            <EndedBanner />
          </div>
        ) : null}
        <div className={side === null ? "mx-auto max-w-3xl" : "grid items-start gap-5 lg:grid-cols-2 lg:gap-8"}>
          {/* Beside the feedback on a wide screen, the question stays in view while the feedback scrolls. */}
          <div className={side === null ? "min-w-0" : "min-w-0 lg:sticky lg:top-24"}>{main}</div>
          {side === null ? null : <div className="min-w-0">{side}</div>}
        </div>
      </div>
      {state === null ? null : <ActionBar state={state} controls={controls} />}
      {state === null ? null : <LiveDialogs state={state} onLeave={leave} />}
    </div>
  )
}
