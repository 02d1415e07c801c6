/** Schedule or start an interview (/interview/start). Placeholder until built. */
import { ScreenPlaceholder } from "../components/ScreenPlaceholder.tsx"

export default function InterviewStartScreen() {
  return <ScreenPlaceholder title="Schedule or start an interview" />
}
