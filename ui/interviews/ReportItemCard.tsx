/**
 * One report or answer item as a card (spec §3 "Report item / answer item"): its field, drawn by the dynamic
 * renderer, and, when present, its feedback score (as a gauge) and rating (as stars).
 */
import type { ReportItem } from "../../core/contract/interview.ts"
import { FeedbackLines } from "../fields/FeedbackLines.tsx"
import { FieldRenderer } from "../fields/FieldRenderer.tsx"
import { Stars } from "../fields/Rating.tsx"
import { ScoreGauge } from "../fields/Score.tsx"

/** The item's own score or rating field already shows that number; the feedback adds only what it lacks. */
const feedbackExtras = (item: ReportItem): { score?: number; rating?: number } => {
  const { score, rating } = item.feedback_object
  const shows = item.type === "score" || item.type === "rating"
  return {
    ...(score === undefined || shows ? {} : { score }),
    ...(rating === undefined || shows ? {} : { rating })
  }
}

export const ReportItemCard = ({ item, id }: { item: ReportItem; id: string }) => {
  if (item.type === "questiondrawer") {
    return (
      <div className="card p-5 sm:p-6">
        <FieldRenderer field={item} id={id} readOnly feedback={item.feedback_object} />
      </div>
    )
  }
  const extras = feedbackExtras(item)
  const centred = item.type === "score" || item.type === "rating"
  return (
    <div className={`card h-full p-5 sm:p-6 ${centred ? "flex items-center justify-center" : ""}`}>
      <FieldRenderer field={item} id={id} readOnly />
      {extras.score === undefined && extras.rating === undefined ? null : (
        <div className="mt-4 flex flex-wrap items-center gap-4 border-t border-slate-100 pt-4">
          {extras.score === undefined ? null : (
            <div className="flex items-center gap-3">
              <ScoreGauge value={extras.score} label="Score" size="md" />
              <span className="text-sm font-medium text-ink-soft" aria-hidden="true">
                Score
              </span>
            </div>
          )}
          {extras.rating === undefined ? null : (
            <div className="flex items-center gap-2">
              <Stars value={extras.rating} label="Rating" />
              <span className="text-sm font-medium text-ink-soft" aria-hidden="true">
                Rating
              </span>
            </div>
          )}
        </div>
      )}
      {item.feedback_object.lines === undefined || item.feedback_object.lines.length === 0 ? null : (
        <div className="mt-4 border-t border-slate-100 pt-4">
          <FeedbackLines lines={item.feedback_object.lines} />
        </div>
      )}
    </div>
  )
}
