/**
 * The interview actions of the SDK (spec §2, §7, §8): the dashboard lists, the start form's metadata, start and
 * schedule, the report card, the answers, the details and the premium analysis. Plain functions over `run` and
 * the Api port; none rejects: each answers what the screen shows, in the words of spec §8.
 */
import { Effect } from "effect"
import { map } from "nanostores"
import type { FieldDefinition } from "../contract/fields.ts"
import type { FormValues, InterviewDetails, InterviewMeta, InterviewType, ReportItem } from "../contract/interview.ts"
import { Api, ApiFailure, type ApiShape, serverMessageOf } from "../ports/Api.ts"
import { $auth } from "./auth.ts"
import { cardOfInterview, cardOfType, type InterviewCard } from "./interview-cards.ts"
import { run } from "./runtime.ts"

export type Loaded<A> =
  | { readonly ok: true; readonly value: A }
  | { readonly ok: false; readonly message: string; readonly status: number | null }

const withApi = <A>(f: (api: ApiShape) => Effect.Effect<A, ApiFailure>) =>
  Effect.gen(function*() {
    const api = yield* Api
    return yield* f(api)
  })

/** Runs one call; a 401/403 has already signed the user out (the runtime's guard) when this answers. */
const attempt = async <A>(f: (api: ApiShape) => Effect.Effect<A, ApiFailure>): Promise<
  { readonly ok: true; readonly value: A } | { readonly ok: false; readonly failure: ApiFailure | null }
> => {
  try {
    return { ok: true, value: await run(withApi(f)) }
  } catch (e) {
    return { ok: false, failure: e instanceof ApiFailure ? e : null }
  }
}

const serverMessage = (failure: ApiFailure | null): string | null => serverMessageOf(failure)

/** A 2xx whose body did not decode: the server answered, but not with what the screen needs. */
const isMalformed = (failure: ApiFailure | null): boolean => failure !== null && failure.status >= 200 && failure.status < 300

const loaded = async <A>(f: (api: ApiShape) => Effect.Effect<A, ApiFailure>, message: (failure: ApiFailure | null) => string): Promise<Loaded<A>> => {
  const result = await attempt(f)
  return result.ok ? result : { ok: false, message: message(result.failure), status: result.failure?.status ?? null }
}

// ---- Dashboard -------------------------------------------------------------------------------------------

/** The dashboard's tabs: the three of spec §2 and the 'Scheduled' one PRODUCT.md adds a trigger for. */
export type DashboardTab = "available" | "in-progress" | "completed" | "scheduled"
export const DASHBOARD_TABS: ReadonlyArray<DashboardTab> = ["available", "in-progress", "completed", "scheduled"]

export interface TabList {
  /** idle: never opened; loading: the one fetch is in flight; loaded: cards (empty when the load failed). */
  readonly phase: "idle" | "loading" | "loaded"
  readonly cards: ReadonlyArray<InterviewCard>
}

const IDLE: TabList = { phase: "idle", cards: [] }
const idleTabs = (): Record<DashboardTab, TabList> => ({ available: IDLE, "in-progress": IDLE, completed: IDLE, scheduled: IDLE })

/** Each tab's list, fetched once, on the first opening of the tab (spec §2). */
export const $dashboard = map<Record<DashboardTab, TabList>>(idleTabs())

const STATUS_OF_TAB = { "in-progress": "IN_PROGRESS", completed: "COMPLETED", scheduled: "SCHEDULED" } as const

const fetchTab = async (tab: DashboardTab): Promise<ReadonlyArray<InterviewCard>> => {
  const result = tab === "available"
    ? await attempt((api) => Effect.map(api.availableInterviews(), (types) => types.map(cardOfType)))
    : await attempt((api) => Effect.map(api.interviewsByStatus(STATUS_OF_TAB[tab]), (items) => items.map(cardOfInterview)))
  // Spec §7: a failed dashboard list load silently shows an empty list.
  return result.ok ? result.value : []
}

const inFlight = new Map<DashboardTab, Promise<void>>()
// Bumped by resetDashboard, so an answer to a fetch made before the reset is dropped.
let generation = 0

/** Opens a tab: the first opening fetches its list; later ones (and concurrent ones) share that fetch. */
export const openTab = (tab: DashboardTab): Promise<void> => {
  const pending = inFlight.get(tab)
  if (pending !== undefined) return pending
  if ($dashboard.get()[tab].phase === "loaded") return Promise.resolve()
  const mine = generation
  $dashboard.setKey(tab, { phase: "loading", cards: [] })
  const promise = fetchTab(tab).then((cards) => {
    if (mine !== generation) return
    inFlight.delete(tab)
    $dashboard.setKey(tab, { phase: "loaded", cards })
  })
  inFlight.set(tab, promise)
  return promise
}

/** Forgets every list: a new visit of the dashboard, a started or scheduled interview, a sign-out. */
export const resetDashboard = (): void => {
  generation++
  inFlight.clear()
  $dashboard.set(idleTabs())
}

// Another account's interviews must never show after a sign-out.
$auth.listen((state) => {
  if (!state.isAuthenticated) resetDashboard()
})

// ---- Starting and scheduling ----------------------------------------------------------------------------

/** Spec §5 "Start form": the template id from the route is parsed as an integer; null when it is none. */
export const parseTemplateId = (raw: string | undefined): number | null => {
  const id = Number.parseInt(raw ?? "", 10)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

export const loadInterviewTypes = (): Promise<Loaded<ReadonlyArray<InterviewType>>> =>
  loaded((api) => api.availableInterviews(), (f) => serverMessage(f) ?? "Could not load the interview types.")

export const loadInterviewMeta = (typeId: number): Promise<Loaded<InterviewMeta>> =>
  loaded((api) => api.interviewMeta(typeId), (f) => serverMessage(f) ?? "Could not load the assessment settings.")

export type StartOutcome =
  | { readonly ok: true; readonly id: number }
  | {
    readonly ok: false
    /** The toast of spec §8. */
    readonly title: string
    readonly description?: string
    /** 402: the free plan's interviews are used up; the screen links to /pricing. */
    readonly upgrade: boolean
  }

export const START_FAILED = "Failed to start interview"
const START_FAILED_DEFAULT = "Failed to start interview."
const NO_INTERVIEW_ID = "Interview ID not found in response"

const startFailure = (failure: ApiFailure | null, title: string, fallback: string): StartOutcome =>
  isMalformed(failure)
    ? { ok: false, title: NO_INTERVIEW_ID, upgrade: false }
    : { ok: false, title, description: serverMessage(failure) ?? fallback, upgrade: failure?.status === 402 }

/** Start (spec §5, §8): the start form's two value maps; the new interview's id, or the toast to show. */
export const startInterview = async (
  typeId: number,
  questionProperties: FormValues,
  answerProperties: FormValues
): Promise<StartOutcome> => {
  const result = await attempt((api) => api.startInterview({ interviewObjectId: typeId, questionProperties, answerProperties }))
  if (!result.ok) return startFailure(result.failure, START_FAILED, START_FAILED_DEFAULT)
  if (!Number.isSafeInteger(result.value.id) || result.value.id <= 0) return { ok: false, title: NO_INTERVIEW_ID, upgrade: false }
  resetDashboard()
  return { ok: true, id: result.value.id }
}

const SCHEDULE_FAILED = "Failed to schedule interview"
const SCHEDULE_FAILED_DEFAULT = "Failed to schedule interview."

/** Schedules an interview (PRODUCT.md): `scheduledAt` is an ISO date and time with an offset, in the future. */
export const scheduleInterview = async (
  typeId: number,
  questionProperties: FormValues,
  answerProperties: FormValues,
  scheduledAt: string
): Promise<StartOutcome> => {
  const result = await attempt((api) =>
    api.scheduleInterview({ interviewObjectId: typeId, questionProperties, answerProperties, scheduledAt })
  )
  if (!result.ok) return startFailure(result.failure, SCHEDULE_FAILED, SCHEDULE_FAILED_DEFAULT)
  resetDashboard()
  return { ok: true, id: result.value.id }
}

// ---- After the interview ----------------------------------------------------------------------------------

const NO_RESULT_DATA = "No result data found."
export const RESULTS_FAILED = "Failed to fetch results."
export const DETAILS_FAILED = "Failed to load interview details."
const PREMIUM_ANALYSIS = "Premium feature. Please upgrade to access detailed analysis."

// Spec §8: 'No result data found.' when the answer is not a successful list; 'Failed to fetch results.' when the call failed.
const resultsMessage = (failure: ApiFailure | null) => (isMalformed(failure) ? NO_RESULT_DATA : RESULTS_FAILED)

/** The report card's items (spec §2 "Report"). */
export const loadReport = (interviewId: number): Promise<Loaded<ReadonlyArray<ReportItem>>> =>
  loaded((api) => api.assessmentReport(interviewId), resultsMessage)

/** The answers, one read-only item each (spec §2 "Assessment answers"). */
export const loadAnswers = (interviewId: number): Promise<Loaded<ReadonlyArray<ReportItem>>> =>
  loaded((api) => api.assessmentAnswers(interviewId), resultsMessage)

export const loadDetails = (interviewId: number): Promise<Loaded<InterviewDetails>> =>
  loaded((api) => api.details(interviewId), () => DETAILS_FAILED)

export type AnalysisOutcome =
  | { readonly ok: true; readonly fields: ReadonlyArray<FieldDefinition> }
  | { readonly ok: false; readonly premium: boolean; readonly message: string }

/** The detailed analysis of one answer; premium (spec §6): a free user's 402 is the premium message. */
export const loadAnalysis = async (questionId: number | string): Promise<AnalysisOutcome> => {
  const id = typeof questionId === "number" ? questionId : Number.parseInt(questionId, 10)
  if (!Number.isSafeInteger(id)) return { ok: false, premium: false, message: "This answer has no analysis." }
  const result = await attempt((api) => api.answerAnalysis(id))
  if (result.ok) return { ok: true, fields: result.value }
  if (result.failure?.status === 402) return { ok: false, premium: true, message: PREMIUM_ANALYSIS }
  return { ok: false, premium: false, message: serverMessage(result.failure) ?? "Could not load the detailed analysis." }
}
