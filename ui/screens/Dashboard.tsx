/** The interview lists (/dashboard). Placeholder until built. */
import { ScreenPlaceholder } from "../components/ScreenPlaceholder.tsx"

export default function DashboardScreen() {
  return <ScreenPlaceholder title="Dashboard" />
}
