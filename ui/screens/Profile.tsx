/** The account profile (/profile). Placeholder until built. */
import { ScreenPlaceholder } from "../components/ScreenPlaceholder.tsx"

export default function ProfileScreen() {
  return <ScreenPlaceholder title="Your Profile" />
}
