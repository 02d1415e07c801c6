/** The interviewer's follow-up prompts for the cpp questions: one per talking point, in the points' order. */
import type { FollowUps } from "../types.ts"

export const followUps: FollowUps = {}
