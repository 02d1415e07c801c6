/**
 * The slot for Google sign-in. This placeholder holds its place (same size as Google's button) until the
 * real button, driven by the runtime config's googleClientId, is wired in.
 */
import { GoogleGlyph } from "../components/Icons.tsx"

export const GoogleSignIn = ({ clientId: _clientId }: { clientId: string }) => (
  <button
    type="button"
    disabled
    title="Google sign-in is loading. It will be ready in a moment."
    className="inline-flex h-11 w-full items-center justify-center gap-3 rounded-xl bg-white px-5 text-sm font-semibold text-ink ring-1 ring-inset ring-slate-300 disabled:cursor-wait disabled:opacity-70"
  >
    <GoogleGlyph className="h-5 w-5" />
    Sign in with Google
  </button>
)

export default GoogleSignIn
