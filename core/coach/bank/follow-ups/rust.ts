/** The interviewer's follow-up prompts for the rust questions: one per talking point, in the points' order. */
import type { FollowUps } from "../types.ts"

export const followUps: FollowUps = {}
