/** Request a reset link (/forgot-password). Placeholder until built. */
import { ScreenPlaceholder } from "../components/ScreenPlaceholder.tsx"

export default function ForgotPasswordScreen() {
  return <ScreenPlaceholder title="Forgot your password?" />
}
