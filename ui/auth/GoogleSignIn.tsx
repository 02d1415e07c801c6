/**
 * The Google sign-in button (spec §2, §5). It exists only when the server publishes a GOOGLE_CLIENT_ID; then
 * Google Identity Services is loaded and draws its own button here, and the credential it hands back is
 * posted to the server through the SDK (loaded on demand, so the landing bundle stays small).
 */
import { useStore } from "@nanostores/react"
import { useEffect, useRef, useState } from "react"
import { useLocation } from "wouter"
import { GOOGLE_ERROR } from "../../core/auth/notices.ts"
import { showNotice } from "../account/notify.ts"
import { GoogleGlyph } from "../components/Icons.tsx"
import { $config } from "../config.ts"
import { type GoogleCredentialResponse, type GoogleIdentity, listenForCredentials, loadGoogleIdentity } from "./google-identity.ts"

const placeholderClass =
  "inline-flex h-11 w-full items-center justify-center gap-3 rounded-xl bg-white px-5 text-sm font-semibold text-ink ring-1 ring-inset ring-slate-300 hover:bg-slate-50 disabled:cursor-wait disabled:opacity-70"

// Google draws buttons 200 to 400 px wide.
const buttonWidth = (slot: HTMLElement) => Math.round(Math.min(400, Math.max(200, slot.getBoundingClientRect().width || 320)))

type State = { readonly kind: "loading" } | { readonly kind: "ready"; readonly google: GoogleIdentity } | { readonly kind: "failed" }

const GoogleButton = ({ clientId }: { clientId: string }) => {
  const [, navigate] = useLocation()
  const [state, setState] = useState<State>({ kind: "loading" })
  const [attempt, setAttempt] = useState(0)
  const [busy, setBusy] = useState(false)
  const slot = useRef<HTMLDivElement>(null)
  // The latest navigate, for a credential that arrives after a re-render.
  const navigateRef = useRef(navigate)
  navigateRef.current = navigate

  useEffect(() => {
    let live = true
    loadGoogleIdentity().then(
      (google) => live && setState({ kind: "ready", google }),
      () => live && setState({ kind: "failed" })
    )
    return () => {
      live = false
    }
  }, [attempt])

  useEffect(() => {
    if (state.kind !== "ready") return
    const onCredential = async (response: GoogleCredentialResponse) => {
      setBusy(true)
      try {
        const sdk = await import("../sdk.ts")
        const outcome = await sdk.googleSignIn(response.credential)
        showNotice(outcome.notice)
        if (outcome.ok) navigateRef.current("/dashboard", { replace: true })
      } catch {
        showNotice(GOOGLE_ERROR)
      } finally {
        setBusy(false)
      }
    }
    const stop = listenForCredentials(state.google, clientId, (response) => void onCredential(response))
    if (slot.current !== null) {
      slot.current.replaceChildren()
      state.google.renderButton(slot.current, {
        type: "standard",
        theme: "outline",
        size: "large",
        text: "signin_with",
        shape: "rectangular",
        logo_alignment: "center",
        width: buttonWidth(slot.current)
      })
    }
    return stop
  }, [state, clientId])

  if (state.kind === "loading") {
    return (
      <button type="button" disabled title="Google sign-in is loading. It will be ready in a moment." className={placeholderClass}>
        <GoogleGlyph className="h-5 w-5" />
        Sign in with Google
      </button>
    )
  }
  if (state.kind === "failed") {
    // Google could not be reached (offline, blocked): say so when asked, and try again.
    return (
      <button
        type="button"
        className={placeholderClass}
        onClick={() => {
          showNotice(GOOGLE_ERROR)
          setState({ kind: "loading" })
          setAttempt((n) => n + 1)
        }}
      >
        <GoogleGlyph className="h-5 w-5" />
        Sign in with Google
      </button>
    )
  }
  return (
    <div className="relative" aria-busy={busy}>
      <div ref={slot} className="flex min-h-11 w-full justify-center" data-google-button="" />
      {busy ? <p role="status" className="mt-2 text-center text-sm text-ink-muted">Signing in with Google...</p> : null}
    </div>
  )
}

/** Renders nothing unless Google sign-in is configured (the runtime config's googleClientId). */
export const GoogleSignIn = ({ clientId }: { clientId?: string | null }) => {
  const { googleClientId } = useStore($config)
  const id = clientId ?? googleClientId
  return id === null || id === "" ? null : <GoogleButton key={id} clientId={id} />
}

export default GoogleSignIn
