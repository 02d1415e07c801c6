/**
 * The user's scores over time, one line per topic, drawn as SVG at the width it is given. The same numbers are
 * in a table for screen readers, and each point names its interview, date and score on hover.
 */
import { useEffect, useRef, useState } from "react"
import { formatCardDate, type ScoreSeries } from "../../core/sdk/interview-cards.ts"

// Distinct on white at 3:1 or more, in an order that keeps neighbours apart.
const SERIES_COLOURS = ["#4b4ade", "#059669", "#d97706", "#e11d48", "#0284c7", "#7c3aed", "#0d9488", "#c2410c"] as const

const HEIGHT = 240
const PAD = { top: 16, right: 16, bottom: 34, left: 40 }
const DAY = 86_400_000

const shortDate = (at: number) => formatCardDate(new Date(at).toISOString()).replace(/, \d{4}$/, "")
const timeOfDay = (at: number) => new Date(at).toLocaleTimeString([], { hour: "numeric", minute: "2-digit" })

/** The width of an element, following resizes; `fallback` until measured (and where ResizeObserver is missing). */
const useWidth = (fallback: number) => {
  const ref = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(fallback)
  useEffect(() => {
    const element = ref.current
    if (element === null) return
    const measure = () => {
      const w = element.getBoundingClientRect().width
      if (w > 0) setWidth(Math.round(w))
    }
    measure()
    if (typeof ResizeObserver !== "function") return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, width] as const
}

/** Up to `count` evenly spaced moments between `from` and `to` for the time axis. */
const timeTicks = (from: number, to: number, count: number): ReadonlyArray<number> =>
  to <= from ? [from] : Array.from({ length: count }, (_, i) => from + ((to - from) * i) / (count - 1))

export const ScoreChart = ({ series, titleId }: { series: ReadonlyArray<ScoreSeries>; titleId: string }) => {
  const [ref, width] = useWidth(640)
  const points = series.flatMap((s) => s.points)
  const first = Math.min(...points.map((p) => p.at))
  const last = Math.max(...points.map((p) => p.at))
  // A single moment is widened to a week around it; a short span gets a margin, so no point sits on an edge.
  const span = last - first
  const [from, to] = span === 0 ? [first - 3 * DAY, last + 3 * DAY] : [first - span * 0.04, last + span * 0.04]
  // Within two days, the axis tells the hours apart rather than repeating one date.
  const tickLabel = span > 0 && span < 2 * DAY ? timeOfDay : shortDate
  const plotWidth = Math.max(1, width - PAD.left - PAD.right)
  const plotHeight = HEIGHT - PAD.top - PAD.bottom
  const x = (at: number) => PAD.left + ((at - from) / (to - from)) * plotWidth
  const y = (score: number) => PAD.top + (1 - score / 100) * plotHeight
  const ticks = timeTicks(from, to, width < 480 ? 3 : 5)

  return (
    <div>
      <div ref={ref} className="w-full">
        <svg
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="img"
          aria-labelledby={titleId}
          className="block max-w-full overflow-visible"
        >
          {[0, 20, 40, 60, 80, 100].map((s) => (
            <g key={s}>
              <line x1={PAD.left} x2={width - PAD.right} y1={y(s)} y2={y(s)} stroke="#e2e8f0" strokeDasharray={s === 0 ? undefined : "3 4"} />
              <text x={PAD.left - 8} y={y(s)} dy="0.32em" textAnchor="end" fontSize="11" fill="#687287">
                {s}
              </text>
            </g>
          ))}
          {ticks.map((t, i) => (
            <text
              key={i}
              x={x(t)}
              y={HEIGHT - 10}
              textAnchor={ticks.length === 1 ? "middle" : i === 0 ? "start" : i === ticks.length - 1 ? "end" : "middle"}
              fontSize="11"
              fill="#687287"
            >
              {tickLabel(t)}
            </text>
          ))}
          {series.map((s, si) => {
            const colour = SERIES_COLOURS[si % SERIES_COLOURS.length]
            const path = s.points.map((p, i) => `${i === 0 ? "M" : "L"}${x(p.at).toFixed(1)},${y(p.score).toFixed(1)}`).join(" ")
            return (
              <g key={s.topic} data-series={s.topic}>
                {s.points.length > 1 ? <path d={path} fill="none" stroke={colour} strokeWidth={2.25} strokeLinejoin="round" strokeLinecap="round" /> : null}
                {s.points.map((p) => (
                  <circle key={p.id} cx={x(p.at)} cy={y(p.score)} r={4.5} fill="#fff" stroke={colour} strokeWidth={2.25}>
                    <title>{`${s.label}: ${p.score} on ${formatCardDate(new Date(p.at).toISOString())} (${p.title})`}</title>
                  </circle>
                ))}
              </g>
            )
          })}
        </svg>
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm" aria-label="Topics">
        {series.map((s, si) => {
          const latest = s.points.at(-1)
          return (
            <li key={s.topic} className="inline-flex items-center gap-2 text-ink-soft">
              <span className="h-2.5 w-2.5 rounded-full" style={{ backgroundColor: SERIES_COLOURS[si % SERIES_COLOURS.length] }} aria-hidden="true" />
              <span className="font-medium text-ink">{s.label}</span>
              {latest === undefined ? null : <span className="tabular-nums">latest {latest.score}</span>}
            </li>
          )
        })}
      </ul>
      {/* A table ignores a 1 px width; its wrapper does not. */}
      <div className="sr-only">
      <table>
        <caption>Your scores by topic and date</caption>
        <thead>
          <tr>
            <th scope="col">Topic</th>
            <th scope="col">Interview</th>
            <th scope="col">Completed</th>
            <th scope="col">Score</th>
          </tr>
        </thead>
        <tbody>
          {series.flatMap((s) =>
            s.points.map((p) => (
              <tr key={`${s.topic}-${p.id}`}>
                <td>{s.label}</td>
                <td>{p.title}</td>
                <td>{formatCardDate(new Date(p.at).toISOString())}</td>
                <td>{p.score}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      </div>
    </div>
  )
}
