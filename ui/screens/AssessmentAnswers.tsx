/** The answers of an assessment (/assessment-answers/:id). Placeholder until built. */
import { ScreenPlaceholder } from "../components/ScreenPlaceholder.tsx"

export default function AssessmentAnswersScreen() {
  return <ScreenPlaceholder title="Assessment Answers" />
}
