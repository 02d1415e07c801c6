/** A small, strict argument parser: known flags only, `--flag value` or `--flag=value`, positional words. */
export interface FlagSpec {
  readonly [name: string]: "boolean" | "string"
}

export interface Parsed {
  readonly flags: Readonly<Record<string, string | boolean | undefined>>
  readonly positional: ReadonlyArray<string>
}

export class UsageError extends Error {
  override readonly name = "UsageError"
}

export const parseArgs = (args: ReadonlyArray<string>, spec: FlagSpec): Parsed => {
  const flags: Record<string, string | boolean | undefined> = {}
  const positional: Array<string> = []
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    if (arg === "--") {
      positional.push(...args.slice(i + 1))
      break
    }
    if (!arg.startsWith("--") || arg === "--") {
      positional.push(arg)
      continue
    }
    const eq = arg.indexOf("=")
    const name = arg.slice(2, eq === -1 ? undefined : eq)
    const kind = spec[name]
    if (kind === undefined) throw new UsageError(`unknown option --${name}; see --help for the options there are.`)
    if (kind === "boolean") {
      if (eq !== -1) throw new UsageError(`--${name} takes no value.`)
      flags[name] = true
    } else {
      const value = eq !== -1 ? arg.slice(eq + 1) : args[++i]
      if (value === undefined || (eq === -1 && value.startsWith("--"))) throw new UsageError(`--${name} needs a value.`)
      flags[name] = value
    }
  }
  return { flags, positional }
}
