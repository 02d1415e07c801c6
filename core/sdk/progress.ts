/**
 * The progress page's SDK (issue #17): the figures of the progress call in a store, and "Practise your weak
 * points", which starts an interview of the questions due for practice. Plain functions over `run`; none rejects.
 */
import { Effect } from "effect"
import { atom } from "nanostores"
import type { Progress } from "../contract/progress.ts"
import { Api, ApiFailure, serverMessageOf } from "../ports/Api.ts"
import { $auth } from "./auth.ts"
import { resetDashboard, START_FAILED, type StartOutcome } from "./interviews.ts"
import { formatCardDate, type ScoreSeries } from "./interview-cards.ts"
import { run } from "./runtime.ts"

export type ProgressState =
  | { readonly phase: "idle" | "loading" }
  | { readonly phase: "loaded"; readonly progress: Progress }
  | { readonly phase: "failed"; readonly message: string }

export const $progress = atom<ProgressState>({ phase: "idle" })

const PROGRESS_FAILED = "Could not load your progress. Please try again."

/** Loads the figures; `utcOffsetMinutes` (east of UTC) makes days and the streak the user's own. */
export const loadProgress = async (options: { readonly utcOffsetMinutes: number; readonly interviews?: number }): Promise<void> => {
  $progress.set({ phase: "loading" })
  try {
    const progress = await run(Effect.flatMap(Effect.service(Api), (api) => api.progress(options)))
    $progress.set({ phase: "loaded", progress })
  } catch (e) {
    $progress.set({ phase: "failed", message: serverMessageOf(e instanceof ApiFailure ? e : null) ?? PROGRESS_FAILED })
  }
}

export const resetProgress = () => $progress.set({ phase: "idle" })

// Another account's figures must never show after a sign-out.
$auth.listen((state) => {
  if (!state.isAuthenticated) resetProgress()
})

/** Starts a weak-points interview: its id, or the toast to show (nothing due, the free plan used up, a failure). */
export const practiseWeakPoints = async (answerMode: "voice" | "text" = "voice"): Promise<StartOutcome> => {
  try {
    const started = await run(Effect.flatMap(Effect.service(Api), (api) => api.startWeakPoints({ answerMode })))
    resetDashboard()
    return { ok: true, id: started.id }
  } catch (e) {
    const failure = e instanceof ApiFailure ? e : null
    return {
      ok: false,
      title: failure?.status === 409 ? "Nothing to practise yet" : START_FAILED,
      description: serverMessageOf(failure) ?? "Failed to start interview.",
      upgrade: failure?.status === 402
    }
  }
}

// ---- What the page shows ----------------------------------------------------------------------------------

/** The per-topic trends as the score chart draws them (one series per topic, oldest point first). */
export const progressSeries = (progress: Progress): ReadonlyArray<ScoreSeries> =>
  progress.topics.map((t) => ({
    topic: t.topic,
    label: t.name,
    points: t.points.map((p) => ({ id: p.interviewId, title: `${t.name} interview`, at: new Date(p.at).getTime(), score: p.score }))
  }))

/** "45 min", "2 h 5 min". */
export const formatMinutes = (minutes: number): string =>
  minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h${minutes % 60 === 0 ? "" : ` ${minutes % 60} min`}`

/** "1.8 s", or a dash when not measured. */
export const formatPause = (ms: number | null): string => (ms === null ? "—" : `${(ms / 1000).toFixed(1)} s`)

/** "+41", "−5", "±0", or null for a single interview. */
export const formatChange = (change: number | null): string | null =>
  change === null ? null : change > 0 ? `+${change}` : change < 0 ? `−${-change}` : "±0"

export const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`

/** The most-missed points grouped under their question, questions in the order of their most-missed point. */
export const missedByQuestion = (points: Progress["missedPoints"]) => {
  const groups = new Map<string, { questionRef: string; question: string; points: Array<Progress["missedPoints"][number]> }>()
  for (const p of points) {
    const group = groups.get(p.questionRef) ?? { questionRef: p.questionRef, question: p.question, points: [] }
    group.points.push(p)
    groups.set(p.questionRef, group)
  }
  return [...groups.values()]
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`

/** What the weak-points schedule holds now, in a sentence; `canPractise` is false when nothing is due. */
export const weakPointsLine = (progress: Progress): { readonly canPractise: boolean; readonly text: string } => {
  const w = progress.weakPoints
  if (w.duePoints > 0) return { canPractise: true, text: `${plural(w.duePoints, "talking point")} to practise again, in ${plural(w.dueQuestions, "question")}.` }
  if (w.nextDueAt !== null) return { canPractise: false, text: `Nothing is due yet: the next point comes back on ${formatCardDate(w.nextDueAt)}.` }
  return { canPractise: false, text: "No missed points to practise yet." }
}
