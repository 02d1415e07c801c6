/** A small spinner that also tells screen readers what is loading. */
export const Spinner = ({ label = "Loading…", className }: { label?: string; className?: string }) => (
  <span role="status" className={className ?? "inline-flex items-center gap-2 text-sm text-ink-muted"}>
    <svg viewBox="0 0 24 24" className="spinner h-5 w-5 text-brand-600" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="2.5" />
      <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
    <span className="sr-only">{label}</span>
  </span>
)

/** What a lazily loaded screen shows while its code arrives. */
export const ScreenSpinner = () => (
  <div className="flex min-h-[50vh] items-center justify-center">
    <Spinner label="Loading the page…" />
  </div>
)
