/**
 * The Space key toggles the microphone (spec §2), except where Space already means something: typing in the
 * transcript or any field, pressing a focused button or link, or inside a dialog.
 */
import { useEffect, useRef } from "react"

const OWNS_SPACE = "input, textarea, select, button, a[href], summary, [contenteditable], [role='button'], [role='checkbox'], [role='switch'], [role='radio'], [role='option'], [role='dialog']"

/** Whether a Space pressed with focus on `target` should toggle listening. */
export const spaceToggles = (target: EventTarget | null): boolean =>
  !(target instanceof Element && target.closest(OWNS_SPACE) !== null)

export const useSpaceToggle = (enabled: boolean, toggle: () => void): void => {
  const toggleRef = useRef(toggle)
  toggleRef.current = toggle
  useEffect(() => {
    if (!enabled) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== " " && event.code !== "Space") return
      if (event.repeat || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return
      if (!spaceToggles(event.target)) return
      event.preventDefault()
      toggleRef.current()
    }
    document.addEventListener("keydown", onKeyDown)
    return () => document.removeEventListener("keydown", onKeyDown)
  }, [enabled])
}
