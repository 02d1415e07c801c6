/**
 * Links to a section of the landing page (/#about) from any screen: the landing page may not be on screen
 * yet when the link is followed, so the wanted section is remembered and scrolled to once it renders.
 */
let pendingSection: string | null = null

export const requestSection = (id: string) => {
  pendingSection = id
}

/** The section to bring into view now: one asked for by a link, else the URL's hash. */
export const takeRequestedSection = (): string | null => {
  const wanted = pendingSection ?? (window.location.hash.length > 1 ? window.location.hash.slice(1) : null)
  pendingSection = null
  return wanted
}

/** Scrolls a section into view and moves focus to it, so keyboard users continue from there. */
export const revealSection = (id: string): boolean => {
  const section = document.getElementById(id)
  if (section === null) return false
  section.scrollIntoView({ block: "start" })
  if (section.tabIndex < 0 && !section.hasAttribute("tabindex")) section.setAttribute("tabindex", "-1")
  section.focus({ preventScroll: true })
  return true
}
