/** Renders the whole app at a path, on an in-memory location the test can read and drive. */
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { App } from "../../ui/App.tsx"
import { render } from "./dom.tsx"

export const renderApp = (path: string) => {
  const location = memoryLocation({ path, record: true })
  const view = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <App />
    </Router>
  )
  return {
    ...view,
    navigate: location.navigate,
    /** The path the app is on now. */
    path: () => location.history.at(-1)?.split("?")[0]
  }
}
