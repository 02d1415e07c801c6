/**
 * The top of a V8 CPU profile (`--cpu-prof`), for reading where a server's time goes: self time by function and
 * by where the code lives. Run as `node bench/load/profile-summary.ts FILE.cpuprofile [top]` (PROFILE_LAST=seconds: only
 * the profile's last seconds).
 */
import { readFileSync } from "node:fs"

interface Node {
  readonly id: number
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number }
  readonly children?: ReadonlyArray<number>
}
interface Profile {
  readonly nodes: ReadonlyArray<Node>
  readonly samples: ReadonlyArray<number>
  readonly timeDeltas: ReadonlyArray<number>
}

const [file, topArg] = process.argv.slice(2)
const profile = JSON.parse(readFileSync(file!, "utf8")) as Profile
const top = Number(topArg ?? 25)
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
// PROFILE_LAST=seconds: only the samples of the profile's last seconds (a server's run under load, not its start-up)
const lastUs = Number(process.env.PROFILE_LAST ?? Infinity) * 1e6
const span = profile.timeDeltas.reduce((a, b) => a + b, 0)
const self = new Map<number, number>()
let at = 0
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0
  if (span - at <= lastUs) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0))
})
const total = [...self.values()].reduce((a, b) => a + b, 0)

const where = (url: string): string => {
  if (url === "") return "(native / V8)"
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1]
  if (pkg !== undefined) return pkg
  if (url.startsWith("node:")) return "node internals"
  const ours = url.match(/wt-[^/]+\/(.+)$/)?.[1] ?? url.match(/\/(dist\/cli\/.+|adapters\/.+|core\/.+|cli\/.+)$/)?.[1]
  return ours ?? url
}
const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us)
const byFunction = new Map<string, number>()
const byPlace = new Map<string, number>()
for (const [id, us] of self) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame
  add(byFunction, `${functionName || "(anonymous)"}  ${where(url)}:${lineNumber + 1}`, us)
  add(byPlace, where(url), us)
}
const print = (title: string, map: Map<string, number>) => {
  console.log(`\n${title}`)
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((us / total) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${key}`)
  }
}
console.log(`${(total / 1e6).toFixed(1)} s sampled`)
print("self time by function", byFunction)
print("self time by place", byPlace)

// Inclusive time (self plus callees) of the functions named in the optional third argument, a regular expression.
const pattern = process.argv[4]
if (pattern !== undefined) {
  const parent = new Map<number, number>()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const inclusive = new Map<string, number>()
  for (const [id, us] of self) {
    const seen = new Set<string>()
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const { functionName, url, lineNumber } = byId.get(at)!.callFrame
      if (!new RegExp(pattern).test(functionName)) continue
      const key = `${functionName}  ${where(url)}:${lineNumber + 1}`
      if (!seen.has(key)) add(inclusive, key, us)
      seen.add(key)
    }
  }
  print(`inclusive time of /${pattern}/`, inclusive)
}
