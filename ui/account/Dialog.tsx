/**
 * A modal dialog on the browser's own `<dialog>` (`showModal()`: the top layer, the page behind made inert), labelled
 * by its title; it takes focus when it opens, keeps Tab and Shift+Tab inside, closes on Escape (the dialog's `cancel`
 * comes to `onClose`, so the screen's state decides), and gives focus back to what had it before.
 */
import { type ReactNode, type RefObject, useEffect, useId, useLayoutEffect, useRef } from "react"
import { createPortal } from "react-dom"
import { CloseIcon } from "../components/Icons.tsx"

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

interface DialogProps {
  readonly title: string
  readonly description?: ReactNode
  readonly onClose: () => void
  /** What gets focus on opening; the first field (else the first control) otherwise. */
  readonly initialFocus?: RefObject<HTMLElement | null>
  /** While true, Escape and the backdrop do not close it (a call is running). */
  readonly locked?: boolean
  readonly children: ReactNode
}

export const Dialog = ({ title, description, onClose, initialFocus, locked = false, children }: DialogProps) => {
  const id = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose
  const lockedRef = useRef(locked)
  lockedRef.current = locked

  // Open as a modal before the screen paints, so the page behind is inert from the first frame.
  useLayoutEffect(() => {
    const element = dialog.current
    if (element !== null && !element.open) element.showModal()
    return () => element?.close()
  }, [])

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const first = initialFocus?.current ??
      panel.current?.querySelector<HTMLElement>("input:not([disabled]), select:not([disabled]), textarea:not([disabled])") ??
      panel.current?.querySelector<HTMLElement>(FOCUSABLE) ?? panel.current
    first?.focus()
    const overflow = document.body.style.overflow
    document.body.style.overflow = "hidden"

    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault()
        if (!lockedRef.current) onCloseRef.current()
        return
      }
      if (event.key !== "Tab" || panel.current === null) return
      const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE))
      if (items.length === 0) return
      const firstItem = items[0] as HTMLElement
      const lastItem = items[items.length - 1] as HTMLElement
      const inside = panel.current.contains(document.activeElement)
      if (event.shiftKey && (document.activeElement === firstItem || !inside)) {
        event.preventDefault()
        lastItem.focus()
      } else if (!event.shiftKey && (document.activeElement === lastItem || !inside)) {
        event.preventDefault()
        firstItem.focus()
      }
    }
    // Focus that wanders out (a click on the page behind) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (panel.current !== null && event.target instanceof Node && !panel.current.contains(event.target)) {
        panel.current.querySelector<HTMLElement>(FOCUSABLE)?.focus()
      }
    }
    document.addEventListener("keydown", onKey)
    document.addEventListener("focusin", onFocusIn)
    return () => {
      document.removeEventListener("keydown", onKey)
      document.removeEventListener("focusin", onFocusIn)
      document.body.style.overflow = overflow
      if (opener !== null && opener.isConnected) opener.focus()
    }
  }, [initialFocus])

  return createPortal(
    <dialog
      ref={dialog}
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={description === undefined ? undefined : `${id}-description`}
      // Escape's own closing is the screen's to decide (the keydown handler above), never the browser's.
      onCancel={(event) => event.preventDefault()}
      className="fixed inset-0 z-50 m-0 flex h-full max-h-none w-full max-w-none items-end justify-center border-0 bg-transparent p-0 sm:items-center sm:p-6 backdrop:bg-transparent"
    >
      <div
        className="absolute inset-0 bg-slate-900/50 backdrop-blur-[2px]"
        aria-hidden="true"
        onClick={() => {
          if (!lockedRef.current) onCloseRef.current()
        }}
      />
      <div
        ref={panel}
        tabIndex={-1}
        className="dialog-panel relative max-h-[100dvh] w-full overflow-y-auto rounded-t-3xl bg-white p-6 shadow-2xl shadow-slate-900/20 sm:max-w-md sm:rounded-2xl sm:p-8"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={`${id}-title`} className="font-display text-xl font-semibold text-ink">
            {title}
          </h2>
          <button
            type="button"
            className="-mr-2 -mt-1 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl text-ink-muted hover:bg-slate-100 hover:text-ink"
            aria-label="Close"
            disabled={locked}
            onClick={onClose}
          >
            <CloseIcon className="h-5 w-5" />
          </button>
        </div>
        {description === undefined ? null : (
          <p id={`${id}-description`} className="mt-1.5 text-sm leading-relaxed text-ink-soft">
            {description}
          </p>
        )}
        <div className="mt-6">{children}</div>
      </div>
    </dialog>,
    document.body
  )
}
