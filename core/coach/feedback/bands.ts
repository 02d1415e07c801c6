/**
 * The one set of score bands that colour, stars and words follow (PRODUCT.md): the coach's rating bands
 * (`ratingFor`: 5 from 80, 4 from 60, 3 from 40, 2 from 20, else 1) with a colour and a word for each. The colours
 * keep the spec's gauge thresholds (green from 80 %, yellow from 60 %, red below), which are the bands of 5 and 4.
 */
import { ratingFor } from "../judging/assess.ts"

export type BandTone = "green" | "yellow" | "red"

export interface ScoreBand {
  /** The stars: 1–5. */
  readonly rating: number
  readonly tone: BandTone
  /** The band in a word or two, shown beside the gauge and the stars. */
  readonly word: string
}

const BANDS: Readonly<Record<1 | 2 | 3 | 4 | 5, ScoreBand>> = {
  5: { rating: 5, tone: "green", word: "Excellent" },
  4: { rating: 4, tone: "yellow", word: "Good" },
  3: { rating: 3, tone: "red", word: "Needs work" },
  2: { rating: 2, tone: "red", word: "Weak" },
  1: { rating: 1, tone: "red", word: "Poor" }
}

/** The band of a rating (stars), rounded and held to 1–5. */
export const bandOfRating = (rating: number): ScoreBand =>
  BANDS[Math.max(1, Math.min(5, Math.round(Number.isFinite(rating) ? rating : 1))) as 1 | 2 | 3 | 4 | 5]

/** The band of a score out of `max` (100 by default), read as a percentage. */
export const bandOfScore = (score: number, max = 100): ScoreBand =>
  bandOfRating(ratingFor(max > 0 && Number.isFinite(score) ? (100 * score) / max : 0))
