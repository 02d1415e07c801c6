/** Set a new password with the token in the query string (/reset-password). Placeholder until built. */
import { ScreenPlaceholder } from "../components/ScreenPlaceholder.tsx"

export default function ResetPasswordScreen() {
  return <ScreenPlaceholder title="Set a new password" />
}
