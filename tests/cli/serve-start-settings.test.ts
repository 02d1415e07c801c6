/** The settings `rehearse serve` starts itself again with: added only when missing; whatever the user gives wins. */
import { describe, expect, it } from "vitest"
import { MALLOC_TRIM_BYTES, NO_PRETENURING, SEMI_SPACE_FLAGS, startTimeSettings } from "../../cli/commands/serve.ts"

const trim = { MALLOC_TRIM_THRESHOLD_: String(MALLOC_TRIM_BYTES) }

describe("startTimeSettings", () => {
  it("adds the semi-space size, pretenuring off and the trim threshold to a process started without them", () => {
    expect(startTimeSettings([], {})).toEqual({ flags: [...SEMI_SPACE_FLAGS, NO_PRETENURING], env: trim })
    expect(startTimeSettings(["--enable-source-maps"], { NODE_OPTIONS: "--max-old-space-size=512" })).toEqual({ flags: [...SEMI_SPACE_FLAGS, NO_PRETENURING], env: trim })
  })

  it("leaves a semi-space size given to Node, on its command line or in NODE_OPTIONS", () => {
    expect(startTimeSettings(["--max-semi-space-size=64"], {})).toEqual({ flags: [NO_PRETENURING], env: trim })
    expect(startTimeSettings([], { NODE_OPTIONS: "--max-semi-space-size=8" })).toEqual({ flags: [NO_PRETENURING], env: trim })
    expect(startTimeSettings(["--min-semi-space-size=1"], {})).toEqual({ flags: [NO_PRETENURING], env: trim })
  })

  it("leaves pretenuring as given to Node, on or off", () => {
    expect(startTimeSettings(["--allocation-site-pretenuring"], {})).toEqual({ flags: [...SEMI_SPACE_FLAGS], env: trim })
    expect(startTimeSettings([], { NODE_OPTIONS: "--no-allocation-site-pretenuring" })).toEqual({ flags: [...SEMI_SPACE_FLAGS], env: trim })
  })

  it("leaves malloc's settings alone when any of them is given", () => {
    for (const name of ["MALLOC_TRIM_THRESHOLD_", "MALLOC_MMAP_THRESHOLD_", "GLIBC_TUNABLES"]) {
      expect(startTimeSettings([], { [name]: "1" }), name).toEqual({ flags: [...SEMI_SPACE_FLAGS, NO_PRETENURING], env: {} })
    }
  })

  it("asks for no restart once both are there, so the restarted process does not start again", () => {
    const first = startTimeSettings([], {})!
    expect(startTimeSettings(first.flags, first.env)).toBeNull()
  })
})
