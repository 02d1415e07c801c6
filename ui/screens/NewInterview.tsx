/** Start a new assessment from a template (/new-interview/:id). Placeholder until built. */
import { ScreenPlaceholder } from "../components/ScreenPlaceholder.tsx"

export default function NewInterviewScreen() {
  return <ScreenPlaceholder title="Start New Assessment" />
}
