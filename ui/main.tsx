/** The browser entry: restore the session from localStorage, ask for the runtime config, render the app. */
import "./styles.css"
import "virtual:uno.css"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { makeBrowserStorage } from "../adapters/browser/storage.ts"
import { AUTH_KEYS, initAuth } from "../core/sdk/auth.ts"
import { App } from "./App.tsx"
import { loadConfig } from "./config.ts"

const storage = makeBrowserStorage()
initAuth(storage)
void loadConfig()

// Signing in or out in another tab applies here too.
window.addEventListener("storage", (event) => {
  if (event.key === null || Object.values<string>(AUTH_KEYS).includes(event.key)) initAuth(storage)
})

const root = document.getElementById("root")
if (root === null) throw new Error("The page has no #root element to render into.")

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>
)
