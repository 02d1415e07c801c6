/** Debian's Chromium driven by playwright-core (no browser download), with the flags this machine needs; Playwright gives each launch a fresh profile. */
import { existsSync } from "node:fs"
import { type Browser, chromium } from "playwright-core"

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

export const launchBrowser = async (): Promise<Browser> => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium is not installed at ${CHROMIUM}; install it with \`apt-get install -y chromium\` (CI does).`)
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync"
    ]
  })
}
