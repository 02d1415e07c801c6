/** Sign in (/login): e-mail and password, a Google sign-in block. Placeholder until built. */
import { ScreenPlaceholder } from "../components/ScreenPlaceholder.tsx"

export default function LoginScreen() {
  return <ScreenPlaceholder title="Log in" />
}
