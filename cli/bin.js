#!/usr/bin/env node
// The `rehearse` command. Node 24 runs the TypeScript sources directly (type stripping).
const [major] = process.versions.node.split(".").map(Number)
if (major < 24) {
  process.stderr.write(`rehearse needs Node.js 24 or newer (this is ${process.version}); run it through npx or npm run.\n`)
  process.exit(1)
}
const { main } = await import("./main.ts")
process.exitCode = await main(process.argv.slice(2))
