/**
 * The start screen's step for an interview from a job description (issue #16): the skills the description names,
 * asked of the server before starting, and the kept ones as the start form sends them.
 */
import { Effect } from "effect"
import { JOB_DESCRIPTION_MAX, type JobSkill, jobDescriptionProblem, NO_JOB_SKILLS } from "../contract/job.ts"
import { Api, serverMessageOf } from "../ports/Api.ts"
import { run } from "./runtime.ts"

export { NO_JOB_SKILLS }

export type JobSkillsOutcome =
  | { readonly ok: true; readonly skills: ReadonlyArray<JobSkill> }
  | { readonly ok: false; readonly message: string }

/** The skills the description names; a description the server would refuse is refused here, in its words. */
export const findJobSkills = async (jobDescription: string): Promise<JobSkillsOutcome> => {
  const problem = jobDescriptionProblem(jobDescription)
  if (problem !== null) {
    return { ok: false, message: jobDescription.trim() === "" ? "Paste a job description first." : `Job description must be at most ${JOB_DESCRIPTION_MAX} characters` }
  }
  try {
    const found = await run(Effect.flatMap(Effect.service(Api), (api) => api.jobSkills({ jobDescription })))
    return { ok: true, skills: found.skills }
  } catch (e) {
    return { ok: false, message: serverMessageOf(e) ?? "Could not read the job description. Try again." }
  }
}

/** The start form's `skills` value: the kept skill ids, comma-separated. */
export const keptSkillsValue = (skills: ReadonlyArray<JobSkill>, dropped: ReadonlySet<string>): string =>
  skills.filter((s) => !dropped.has(s.id)).map((s) => s.id).join(",")
