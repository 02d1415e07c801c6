/** The assessment report card (/results/:id). Placeholder until built. */
import { ScreenPlaceholder } from "../components/ScreenPlaceholder.tsx"

export default function ResultsScreen() {
  return <ScreenPlaceholder title="Assessment Report" />
}
