/** The interviewer's follow-up prompts for the system-design questions: one per talking point, in the points' order. */
import type { FollowUps } from "../types.ts"

export const followUps: FollowUps = {}
