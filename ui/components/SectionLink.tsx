/** A link to a section of the landing page, e.g. 'About' → /#about, that works from every screen. */
import type { MouseEvent, ReactNode } from "react"
import { useLocation } from "wouter"
import { requestSection, revealSection } from "./anchors.ts"

interface SectionLinkProps {
  readonly section: string
  readonly className?: string
  readonly children: ReactNode
  readonly onNavigate?: () => void
}

export const SectionLink = ({ section, className, children, onNavigate }: SectionLinkProps) => {
  const [location, navigate] = useLocation()
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Let the browser handle new tabs and windows.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    onNavigate?.()
    if (location === "/" && revealSection(section)) return
    requestSection(section)
    navigate("/")
  }
  return (
    <a href={`/#${section}`} className={className} onClick={onClick}>
      {children}
    </a>
  )
}
