/**
 * Messages shown to the user as toasts (spec §8: "a title and a description"). The store only holds them;
 * when a toast hides itself is the UI's decision.
 */
import { atom } from "nanostores"

export type ToastVariant = "success" | "error" | "info"

export interface Toast {
  readonly id: number
  readonly title: string
  readonly description?: string
  readonly variant: ToastVariant
}

export interface ToastInput {
  readonly title: string
  readonly description?: string
  readonly variant?: ToastVariant
}

/** At most this many toasts stack up; the oldest goes first, so a burst never buries the page. */
export const MAX_TOASTS = 3

export const $toasts = atom<ReadonlyArray<Toast>>([])

// A counter rather than randomness: ids only need to be unique within this page's life.
let nextId = 1

export const toast = (input: ToastInput): number => {
  const id = nextId++
  const entry: Toast = {
    id,
    title: input.title,
    variant: input.variant ?? "info",
    ...(input.description === undefined ? {} : { description: input.description })
  }
  $toasts.set([...$toasts.get(), entry].slice(-MAX_TOASTS))
  return id
}

export const dismissToast = (id: number): void => {
  const current = $toasts.get()
  if (current.some((t) => t.id === id)) $toasts.set(current.filter((t) => t.id !== id))
}

export const clearToasts = (): void => {
  $toasts.set([])
}
