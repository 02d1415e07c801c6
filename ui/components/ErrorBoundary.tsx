/** The router's fallback: any error thrown while rendering a screen shows this instead of a blank page. */
import { Component, type ErrorInfo, type ReactNode } from "react"
import { AlertCircleIcon } from "./Icons.tsx"

interface State {
  readonly error: Error | null
}

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === "string" ? error : "Something went wrong."

const ErrorFallback = ({ error }: { error: unknown }) => (
  <section className="page-x flex min-h-[55vh] items-center justify-center py-16" aria-labelledby="app-error-title">
    <div className="card w-full max-w-xl p-8 text-center" role="alert">
      <span className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-red-50 text-red-600">
        <AlertCircleIcon className="h-6 w-6" />
      </span>
      <h1 id="app-error-title" className="font-display text-2xl font-semibold tracking-tight">
        Unexpected Application Error!
      </h1>
      <p className="mt-3 break-words rounded-lg bg-slate-50 px-4 py-3 font-mono text-sm text-ink-soft">
        {messageOf(error)}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <a href="/" className="btn-primary">
          Go to the home page
        </a>
      </div>
    </div>
  </section>
)

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(messageOf(error)) }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("Unexpected application error", error, info.componentStack)
  }

  override render() {
    return this.state.error === null ? this.props.children : <ErrorFallback error={this.state.error} />
  }
}
