/**
 * The score field (spec §3): a circular gauge, 100 at most by default, counting up over 1500 ms; green from 80 %
 * of the maximum, yellow from 60 %, red below — the score bands the stars and words follow too (core/forms).
 * Screen readers get the final value at once.
 */
import { bandOfScore, FIELD_DEFAULTS, labelOf } from "../../core/forms/fields.ts"
import { easeOutCubic, useTimeline } from "./motion.ts"
import type { FieldProps } from "./types.ts"

export type ScoreTone = "green" | "yellow" | "red"

export const scoreTone = (value: number, max: number): ScoreTone => bandOfScore(value, max).tone

export const TONES: Readonly<Record<ScoreTone, { ring: string; text: string; star: string; bar: string }>> = {
  green: { ring: "text-emerald-500", text: "text-emerald-700", star: "text-emerald-500", bar: "bg-emerald-500" },
  yellow: { ring: "text-amber-400", text: "text-amber-700", star: "text-amber-400", bar: "bg-amber-400" },
  red: { ring: "text-red-500", text: "text-red-700", star: "text-red-500", bar: "bg-red-500" }
}

const SIZES = {
  lg: { box: "h-32 w-32", number: "text-3xl", of: "text-xs", stroke: 9 },
  md: { box: "h-20 w-20", number: "text-xl", of: "text-[0.65rem]", stroke: 10 },
  sm: { box: "h-12 w-12", number: "text-sm", of: "hidden", stroke: 11 }
} as const

export const toNumber = (value: unknown): number | null => {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN
  return Number.isFinite(n) ? n : null
}

interface ScoreGaugeProps {
  readonly value: number
  readonly max?: number
  /** What is scored, for the accessible name: "Overall score". */
  readonly label: string
  readonly size?: keyof typeof SIZES
}

export const ScoreGauge = ({ value, max = FIELD_DEFAULTS.scoreMax, label, size = "lg" }: ScoreGaugeProps) => {
  const top = max > 0 ? max : FIELD_DEFAULTS.scoreMax
  const final = Math.max(0, Math.min(top, value))
  const progress = useTimeline(FIELD_DEFAULTS.scoreAnimationMs, `${final}/${top}`)
  const shown = final * easeOutCubic(progress)
  const tone = scoreTone(final, top)
  const { box, number, of, stroke } = SIZES[size]
  const radius = 50 - stroke / 2
  const circumference = 2 * Math.PI * radius
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={top}
      aria-valuenow={final}
      aria-valuetext={`${Math.round(final)} out of ${top}, ${bandOfScore(final, top).word.toLowerCase()}`}
      data-tone={tone}
      className={`relative inline-flex shrink-0 items-center justify-center ${box}`}
    >
      <svg viewBox="0 0 100 100" className="absolute inset-0 h-full w-full -rotate-90" aria-hidden="true" focusable="false">
        <circle cx="50" cy="50" r={radius} fill="none" stroke="currentColor" strokeWidth={stroke} className="text-slate-200" />
        <circle
          cx="50"
          cy="50"
          r={radius}
          fill="none"
          stroke="currentColor"
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - shown / top)}
          className={TONES[tone].ring}
        />
      </svg>
      <span aria-hidden="true" className="relative flex flex-col items-center leading-none">
        <span className={`font-display font-bold tabular-nums ${number} ${TONES[tone].text}`}>{Math.round(shown)}</span>
        <span className={`mt-1 font-medium text-ink-muted ${of}`}>of {top}</span>
      </span>
    </div>
  )
}

/** The band's word in its colour, e.g. 'Needs work' in red: the same band as the gauge and the stars. */
const BandWord = ({ band }: { band: { readonly tone: ScoreTone; readonly word: string } }) => (
  <p className={`text-sm font-semibold ${TONES[band.tone].text}`} data-band={band.tone}>
    {band.word}
  </p>
)

export const ScoreField = ({ field, value }: FieldProps) => {
  const n = toNumber(value)
  const max = field.properties?.max ?? field.validation?.max ?? FIELD_DEFAULTS.scoreMax
  return (
    <div className="flex flex-col items-center gap-2 text-center">
      {n === null ? <p className="text-sm text-ink-muted">Not scored</p> : <ScoreGauge value={n} max={max} label={labelOf(field)} />}
      <p className="text-sm font-medium text-ink-soft" aria-hidden={n === null ? undefined : true}>
        {labelOf(field)}
      </p>
      {n === null ? null : <BandWord band={bandOfScore(n, max)} />}
    </div>
  )
}
