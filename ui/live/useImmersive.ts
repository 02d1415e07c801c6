/**
 * The live interview fills the screen (and, once started, the fullscreen): while it is shown, the site's header,
 * footer and skip link behind it are made inert, so Tab and screen readers stay in the interview. Toasts stay live.
 */
import { type RefObject, useEffect } from "react"

const SHELL = "header, footer, a[href='#main']"

export const useImmersive = (root: RefObject<HTMLElement | null>): void => {
  useEffect(() => {
    const main = root.current?.closest("main")
    const parent = main?.parentElement
    if (main === null || main === undefined || parent === null || parent === undefined) return
    const shell = Array.from(parent.children).filter((e): e is HTMLElement => e !== main && e instanceof HTMLElement && e.matches(SHELL))
    const before = shell.map((e) => e.hasAttribute("inert"))
    for (const e of shell) e.setAttribute("inert", "")
    return () => {
      shell.forEach((e, i) => {
        if (!before[i]) e.removeAttribute("inert")
      })
    }
  }, [root])
}
