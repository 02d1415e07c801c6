/** The one argument parser every `rehearse` command uses (cli/args.ts, on node:util.parseArgs). */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { parseArgs, UsageError } from "../../cli/args.ts"

const spec = { port: "string", json: "boolean", topic: "string" } as const
const usage = (args: ReadonlyArray<string>): string => {
  try {
    parseArgs(args, spec)
  } catch (e) {
    if (e instanceof UsageError) return e.message
    throw e
  }
  throw new Error(`${args.join(" ")} parsed`)
}

describe("the command-line parser", () => {
  it("reads --flag value, --flag=value, switches and positional words", () => {
    expect(parseArgs(["plan", "--port", "80", "--json", "--topic=sql", "ada@example.com"], spec)).toEqual({
      flags: { port: "80", json: true, topic: "sql" },
      positional: ["plan", "ada@example.com"]
    })
  })

  it("takes a word with one dash as a word, and everything after -- as words", () => {
    expect(parseArgs(["-5", "-h", "--", "--json", "--port"], spec)).toEqual({ flags: {}, positional: ["-5", "-h", "--json", "--port"] })
  })

  it("says what is wrong: an unknown flag, a missing value, a value on a switch, a flag given twice", () => {
    expect(usage(["--loud"])).toBe("unknown option --loud; see --help for the options there are.")
    expect(usage(["--port"])).toBe("--port needs a value.")
    expect(usage(["--port", "--json"])).toBe("--port needs a value.")
    expect(usage(["--json=yes"])).toBe("--json takes no value.")
    expect(usage(["--topic", "sql", "--topic=go"])).toBe("--topic was given twice; give it once.")
  })

  it("a value may itself start with -- when it is written --flag=value", () => {
    expect(parseArgs(["--topic=--weird"], spec).flags).toEqual({ topic: "--weird" })
  })

  it("any value given with = comes back as written", () => {
    fc.assert(fc.property(fc.string(), (value) => {
      expect(parseArgs([`--port=${value}`], spec).flags.port).toBe(value)
    }))
  })
})
