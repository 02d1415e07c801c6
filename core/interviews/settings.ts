/** The interview service's settings and the limits they set: the Free Plan's quota, and how far back "recent" reaches. */
import { Context } from "effect"

export class InterviewSettings extends Context.Service<InterviewSettings, {
  readonly freePlanInterviews: number
}>()("rehearse/interviews/InterviewSettings") {}

/** The free plan's 402, in words: the web app links 'Pricing page' beside it, so no raw path is printed. */
export const quotaMessage = (interviews: number) =>
  `You have used all ${interviews} interviews of the Free Plan. Premium lifts the limit: ask for it on the Pricing page.`

/** How many of a user's latest interviews a new question avoids repeating. */
export const RECENT_INTERVIEWS = 5
