// Setup for the `ui` test project (happy-dom): React's act environment, a signed-out visitor with an empty
// localStorage before each test, and everything rendered or stored by a test removed after it.
import { afterEach, beforeEach, vi } from "vitest"
import { makeBrowserStorage } from "../../adapters/browser/storage.ts"
import { initAuth } from "../../core/sdk/auth.ts"
import { clearToasts } from "../../core/sdk/toasts.ts"
import { resetConfig } from "../../ui/config.ts"
import { cleanup } from "./dom.tsx"

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

beforeEach(() => {
  localStorage.clear()
  initAuth(makeBrowserStorage(localStorage))
})

afterEach(() => {
  cleanup()
  localStorage.clear()
  clearToasts()
  resetConfig()
  vi.useRealTimers()
  vi.restoreAllMocks()
})
