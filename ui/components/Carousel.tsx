/**
 * An auto-advancing carousel with dot buttons and a pause control. It pauses while the pointer is over it or
 * focus is inside it, and starts paused when the user prefers reduced motion (WCAG 2.2.2).
 */
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react"
import { usePrefersReducedMotion } from "./useReducedMotion.ts"
import { PauseIcon, PlayIcon } from "./Icons.tsx"

export interface Slide {
  readonly key: string
  readonly content: ReactNode
}

interface CarouselProps {
  /** Names the carousel for assistive technology, e.g. "Features". */
  readonly label: string
  readonly intervalMs: number
  readonly slides: ReadonlyArray<Slide>
  /** Dots and the pause button in dark ink on light backgrounds, or white on the brand colour. */
  readonly tone?: "light" | "dark"
  readonly className?: string
  readonly controlsClassName?: string
}

const dotTone = {
  light: {
    active: "w-7 bg-brand-700",
    idle: "w-2.5 bg-slate-400 group-hover:bg-slate-600",
    toggle: "text-ink-soft hover:bg-slate-100 hover:text-ink"
  },
  dark: {
    active: "w-7 bg-white",
    idle: "w-2.5 bg-white/55 group-hover:bg-white/85",
    toggle: "text-white/85 hover:bg-white/10 hover:text-white"
  }
} as const

export const Carousel = ({ label, intervalMs, slides, tone = "light", className, controlsClassName }: CarouselProps) => {
  const count = slides.length
  const [index, setIndex] = useState(0)
  const reducedMotion = usePrefersReducedMotion()
  // null: the user has not chosen, so follow the motion preference.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const dotsRef = useRef<HTMLDivElement>(null)

  const playing = playChoice ?? !reducedMotion
  const running = playing && !hovered && !focused && count > 1

  // One timer per shown slide: jumping to a slide gives it the full interval.
  useEffect(() => {
    if (!running) return
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs)
    return () => clearTimeout(timer)
  }, [running, index, intervalMs, count])

  const goTo = (next: number, moveFocus = false) => {
    const target = ((next % count) + count) % count
    setIndex(target)
    if (moveFocus) dotsRef.current?.querySelectorAll<HTMLButtonElement>("button")[target]?.focus()
  }

  const onDotsKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    goTo(next, true)
  }

  const colors = dotTone[tone]
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={className}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
      }}
    >
      <div className="grid" aria-live={running ? "off" : "polite"}>
        {slides.map((slide, i) => {
          const active = i === index
          return (
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={active ? undefined : true}
              inert={!active}
              className={`col-start-1 row-start-1 motion-safe:transition-[opacity,transform,visibility] motion-safe:duration-500 motion-safe:ease-out ${
                active ? "visible opacity-100 translate-y-0" : "invisible opacity-0 motion-safe:translate-y-1"
              }`}
            >
              {slide.content}
            </div>
          )
        })}
      </div>
      <div className={controlsClassName ?? "mt-6 flex items-center justify-center gap-3"}>
        <button
          type="button"
          className={`inline-flex h-9 w-9 items-center justify-center rounded-full ${colors.toggle}`}
          aria-label={playing ? `Pause ${label.toLowerCase()}` : `Play ${label.toLowerCase()}`}
          onClick={() => setPlayChoice(!playing)}
        >
          {playing ? <PauseIcon className="h-4 w-4" /> : <PlayIcon className="h-4 w-4" />}
        </button>
        <div ref={dotsRef} className="flex items-center" onKeyDown={onDotsKey}>
          {slides.map((slide, i) => {
            const active = i === index
            return (
              <button
                key={slide.key}
                type="button"
                className="group inline-flex h-9 min-w-6 items-center justify-center rounded-full px-1"
                aria-label={`Go to slide ${i + 1}`}
                aria-current={active ? "true" : undefined}
                onClick={() => goTo(i)}
              >
                <span
                  aria-hidden="true"
                  className={`block h-2.5 rounded-full motion-safe:transition-all motion-safe:duration-300 ${
                    active ? colors.active : colors.idle
                  }`}
                />
              </button>
            )
          })}
        </div>
      </div>
    </section>
  )
}
