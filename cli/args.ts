/**
 * The one argument parser of every `rehearse` command: Node's `util.parseArgs` reads the words, and the rules here
 * make them strict — known flags only, `--flag value` or `--flag=value`, each flag once, a value never taken from
 * the next flag; words that are not `--flags` (one dash included) are positional.
 */
import { parseArgs as readArgs } from "node:util"

export interface FlagSpec {
  readonly [name: string]: "boolean" | "string"
}

export interface Parsed {
  readonly flags: Readonly<Record<string, string | boolean | undefined>>
  readonly positional: ReadonlyArray<string>
}

/** A command line that cannot be run as written: said in one sentence, exit code 2. */
export class UsageError extends Error {
  override readonly name = "UsageError"
}

export const parseArgs = (args: ReadonlyArray<string>, spec: FlagSpec): Parsed => {
  const options = Object.fromEntries(Object.entries(spec).map(([name, type]) => [name, { type }]))
  // Not strict: every word comes back as a token, and the rules below say what is wrong in our words.
  const { tokens } = readArgs({ args: [...args], options, strict: false, allowPositionals: true, tokens: true })
  const flags: Record<string, string | boolean | undefined> = {}
  const positional: Array<string> = []
  let lastShort = -1
  for (const token of tokens) {
    if (token.kind === "option-terminator") continue
    if (token.kind === "positional") {
      positional.push(token.value)
      continue
    }
    if (!token.rawName.startsWith("--")) {
      // "-5" or "-h" is a word, not a flag (a group "-abc" comes as one token a letter, all at one index)
      if (token.index !== lastShort) positional.push(args[token.index]!)
      lastShort = token.index
      continue
    }
    const kind = spec[token.name]
    if (kind === undefined) throw new UsageError(`unknown option --${token.name}; see --help for the options there are.`)
    if (token.name in flags) throw new UsageError(`--${token.name} was given twice; give it once.`)
    if (kind === "boolean") {
      if (token.value !== undefined) throw new UsageError(`--${token.name} takes no value.`)
      flags[token.name] = true
    } else {
      if (token.value === undefined || (!token.inlineValue && token.value.startsWith("--"))) {
        throw new UsageError(`--${token.name} needs a value.`)
      }
      flags[token.name] = token.value
    }
  }
  return { flags, positional }
}
