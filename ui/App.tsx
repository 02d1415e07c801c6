/** The browser shell: skip link, header, the routed screen inside an error boundary, footer and toasts. */
import { useLayoutEffect, useRef } from "react"
import { useLocation } from "wouter"
import { ErrorBoundary } from "./components/ErrorBoundary.tsx"
import { Footer } from "./components/Footer.tsx"
import { Header } from "./components/Header.tsx"
import { Toaster } from "./components/Toaster.tsx"
import { AppRoutes } from "./routes.tsx"

export const App = () => {
  const [location] = useLocation()
  const mainRef = useRef<HTMLElement>(null)
  const shownLocation = useRef(location)

  // A new screen starts at the top, and focus moves to it so screen readers and keyboards start there too.
  // Layout effects run before the screens' own effects, so a screen may still scroll to a section after this.
  useLayoutEffect(() => {
    // Only on a change of page: not on the first render (nor on StrictMode's second run of it).
    if (shownLocation.current === location) return
    shownLocation.current = location
    if (typeof window.scrollTo === "function") window.scrollTo({ top: 0, left: 0, behavior: "instant" })
    mainRef.current?.focus({ preventScroll: true })
  }, [location])

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-[60] focus:rounded-xl focus:bg-white focus:px-4 focus:py-2.5 focus:text-sm focus:font-semibold focus:text-brand-700 focus:shadow-lg"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" ref={mainRef} tabIndex={-1} className="flex-1">
        <ErrorBoundary key={location}>
          <AppRoutes />
        </ErrorBoundary>
      </main>
      <Footer />
      <Toaster />
    </div>
  )
}
