/** V8 settings the CLI's long-running commands choose for their work (serve.ts at start, a coach batch when it begins). */

/**
 * V8's allocation-site pretenuring, off: preparing the coach keeps everything it makes, so V8 learns to allocate
 * straight into the old space at the sites that make it, and afterwards every answer's judgement, made at the same
 * sites and dropped after its reply or line, goes there too (see serve.ts for the server's figures).
 */
export const NO_PRETENURING = "--no-allocation-site-pretenuring"

/** Whether Node was given a setting of its own for `flag` (on the command line or in NODE_OPTIONS), which wins. */
export const givenToNode = (flag: string, execArgv: ReadonlyArray<string>, env: Readonly<Record<string, string | undefined>>): boolean =>
  [...execArgv, env.NODE_OPTIONS ?? ""].some((a) => a.includes(flag))
