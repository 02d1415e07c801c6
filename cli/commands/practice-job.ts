/**
 * `rehearse practice --job-file jd.txt` (issue #16): reads a job description from a file, prints the skills the coach
 * finds in it (those dropped with --drop-skill marked so) and the plan's reasons, and starts the interview.
 */
import { readFile, stat } from "node:fs/promises"
import type { Effect } from "effect"
import { JOB_DESCRIPTION_MAX, type JobSkill, NO_JOB_SKILLS } from "../../core/contract/job.ts"
import { EXPERIENCE_LEVELS, JOB_DESCRIPTION_TOPIC } from "../../core/interviews/catalog.ts"
import type { ApiShape } from "../../core/ports/Api.ts"
import { CliError, type Io, painter } from "../io.ts"

type Call = <A>(e: Effect.Effect<A, { readonly message: string }>) => Promise<A>

/** A file too big to be a job description is refused before it is read. */
const MAX_FILE_BYTES = 1_000_000

/** The job description in the file, trimmed; a missing, unreadable, empty or too long one is said in a sentence. */
export const readJobFile = async (path: string): Promise<string> => {
  let text: string
  try {
    const info = await stat(path)
    if (!info.isFile()) throw new CliError(`--job-file ${path} is not a file; give the path of a text file with the job description.`)
    if (info.size > MAX_FILE_BYTES) throw new CliError(`--job-file ${path} is too big to be a job description (at most ${JOB_DESCRIPTION_MAX} characters).`)
    text = await readFile(path, "utf8")
  } catch (e) {
    if (e instanceof CliError) throw e
    const code = (e as { code?: string }).code
    if (code === "ENOENT") throw new CliError(`there is no file ${path}; give --job-file the path of a text file with the job description.`)
    if (code === "EACCES" || code === "EPERM") throw new CliError(`${path} cannot be read (permission denied).`)
    throw new CliError(`${path} cannot be read: ${(e as Error).message}`)
  }
  const trimmed = text.trim()
  if (trimmed === "") throw new CliError(`${path} is empty; paste the job description into it.`)
  if (trimmed.length > JOB_DESCRIPTION_MAX) {
    throw new CliError(`the job description in ${path} is ${trimmed.length} characters; it may be at most ${JOB_DESCRIPTION_MAX}. Keep the part about the role and its skills.`)
  }
  return trimmed
}

/** The skill ids --drop-skill names: one or several, separated by commas. */
export const droppedSkills = (value: string | undefined): ReadonlyArray<string> =>
  value === undefined ? [] : value.split(",").map((s) => s.trim().toLowerCase()).filter((s) => s !== "")

export const EXPERIENCE_VALUES: ReadonlyArray<string> = EXPERIENCE_LEVELS.map((l) => l.value)

const skillLine = (skill: JobSkill, dropped: boolean, io: Io) => {
  const p = painter(io)
  const words = skill.matched.join(", ")
  const times = skill.mentions > 1 ? `, named ${skill.mentions} times` : ""
  const line = `  ${skill.name} [${skill.id}] — “${words}”${times}${skill.kind === "behavioural" ? " (behavioural)" : ""}`
  return dropped ? p.dim(`${line} — dropped`) : line
}

export interface JobStart {
  readonly jobFile: string
  readonly drop: ReadonlyArray<string>
  readonly questionCount: number
  readonly difficulty: string
  readonly role: string | undefined
  readonly experience: string | undefined
  /** false for --no-follow-ups */
  readonly followUps: boolean
}

/** Reads the file, shows the skills and the plan, starts the interview; answers its id and how many questions. */
export const startJobInterview = async (api: ApiShape, call: Call, io: Io, options: JobStart): Promise<{ readonly id: number; readonly planned: number }> => {
  const p = painter(io)
  const description = await readJobFile(options.jobFile)
  const { skills } = await call(api.jobSkills({ jobDescription: description }))
  if (skills.length === 0) throw new CliError(NO_JOB_SKILLS)
  const unknown = options.drop.find((id) => !skills.some((s) => s.id === id))
  if (unknown !== undefined) {
    throw new CliError(`--drop-skill ${unknown} is not a skill found in the job description; the skills found are: ${skills.map((s) => s.id).join(", ")}.`)
  }
  const kept = skills.filter((s) => !options.drop.includes(s.id))
  if (kept.length === 0) throw new CliError("--drop-skill dropped every skill found; keep at least one.")

  io.stdout.write(`${p.bold("Skills found in the job description")} (${kept.length} of ${skills.length} kept; drop one with --drop-skill ID):\n`)
  for (const skill of skills) io.stdout.write(`${skillLine(skill, options.drop.includes(skill.id), io)}\n`)

  const type = (await call(api.availableInterviews())).find((t) => t.topic === JOB_DESCRIPTION_TOPIC)
  if (type === undefined) throw new CliError("this server has no interview from a job description; update it, or practise a topic with --topic T.")
  const started = await call(api.startInterview({
    interviewObjectId: type.id,
    questionProperties: {
      jobDescription: description,
      skills: kept.map((s) => s.id).join(","),
      difficulty: options.difficulty,
      questionCount: options.questionCount,
      followUps: options.followUps,
      ...(options.role !== undefined ? { targetRole: options.role } : {}),
      ...(options.experience !== undefined ? { experience: options.experience } : {})
    },
    answerProperties: { answerMode: "text" }
  }))
  const plan = (await call(api.details(started.id))).question_user_properties.jobPlan
  const steps = Array.isArray(plan) ? plan.map((s) => String((s as { reason?: unknown }).reason ?? "")) : []
  io.stdout.write(`\n${p.bold(type.displayName)}: ${steps.length} questions, ${options.difficulty}. Interview ${started.id}.\n`)
  steps.forEach((reason, i) => io.stdout.write(p.dim(`  ${String(i + 1).padStart(2)}. ${reason}\n`)))
  return { id: started.id, planned: steps.length }
}
