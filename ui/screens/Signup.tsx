/** Register (/signup). Placeholder until built. */
import { ScreenPlaceholder } from "../components/ScreenPlaceholder.tsx"

export default function SignupScreen() {
  return <ScreenPlaceholder title="Create your account" />
}
