/** Details of a user interview (/interview/details/:id). Placeholder until built. */
import { ScreenPlaceholder } from "../components/ScreenPlaceholder.tsx"

export default function InterviewDetailsScreen() {
  return <ScreenPlaceholder title="Interview details" />
}
