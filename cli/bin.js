#!/usr/bin/env node
// The `rehearse` command. Node 24 runs the TypeScript sources directly (type stripping).
const [major] = process.versions.node.split(".").map(Number)
if (major < 24) {
  process.stderr.write(`rehearse needs Node.js 24 or newer (this is ${process.version}); run it through npx or npm run.\n`)
  process.exit(1)
}
// Node's compile cache keeps the compiled sources between runs, so the command starts faster the second time.
const { enableCompileCache } = await import("node:module")
enableCompileCache?.(new URL("../node_modules/.cache/rehearse-compile", import.meta.url).pathname)
const { main } = await import("./main.ts")
process.exitCode = await main(process.argv.slice(2))
