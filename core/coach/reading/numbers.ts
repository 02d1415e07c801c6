/**
 * Numbers as candidates write and say them: "12.5", "1,200", "3/8", "1 1/2", "12 and a half",
 * "twelve point five", "three eighths", "two thirds", "25%", "25 percent", "2:3".
 */

export interface NumberMention {
  readonly value: number
  /** the words the candidate used, for feedback */
  readonly text: string
  /** character offsets in the lower-cased text */
  readonly start: number
  readonly end: number
  /** digits after the decimal point the candidate gave (0 for whole numbers and fractions) */
  readonly decimals: number
  readonly percent: boolean
  /** set for "a:b" */
  readonly ratio: readonly [number, number] | null
}

const UNITS: ReadonlyMap<string, number> = new Map(Object.entries({
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18,
  nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90
}))
/**
 * The value of one word that is a number by itself: digits ("443", "3.5") or a number word from two to ninety ("four",
 * "sixty"); "one" is left out, as often a pronoun ("the one that", "one of them") as a count. Else null.
 */
export const numberWordValue = (word: string): number | null => {
  if (/^[0-9]+(?:\.[0-9]+)?$/.test(word)) return Number(word)
  const unit = UNITS.get(word)
  return unit === undefined || unit < 2 ? null : unit
}
const SCALES: ReadonlyMap<string, number> = new Map(Object.entries({ hundred: 100, thousand: 1000, lakh: 100_000, million: 1_000_000, crore: 10_000_000, billion: 1_000_000_000 }))
const DENOMINATORS: ReadonlyMap<string, number> = new Map(Object.entries({
  half: 2, halves: 2, third: 3, thirds: 3, quarter: 4, quarters: 4, fourth: 4, fourths: 4, fifth: 5, fifths: 5,
  sixth: 6, sixths: 6, seventh: 7, sevenths: 7, eighth: 8, eighths: 8, ninth: 9, ninths: 9, tenth: 10, tenths: 10
}))

interface Token {
  readonly text: string
  readonly start: number
  readonly end: number
}

const TOKEN = /\d+(?:,\d{3})*(?:\.\d+)?|[a-z]+|%|\/|:/g

const tokensOf = (text: string): Array<Token> => {
  const out: Array<Token> = []
  for (const m of text.toLowerCase().matchAll(TOKEN)) out.push({ text: m[0], start: m.index, end: m.index + m[0].length })
  return out
}

const isDigits = (t: Token | undefined): t is Token => t !== undefined && /^\d/.test(t.text)
const digitValue = (t: Token): number => Number(t.text.replace(/,/g, ""))
const decimalsOf = (t: Token): number => (t.text.includes(".") ? t.text.split(".")[1]!.length : 0)

/** Every number mentioned in a text, in order. */
export const extractNumbers = (text: string): Array<NumberMention> => {
  const tokens = tokensOf(text)
  const lower = text.toLowerCase()
  const out: Array<NumberMention> = []
  let i = 0
  while (i < tokens.length) {
    const parsed = isDigits(tokens[i]) ? parseDigits(tokens, i) : parseWords(tokens, i)
    if (parsed === null) {
      i++
      continue
    }
    let { decimals, next, value } = parsed
    const { ratio } = parsed
    // "12 and a half", "two and a quarter"
    if (tokens[next]?.text === "and" && tokens[next + 1]?.text === "a" && DENOMINATORS.get(tokens[next + 2]?.text ?? "") !== undefined) {
      value += 1 / DENOMINATORS.get(tokens[next + 2]!.text)!
      decimals = 0
      next += 3
    }
    let percent = false
    if (tokens[next]?.text === "%" || tokens[next]?.text === "percent") {
      percent = true
      next++
    } else if (tokens[next]?.text === "per" && tokens[next + 1]?.text === "cent") {
      percent = true
      next += 2
    }
    const start = tokens[i]!.start
    const end = tokens[next - 1]!.end
    out.push({ value, text: lower.slice(start, end), start, end, decimals, percent, ratio })
    i = next
  }
  return out
}

interface Parsed {
  value: number
  decimals: number
  next: number
  ratio: readonly [number, number] | null
}

const parseDigits = (tokens: ReadonlyArray<Token>, i: number): Parsed => {
  const first = tokens[i]!
  const a = digitValue(first)
  // mixed number "1 1/2"
  if (isDigits(tokens[i + 1]) && tokens[i + 2]?.text === "/" && isDigits(tokens[i + 3]) && !first.text.includes(".")) {
    const den = digitValue(tokens[i + 3]!)
    if (den !== 0 && tokens[i + 1]!.start - first.end === 1) return { value: a + digitValue(tokens[i + 1]!) / den, decimals: 0, next: i + 4, ratio: null }
  }
  if ((tokens[i + 1]?.text === "/" || tokens[i + 1]?.text === "over") && isDigits(tokens[i + 2])) {
    const den = digitValue(tokens[i + 2]!)
    if (den !== 0) return { value: a / den, decimals: 0, next: i + 3, ratio: null }
  }
  if (tokens[i + 1]?.text === "out" && tokens[i + 2]?.text === "of" && isDigits(tokens[i + 3])) {
    const den = digitValue(tokens[i + 3]!)
    if (den !== 0) return { value: a / den, decimals: 0, next: i + 4, ratio: null }
  }
  if (tokens[i + 1]?.text === ":" && isDigits(tokens[i + 2]) && tokens[i + 2]!.start - tokens[i + 1]!.end <= 1) {
    const b = digitValue(tokens[i + 2]!)
    return { value: b === 0 ? a : a / b, decimals: 0, next: i + 3, ratio: [a, b] }
  }
  // "12 point 5" is rare in writing but appears in transcripts
  if (tokens[i + 1]?.text === "point" && isDigits(tokens[i + 2]) && !tokens[i + 2]!.text.includes(".")) {
    const frac = tokens[i + 2]!.text
    return { value: Number(`${a}.${frac}`), decimals: frac.length, next: i + 3, ratio: null }
  }
  return { value: a, decimals: decimalsOf(first), next: i + 1, ratio: null }
}

const parseWords = (tokens: ReadonlyArray<Token>, i: number): Parsed | null => {
  const startWord = tokens[i]!.text
  // "a half", "a third", "a quarter"
  if (startWord === "a" && DENOMINATORS.get(tokens[i + 1]?.text ?? "") !== undefined && tokens[i + 1]!.text !== "fourth") {
    const word = tokens[i + 1]!.text
    if (word === "half" || word === "third" || word === "quarter") return { value: 1 / DENOMINATORS.get(word)!, decimals: 0, next: i + 2, ratio: null }
  }
  if (UNITS.get(startWord) === undefined) return null
  let total = 0
  let current = 0
  let j = i
  let any = false
  while (j < tokens.length) {
    const w = tokens[j]!.text
    if (UNITS.get(w) !== undefined) {
      current += UNITS.get(w)!
      any = true
      j++
    } else if (SCALES.get(w) !== undefined && any) {
      const scale = SCALES.get(w)!
      if (scale === 100) current = (current === 0 ? 1 : current) * 100
      else {
        total += (current === 0 ? 1 : current) * scale
        current = 0
      }
      j++
    } else if (w === "and" && any && UNITS.get(tokens[j + 1]?.text ?? "") !== undefined && (SCALES.get(tokens[j - 1]!.text) !== undefined)) {
      j++
    } else break
  }
  let value = total + current
  let decimals = 0
  // "twelve point five", "zero point two five"
  if (tokens[j]?.text === "point" && (UNITS.get(tokens[j + 1]?.text ?? "") ?? 99) <= 9) {
    let digits = ""
    j++
    while (j < tokens.length && (UNITS.get(tokens[j]!.text) ?? 99) <= 9) {
      digits += String(UNITS.get(tokens[j]!.text))
      j++
    }
    value = Number(`${value}.${digits}`)
    decimals = digits.length
  } else if (DENOMINATORS.get(tokens[j]?.text ?? "") !== undefined && value > 0 && value < 20) {
    // "three eighths", "two thirds", "one half"
    const den = DENOMINATORS.get(tokens[j]!.text)!
    if (!(value === 1 && tokens[j]!.text.endsWith("s"))) {
      value = value / den
      j++
    }
  }
  return { value, decimals, next: j, ratio: null }
}

/** Whether a candidate's number is the expected one, allowing the rounding the candidate chose to give. */
export const sameNumber = (given: NumberMention, expected: number, expectedPercent: boolean): boolean => {
  const candidates = [given.value]
  if (expectedPercent && !given.percent) candidates.push(given.value * 100)
  if (!expectedPercent && given.percent) candidates.push(given.value / 100)
  return candidates.some((c) => closeEnough(c, expected, given.decimals))
}

const closeEnough = (c: number, e: number, decimals: number): boolean => {
  if (Math.abs(c - e) <= 1e-9 * Math.max(1, Math.abs(e))) return true
  if (Number.isInteger(e)) return false
  if (decimals >= 1) return Math.abs(c - e) <= 0.5 * 10 ** -decimals + 1e-9
  return Math.abs(e) >= 10 && Math.abs(c - e) < 0.5
}
