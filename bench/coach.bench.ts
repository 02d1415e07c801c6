/**
 * The built-in coach's speed on one core: assessment latency per answer (realistic answers of 30–200 words
 * against real bank questions) and batch throughput of `rehearse coach assess --jsonl` with in-memory streams,
 * in this process and in a fresh one (where the bank's word statistics and every question are prepared anew), in
 * the calling thread (--workers 1) and on the default number of worker threads.
 */
import { spawn } from "node:child_process"
import { existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { availableParallelism, tmpdir } from "node:os"
import { join } from "node:path"
import { PassThrough, Readable, Writable } from "node:stream"
import { coachCommand } from "../cli/commands/coach.ts"
import { closeJudgingPool } from "../cli/commands/coach-workers.ts"
import { builtInBank } from "../core/coach/built-in-layer.ts"
import type { BankQuestion } from "../core/coach/bank/types.ts"
import { makeBuiltInCoach } from "../core/coach/built-in-coach.ts"
import { hashSeed, seededRandom } from "../core/coach/selection/seeded-random.ts"
import { splitSentences } from "../core/coach/reading/text.ts"
import { ensureMeaning, loadMeaning } from "../adapters/node/meaning-files.ts"

const percentile = (sorted: ReadonlyArray<number>, p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!
const random = seededRandom(hashSeed("coach bench"))
const pick = <A>(xs: ReadonlyArray<A>): A => xs[Math.floor(random() * xs.length)]!

const FILLERS = ["um", "uh", "you know", "like", "sort of", "basically", "I mean"]
const ASIDES = [
  "In my last project we ran into exactly this.",
  "I think that is the main thing to keep in mind.",
  "Honestly I would double-check the documentation here.",
  "That trade-off comes up a lot in code reviews."
]

/** Answers the way candidates give them: part of a good answer, reordered, with asides, fillers or no punctuation. */
const answerFor = (q: BankQuestion): string => {
  const sentences = splitSentences(q.modelAnswer)
  const style = Math.floor(random() * 4)
  let words: Array<string>
  if (style === 0) words = sentences.slice(0, 1 + Math.floor(random() * sentences.length)).join(" ").split(/\s+/)
  else if (style === 1) words = [...sentences].sort(() => random() - 0.5).slice(0, 3).concat(pick(ASIDES)).join(" ").split(/\s+/)
  else if (style === 2) {
    words = q.modelAnswer.replace(/[.,;:]/g, "").toLowerCase().split(/\s+/)
    for (let i = 5; i < words.length; i += 9) words.splice(i, 0, pick(FILLERS))
  } else words = `${pick(ASIDES)} ${q.modelAnswer} ${pick(ASIDES)} ${q.talkingPoints.map((p) => p.point).join(" ")}`.split(/\s+/)
  while (words.length < 30) words.push(...pick(ASIDES).split(" "))
  return words.slice(0, 30 + Math.floor(random() * 171)).join(" ")
}

/** The 4,000 answers this bench times (the same ones in every process: the seed is fixed), for bench/coach-cpu.ts too. */
export const benchAnswers = (questions: ReadonlyArray<BankQuestion>): Array<{ q: BankQuestion; answer: string }> =>
  Array.from({ length: 4000 }, () => {
    const q = pick(questions)
    return { q, answer: answerFor(q) }
  })

/** The contradiction development sets' answers to bank questions (tests/core/coach/judging/contradiction-dev*.json), in file order. */
const othersAnswers = (bank: ReturnType<typeof builtInBank>): Array<{ q: BankQuestion; answer: string }> => {
  const dir = join(import.meta.dirname, "..", "tests", "core", "coach", "judging")
  return readdirSync(dir).filter((f) => /^contradiction-dev.*\.json$/.test(f)).sort().flatMap((f) =>
    (JSON.parse(readFileSync(join(dir, f), "utf8")) as { pairs: Array<{ question?: string; good: string; opposite: string }> }).pairs.flatMap((p) => {
      const q = p.question === undefined ? undefined : bank.byId.get(p.question)
      return q === undefined ? [] : [{ q, answer: p.good }, { q, answer: p.opposite }]
    })
  )
}

/**
 * Answers written by others than the bank's authors (the contradiction development sets' good and opposite answers to
 * bank questions), to a coach of its own prepared as the server prepares one (let go after it, so the batches below do
 * not run beside its heap): each question's first answer against its later ones.
 */
const othersFirstAnswers = (bank: ReturnType<typeof builtInBank>, meaning: Parameters<typeof makeBuiltInCoach>[2]): void => {
  const others = makeBuiltInCoach(bank, undefined, meaning)
  others.prepareAll()
  const firstTimes: Array<number> = []
  const laterTimes: Array<number> = []
  const seen = new Set<string>()
  for (const { answer, q } of othersAnswers(bank)) {
    const started = performance.now()
    // as the server asks it (its questionId with the rest)
    others.assess({ question: q.text, questionId: q.id, topic: q.topic, talkingPoints: q.talkingPoints, reference: q.modelAnswer, kind: q.kind, answer })
    ;(seen.has(q.id) ? laterTimes : firstTimes).push(performance.now() - started)
    seen.add(q.id)
  }
  const mean = (xs: ReadonlyArray<number>) => xs.reduce((a, b) => a + b, 0) / xs.length
  console.log(
    `answers in others' words (${firstTimes.length + laterTimes.length} to ${firstTimes.length} bank questions, prepared as a server's): ` +
      `a question's first answer mean ${mean(firstTimes).toFixed(3)} ms, its later ones ${mean(laterTimes).toFixed(3)} ms`
  )
}

const timeAssessments = (coach: ReturnType<typeof makeBuiltInCoach>, cases: ReadonlyArray<{ q: BankQuestion; answer: string }>) =>
  cases.map(({ answer, q }) => {
    const started = performance.now()
    coach.assess({ question: q.text, talkingPoints: q.talkingPoints, reference: q.modelAnswer, kind: q.kind, answer })
    return performance.now() - started
  }).sort((a, b) => a - b)

const runBatch = async (input: string, workers?: number): Promise<{ ms: number; lines: number; code: number }> => {
  let lines = 0
  const stdout = new Writable({
    write(chunk: Buffer, _encoding, done) {
      // counted with indexOf: a byte-by-byte loop here would cost the batch tens of milliseconds it does not spend
      for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) lines++
      done()
    }
  })
  const chunks: Array<string> = []
  for (let i = 0; i < input.length; i += 64 * 1024) chunks.push(input.slice(i, i + 64 * 1024))
  const started = performance.now()
  const args = ["assess", "--jsonl", ...(workers === undefined ? [] : ["--workers", String(workers)])]
  const code = await coachCommand(args, { stdin: Readable.from(chunks), stdout, stderr: new PassThrough(), isTTY: false })
  return { ms: performance.now() - started, lines, code }
}

export default async function(): Promise<void> {
  const bank = builtInBank()
  const cases = benchAnswers(bank.questions)
  const words = cases.map((c) => c.answer.split(/\s+/).length).sort((a, b) => a - b)
  console.log(`answers: ${cases.length} over ${new Set(cases.map((c) => c.q.id)).size} bank questions, ${words[0]}–${words.at(-1)} words (median ${percentile(words, 0.5)})`)

  const fmt = (s: ReadonlyArray<number>) => `p50 ${percentile(s, 0.5).toFixed(3)} ms, p95 ${percentile(s, 0.95).toFixed(3)} ms, p99 ${percentile(s, 0.99).toFixed(3)} ms`
  // Words alone (no meaning resource), as the baseline of the same run.
  const wordsOnly = makeBuiltInCoach(bank)
  timeAssessments(wordsOnly, cases)
  console.log(`words alone, assessment per answer, warm: ${fmt(timeAssessments(wordsOnly, cases))}`)

  // As the server runs it: the meaning resource loaded and every bank question prepared before the first answer.
  const rssBefore = process.memoryUsage().rss
  const loadStarted = performance.now()
  const meaning = loadMeaning() ?? (await ensureMeaning())
  const loaded = performance.now()
  const coach = makeBuiltInCoach(bank, undefined, meaning)
  coach.prepareAll()
  const prepared = performance.now()
  console.log(
    `start-up: meaning resource loaded in ${(loaded - loadStarted).toFixed(0)} ms, every bank question prepared in ${(prepared - loaded).toFixed(0)} ms; ` +
      `RSS +${((process.memoryUsage().rss - rssBefore) / 2 ** 20).toFixed(1)} MiB (now ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB)`
  )
  const first = timeAssessments(coach, cases.slice(0, 500))
  console.log(`with meaning, the first 500 answers after start-up: ${fmt(first)}`)
  othersFirstAnswers(bank, meaning)
  const warm = timeAssessments(coach, cases)
  console.log(`with meaning, assessment per answer, warm: ${fmt(warm)} (target p95 ≤ 5 ms)`)

  const line = ({ answer, q }: { q: BankQuestion; answer: string }, i: number) =>
    JSON.stringify(
      i % 3 === 0
        ? { question: q.text, answer }
        : i % 3 === 1
        ? { id: q.id, question: q.text, answer }
        : { question: `${q.text} (asked differently)`, reference: q.modelAnswer, topic: q.topic, answer }
    )
  // A class's grading run: many answers to a set of 100 questions (each also asked as a reference-only question).
  const classQuestions = Array.from({ length: 100 }, () => pick(bank.questions))
  const classRun = Array.from({ length: 5000 }, () => {
    const q = pick(classQuestions)
    return { q, answer: answerFor(q) }
  })
  // The compiled batch three times over: workers warm up more slowly than this thread (each judges only its share of
  // the lines, and its code is compiled anew), so the passes show how far they have come.
  const batches: ReadonlyArray<readonly [string, string]> = [
    ["5000 answers to 100 questions, questions new to the process", `${classRun.map(line).join("\n")}\n`],
    ["4000 answers over the whole bank, most questions new to the process", `${cases.map(line).join("\n")}\n`],
    ...[1, 2, 3].map((pass) => [`the same 4000 answers again, questions already compiled (pass ${pass} of 3)`, `${cases.map(line).join("\n")}\n`] as const)
  ]
  // In this thread (the default, --workers 1), then on as many worker threads as the machine runs, each with coaches of its own.
  for (const workers of [1, availableParallelism()]) {
    const rssBefore = process.memoryUsage().rss
    for (const [label, input] of batches) {
      const { code, lines: out, ms } = await runBatch(input, workers)
      console.log(
        `batch --jsonl --workers ${workers}, ${label}: ` +
          `${out} results in ${ms.toFixed(0)} ms = ${((out / ms) * 1000).toFixed(0)} answers/s (exit ${code}; target ≥ 5000/s)`
      )
    }
    if (workers > 1) {
      console.log(`  RSS of this process +${((process.memoryUsage().rss - rssBefore) / 2 ** 20).toFixed(0)} MiB with the workers started and warm`)
    }
  }
  closeJudgingPool()
  await freshProcessBatches(batches[1]![1])
}

// A fresh process: what `rehearse coach assess --jsonl < answers.jsonl` does once, one-time work included.
const FRESH_RUNS = 5

const freshProcessBatches = async (input: string): Promise<void> => {
  const dir = mkdtempSync(join(tmpdir(), "rehearse-bench-coach-"))
  const file = join(dir, "answers.jsonl")
  writeFileSync(file, input)
  try {
    for (const workers of [String(availableParallelism()), "1"]) {
      const runs: Array<{ ms: number; lines: number; importMs: number; maxRssMiB: number }> = []
      for (let i = 0; i < FRESH_RUNS; i++) runs.push(await childBatch(file, workers))
      runs.sort((a, b) => a.ms - b.ms)
      const rate = (r: { ms: number; lines: number }) => ((r.lines / r.ms) * 1000).toFixed(0)
      const median = runs[Math.floor(FRESH_RUNS / 2)]!
      console.log(
        `batch --jsonl --workers ${workers} in a fresh process, 4000 answers over the whole bank, ` +
          `${preparedBankFile() === null ? "no prepared bank (build the CLI bundle: npm install)" : "reading the bank prepared with the CLI bundle"}: median ${median.ms.toFixed(0)} ms = ${rate(median)} answers/s, ` +
          `best ${runs[0]!.ms.toFixed(0)} ms = ${rate(runs[0]!)} answers/s, peak RSS ${median.maxRssMiB.toFixed(0)} MiB ` +
          `(${FRESH_RUNS} processes; module loading before it, ${median.importMs.toFixed(0)} ms, not counted; target ≥ 5000/s)`
      )
    }
    const walls: Array<number> = []
    for (let i = 0; i < 3; i++) walls.push(await commandWallTime(file))
    walls.sort((a, b) => a - b)
    console.log(`  the whole command, node start-up and module loading included: median ${walls[1]!.toFixed(0)} ms = ${((4000 / walls[1]!) * 1000).toFixed(0)} answers/s`)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const childBatch = (file: string, workers?: string): Promise<{ ms: number; lines: number; importMs: number; maxRssMiB: number }> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [import.meta.filename, FRESH_BATCH, file, ...(workers === undefined ? [] : [workers])], { stdio: ["ignore", "pipe", "inherit"] })
    let out = ""
    child.stdout.on("data", (d) => (out += d))
    child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`fresh batch exited with ${code}: ${out}`))))
  })

const commandWallTime = (file: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(process.execPath, [join(import.meta.dirname, "..", "cli", "bin.js"), "coach", "assess", "--jsonl"], {
      stdio: [openSync(file, "r"), "ignore", "inherit"]
    })
    child.on("exit", (code) => (code === 0 ? resolve(performance.now() - started) : reject(new Error(`rehearse coach exited with ${code}`))))
  })

const FRESH_BATCH = "--fresh-batch"

/** The prepared bank written with the CLI bundle (cli/bundle.ts), if the bundle is built. */
const preparedBankFile = (): string | null => {
  try {
    const dir = join(import.meta.dirname, "..", "dist", "cli")
    const name = (JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")) as { coachPrepared?: unknown }).coachPrepared
    return typeof name === "string" && existsSync(join(dir, name)) ? join(dir, name) : null
  } catch {
    return null
  }
}

// Run directly as `node bench/coach.bench.ts --fresh-batch <file>`: one batch in this new process, timed.
if (import.meta.main && process.argv[2] === FRESH_BATCH) {
  const input = readFileSync(process.argv[3]!, "utf8")
  // as `rehearse` itself runs it: with the bank prepared beside the CLI bundle (cli/bin.js sets this), when there is one
  process.env.REHEARSE_COACH_PREPARED = preparedBankFile() ?? ""
  const importMs = performance.now()
  const { code, lines, ms } = await runBatch(input, process.argv[4] === undefined ? undefined : Number(process.argv[4]))
  if (code !== 0) process.exitCode = code
  // maxRSS is in KiB
  process.stdout.write(JSON.stringify({ ms, lines, importMs, maxRssMiB: process.resourceUsage().maxRSS / 1024 }))
}
