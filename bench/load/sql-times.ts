/**
 * Imported first (`node --import ./bench/load/sql-times.ts …`): times every node:sqlite statement the process runs,
 * by its text, and prints the totals at exit — which statements an answer's transaction spends its time in.
 */
import { StatementSync } from "node:sqlite"

const totals = new Map<string, { calls: number; ns: bigint; slow: number; slowNs: bigint; max: bigint }>()
for (const method of ["all", "run", "get"] as const) {
  const original = StatementSync.prototype[method] as (...args: Array<unknown>) => unknown
  ;(StatementSync.prototype as any)[method] = function(this: StatementSync, ...args: Array<unknown>) {
    const started = process.hrtime.bigint()
    try {
      return original.apply(this, args)
    } finally {
      const key = this.sourceSQL.replace(/\s+/g, " ").slice(0, 110)
      const entry = totals.get(key) ?? { calls: 0, ns: 0n, slow: 0, slowNs: 0n, max: 0n }
      const took = process.hrtime.bigint() - started
      entry.calls++
      entry.ns += took
      if (took > 1_000_000n) (entry.slow++, entry.slowNs += took)
      if (took > entry.max) entry.max = took
      totals.set(key, entry)
    }
  }
}
process.on("exit", () => {
  console.log("   total |   calls |    mean | over 1 ms: calls, total |     max | statement")
  for (const [sql, { calls, ns, slow, slowNs, max }] of [...totals].sort((a, b) => Number(b[1].ns - a[1].ns)).slice(0, 25)) {
    const ms = (n: bigint) => `${(Number(n) / 1e6).toFixed(1)} ms`
    console.log(`${ms(ns).padStart(10)} | ${String(calls).padStart(7)} | ${(Number(ns) / 1e3 / calls).toFixed(1).padStart(5)} µs | ${String(slow).padStart(5)}, ${ms(slowNs).padStart(10)} | ${ms(max).padStart(9)} | ${sql}`)
  }
})
