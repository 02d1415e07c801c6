/**
 * Shows an action's notice as a toast, and carries one across a full page load (the change-password flow
 * ends with one) in sessionStorage, to be shown by the next page.
 */
import type { Notice } from "../../core/auth/notices.ts"
import { toast } from "../../core/sdk/toasts.ts"

export const showNotice = (notice: Notice | null): void => {
  if (notice === null) return
  toast({ title: notice.title, variant: notice.variant, ...(notice.description === undefined ? {} : { description: notice.description }) })
}

const CARRIED_KEY = "rehearse.notice"

/** Keeps the notice for the page that loads next. */
export const carryNotice = (notice: Notice): void => {
  try {
    sessionStorage.setItem(CARRIED_KEY, JSON.stringify(notice))
  } catch {
    // Without sessionStorage the notice is shown on this page only.
    showNotice(notice)
  }
}

const isNotice = (value: unknown): value is Notice =>
  typeof value === "object" && value !== null && "title" in value && typeof value.title === "string" &&
  "variant" in value && (value.variant === "success" || value.variant === "error" || value.variant === "info") &&
  (!("description" in value) || typeof value.description === "string")

/** Shows (once) a notice carried from the previous page, if any. */
export const showCarriedNotice = (): void => {
  let raw: string | null = null
  try {
    raw = sessionStorage.getItem(CARRIED_KEY)
    sessionStorage.removeItem(CARRIED_KEY)
  } catch {
    return
  }
  if (raw === null) return
  try {
    const value: unknown = JSON.parse(raw)
    if (isNotice(value)) showNotice(value)
  } catch {
    // A damaged entry is dropped.
  }
}

/** The full page loads the account screens make; a seam so tests can watch them. */
export const page = {
  load: (path: string): void => {
    window.location.assign(path)
  }
}
