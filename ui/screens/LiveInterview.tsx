/** The live interview (/interview/:id). Placeholder until built. */
import { ScreenPlaceholder } from "../components/ScreenPlaceholder.tsx"

export default function LiveInterviewScreen() {
  return <ScreenPlaceholder title="Interview" />
}
