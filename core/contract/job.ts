/** An interview from a job description (issue #16) on the wire: the skills preview, and the sentences both sides show. */
import { Schema } from "effect"

/** As long as the start form's job description may be (catalog.ts uses the same bound). */
export const JOB_DESCRIPTION_MAX = 3000
export const NO_JOB_SKILLS =
  "No skills from the question bank were found in this description — add more detail, or pick a topic instead."

/** What is wrong with a job description to read, naming the field, or null. */
export const jobDescriptionProblem = (text: string): string | null =>
  text.trim().length === 0
    ? "jobDescription is required"
    : text.length > JOB_DESCRIPTION_MAX
    ? `jobDescription must be at most ${JOB_DESCRIPTION_MAX} characters`
    : null

/** The job description to read; the server answers the skills it names. */
export const JobSkillsRequest = Schema.Struct({
  jobDescription: Schema.String.check(Schema.makeFilter((s: string) => jobDescriptionProblem(s) ?? true))
})
export type JobSkillsRequest = typeof JobSkillsRequest.Type

/** One skill a job description names: its id (sent back to keep it), its name, and the words that named it. */
export const JobSkill = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  kind: Schema.Literals(["technical", "behavioural"]),
  mentions: Schema.Int,
  matched: Schema.Array(Schema.String)
})
export type JobSkill = typeof JobSkill.Type

export const JobSkills = Schema.Struct({ skills: Schema.Array(JobSkill) })
export type JobSkills = typeof JobSkills.Type
