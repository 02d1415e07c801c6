/** The flags of `rehearse practice`, read and checked: a combination that cannot run is refused in a sentence before anything starts. */
import { parseArgs } from "../args.ts"
import { EXPERIENCE_VALUES } from "./practice-job.ts"

const DIFFICULTIES = ["easy", "medium", "hard", "mixed"]

export interface PracticeFlags {
  readonly _tag: "Practice"
  readonly topic: string | undefined
  readonly type: string | undefined
  readonly difficulty: string
  /** --questions, or its default */
  readonly count: number
  readonly speak: boolean
  readonly resume: boolean
  /** the interview id given after --resume */
  readonly resumeId: number | null
  readonly weakPoints: boolean
  readonly followUps: boolean
  readonly jobFile: string | undefined
  readonly dropSkill: string | undefined
  readonly role: string | undefined
  readonly experience: string | undefined
  readonly server: string | undefined
  readonly local: boolean
}

/** What the command line asks for: the help, a practice, or nothing that can run (said in a sentence, exit code 2). */
export type PracticeRequest = { readonly _tag: "Help" } | { readonly _tag: "Usage"; readonly message: string } | PracticeFlags

const usage = (message: string): PracticeRequest => ({ _tag: "Usage", message })
const text = (value: string | boolean | undefined) => (typeof value === "string" ? value : undefined)

export const readPracticeFlags = (args: ReadonlyArray<string>): PracticeRequest => {
  const { flags, positional } = parseArgs(args, {
    topic: "string",
    type: "string",
    difficulty: "string",
    questions: "string",
    speak: "boolean",
    resume: "boolean",
    "weak-points": "boolean",
    "no-follow-ups": "boolean",
    "job-file": "string",
    "drop-skill": "string",
    role: "string",
    experience: "string",
    server: "string",
    local: "boolean",
    help: "boolean"
  })
  if (flags.help) return { _tag: "Help" }
  const difficulty = typeof flags.difficulty === "string" ? flags.difficulty : "medium"
  if (!DIFFICULTIES.includes(difficulty)) return usage("--difficulty must be easy, medium, hard or mixed.")
  const weakPoints = flags["weak-points"] === true
  if (weakPoints && (flags.topic !== undefined || flags.type !== undefined || flags.difficulty !== undefined || flags.resume)) {
    return usage("--weak-points chooses the questions itself: leave out --topic, --type, --difficulty and --resume.")
  }
  if (flags["no-follow-ups"] === true && (weakPoints || flags.resume)) {
    return usage("--no-follow-ups is chosen when a topic interview starts: leave it out with --weak-points or --resume.")
  }
  const jobFile = typeof flags["job-file"] === "string" ? flags["job-file"] : undefined
  if (jobFile !== undefined && (flags.topic !== undefined || flags.type !== undefined || weakPoints || flags.resume)) {
    return usage("--job-file chooses the topics itself: leave out --topic, --type, --weak-points and --resume.")
  }
  if (jobFile === undefined && (flags["drop-skill"] !== undefined || flags.role !== undefined || flags.experience !== undefined)) {
    return usage("--drop-skill, --role and --experience go with --job-file.")
  }
  if (typeof flags.experience === "string" && !EXPERIENCE_VALUES.includes(flags.experience)) {
    return usage(`--experience must be ${EXPERIENCE_VALUES.slice(0, -1).join(", ")} or ${EXPERIENCE_VALUES.at(-1)}.`)
  }
  if (typeof flags.role === "string" && flags.role.length > 100) return usage("--role must be at most 100 characters.")
  const fewest = weakPoints ? 1 : 3
  const count = typeof flags.questions === "string" && /^\d+$/.test(flags.questions) ? Number(flags.questions) : typeof flags.questions === "string" ? Number.NaN : 5
  if (!Number.isInteger(count) || count < fewest || count > 15) return usage(`--questions must be a whole number from ${fewest} to 15.`)
  const resumeId = positional.length > 0 ? Number(positional[0]) : null
  if (positional.length > 1 || (positional.length === 1 && (!flags.resume || !Number.isInteger(resumeId) || resumeId! <= 0))) {
    return usage("practice takes no arguments except an interview id after --resume; see `rehearse practice --help`.")
  }
  return {
    _tag: "Practice",
    topic: text(flags.topic),
    type: text(flags.type),
    difficulty,
    count,
    speak: flags.speak === true,
    resume: flags.resume === true,
    resumeId,
    weakPoints,
    followUps: flags["no-follow-ups"] !== true,
    jobFile,
    dropSkill: text(flags["drop-skill"]),
    role: text(flags.role),
    experience: text(flags.experience),
    server: text(flags.server),
    local: flags.local === true
  }
}
