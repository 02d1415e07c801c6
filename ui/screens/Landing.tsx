/** The landing page (spec §2 "Landing"). It is part of the first bundle; every other screen loads lazily. */
import { useEffect } from "react"
import { revealSection, takeRequestedSection } from "../components/anchors.ts"
import { useDocumentTitle } from "../components/useDocumentTitle.ts"
import { About } from "../landing/About.tsx"
import { FeatureCarousel } from "../landing/FeatureCarousel.tsx"
import { Hero } from "../landing/Hero.tsx"
import { MotivationCarousel } from "../landing/MotivationCarousel.tsx"
import { Topics } from "../landing/Topics.tsx"

export default function LandingScreen() {
  useDocumentTitle(null)

  // Arriving from "About" on another screen, or at /#about directly.
  useEffect(() => {
    const section = takeRequestedSection()
    if (section !== null) revealSection(section)
  }, [])

  return (
    <>
      <Hero />
      <FeatureCarousel />
      <MotivationCarousel />
      <Topics />
      <About />
    </>
  )
}
