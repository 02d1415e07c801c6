/** `npm run dev`: the API server (PORT, default 8080) and Vite's dev server (5173, proxying /api to it) together. */
import { spawn } from "node:child_process"
import { join } from "node:path"

const root = join(import.meta.dirname, "..")
const port = process.env.PORT ?? "8080"
const children = [
  spawn(process.execPath, [join(root, "cli", "bin.js"), "serve"], { cwd: root, stdio: "inherit", env: { ...process.env, PORT: port } }),
  spawn(process.execPath, [join(root, "node_modules", "vite", "bin", "vite.js")], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, API_URL: `http://localhost:${port}` }
  })
]
const stop = () => children.forEach((c) => c.exitCode === null && c.kill("SIGTERM"))
process.on("SIGINT", stop)
process.on("SIGTERM", stop)
for (const c of children) c.on("exit", (code) => {
  stop()
  process.exitCode = code ?? 0
})
