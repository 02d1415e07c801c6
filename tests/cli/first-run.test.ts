/**
 * The first run on a machine whose system Node is older than the project's (Node 20 here): `npm install` and
 * `npx rehearse` print none of npm's EBADENGINE warnings, which are harmless since the project runs on its own
 * Node 24 (the project's .npmrc says why).
 */
import { execFileSync, spawnSync } from "node:child_process"
import { existsSync } from "node:fs"
import { join } from "node:path"
import { expect, it } from "vitest"

const root = join(import.meta.dirname, "..", "..")
const SYSTEM_NODE = "/usr/bin/node"
const SYSTEM_NPX = "/usr/bin/npx"
const systemMajor = (): number | null => {
  if (!existsSync(SYSTEM_NODE) || !existsSync(SYSTEM_NPX)) return null
  return Number(execFileSync(SYSTEM_NODE, ["-p", "process.versions.node.split('.')[0]"], { encoding: "utf8" }).trim())
}
const major = systemMajor()

// The system's npm and npx on the system's Node, as a new user types them; PATH without the project's own Node.
const system = (command: string, args: ReadonlyArray<string>) =>
  spawnSync(command, args, { cwd: root, encoding: "utf8", env: { HOME: process.env.HOME ?? "/root", PATH: "/usr/local/bin:/usr/bin:/bin" }, timeout: 60_000 })

it.skipIf(major === null || major >= 22)("on an older system Node, npm install and `npx rehearse --help` print no EBADENGINE warning", () => {
  // A dry run reads the whole tree as an install does, and changes nothing.
  const install = system("/usr/bin/npm", ["install", "--dry-run", "--offline", "--no-audit", "--no-fund"])
  expect(install.status).toBe(0)
  expect(install.stdout + install.stderr).not.toContain("EBADENGINE")
  const help = system(SYSTEM_NPX, ["rehearse", "--help"])
  expect(help.stdout).toContain("Usage: rehearse <command>")
  expect(help.stderr).not.toContain("EBADENGINE")
}, 120_000)
