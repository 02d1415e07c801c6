/**
 * Shows the toasts of core/sdk/toasts at the top right, just below the header (or the live interview's bar),
 * announced to screen readers: never over the action bar at the bottom of the live interview or the buttons that
 * close a form. Three at most; each hides itself after a while (longer for errors) unless the pointer or keyboard
 * focus is on it, and each has its own dismiss button.
 */
import { useStore } from "@nanostores/react"
import { useEffect, useState } from "react"
import { $toasts, dismissToast, type Toast } from "../../core/sdk/toasts.ts"
import { AlertCircleIcon, CheckCircleIcon, CloseIcon, InfoIcon } from "./Icons.tsx"

export const TOAST_DURATION_MS = { info: 5000, success: 5000, error: 8000 } as const

const tone = {
  success: { icon: CheckCircleIcon, iconClass: "text-emerald-600", bar: "bg-emerald-500" },
  error: { icon: AlertCircleIcon, iconClass: "text-red-600", bar: "bg-red-500" },
  info: { icon: InfoIcon, iconClass: "text-brand-600", bar: "bg-brand-500" }
} as const

const ToastItem = ({ toast }: { toast: Toast }) => {
  const [held, setHeld] = useState(false)

  useEffect(() => {
    if (held) return
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS[toast.variant])
    return () => clearTimeout(timer)
  }, [held, toast.id, toast.variant])

  const { icon: Icon, iconClass, bar } = tone[toast.variant]
  return (
    // The live role sits inside the list item: a list may hold only list items (axe "list").
    <li className="pointer-events-auto w-full">
      <div
        role={toast.variant === "error" ? "alert" : "status"}
        aria-atomic="true"
        className="toast-enter pointer-events-auto relative flex w-full gap-3 overflow-hidden rounded-xl bg-white p-4 pr-11 shadow-lg shadow-slate-900/10 ring-1 ring-slate-200"
        onMouseEnter={() => setHeld(true)}
        onMouseLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false)
        }}
      >
        <span className={`absolute inset-y-0 left-0 w-1 ${bar}`} aria-hidden="true" />
        <Icon className={`mt-0.5 h-5 w-5 shrink-0 ${iconClass}`} />
        <div className="min-w-0">
          <p className="text-sm font-semibold text-ink">{toast.title}</p>
          {toast.description === undefined ? null : (
            <p className="mt-0.5 text-sm text-ink-soft">{toast.description}</p>
          )}
        </div>
        <button
          type="button"
          className="absolute right-2 top-2 inline-flex h-8 w-8 items-center justify-center rounded-lg text-ink-muted hover:bg-slate-100 hover:text-ink"
          aria-label={`Dismiss notification: ${toast.title}`}
          onClick={() => dismissToast(toast.id)}
        >
          <CloseIcon className="h-4 w-4" />
        </button>
      </div>
    </li>
  )
}

export const Toaster = () => {
  const toasts = useStore($toasts)
  // The region is always in the page so assistive technology is listening before the first toast arrives.
  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-0 top-16 z-50 flex justify-center p-3 sm:inset-x-auto sm:right-0 sm:justify-end sm:p-4"
    >
      <ol aria-live="polite" className="flex w-full max-w-sm flex-col gap-3">
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </ol>
    </section>
  )
}
