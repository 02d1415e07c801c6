// Test projects: `unit` (node, includes the SQLite contract suites), `ui` (happy-dom screens),
// `e2e` (Chromium against the production server) and `pg` (the same contract suites on PostgreSQL).
import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["tests/**/*.test.ts"],
          exclude: ["tests/e2e/**", "tests/**/*.pg.test.ts", "tests/ui/**"],
          environment: "node",
          testTimeout: 20_000
        }
      },
      {
        test: {
          name: "ui",
          include: ["tests/ui/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: ["tests/ui/setup.ts"],
          testTimeout: 20_000
        }
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false
        }
      },
      {
        test: {
          name: "pg",
          include: ["tests/**/*.pg.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          fileParallelism: false
        }
      }
    ]
  }
})
