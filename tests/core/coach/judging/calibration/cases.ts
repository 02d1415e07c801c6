/**
 * The shape of a calibration case: one question and three answers written for it by hand, in other words than
 * the model answer, each labelled with the band a fair interviewer would put it in.
 */
import type { Topic } from "../../../../../core/coach/bank/topic-list.ts"

export type Label = "good" | "partial" | "wrong"

export const BANDS: Readonly<Record<Label, readonly [number, number]>> = {
  good: [70, 100],
  partial: [35, 69],
  wrong: [0, 34]
}

export interface BankCase {
  /** a bank question id */
  readonly id: string
  readonly good: string
  readonly partial: string
  readonly wrong: string
}

/** A question that is not in the bank, judged from a reference answer only. */
export interface ReferenceCase {
  readonly question: string
  readonly reference: string
  readonly topic?: Topic
  readonly good: string
  readonly partial: string
  readonly wrong: string
}
