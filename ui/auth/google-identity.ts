/**
 * Google Identity Services in the page: the script https://accounts.google.com/gsi/client is added once,
 * only when a button asks for it (the server's CSP allows that script), and one initialize per client id
 * hands each credential to whichever button is on screen.
 */

const GOOGLE_IDENTITY_SCRIPT = "https://accounts.google.com/gsi/client"

export interface GoogleCredentialResponse {
  readonly credential?: string
}

export interface GoogleButtonOptions {
  readonly type?: "standard" | "icon"
  readonly theme?: "outline" | "filled_blue" | "filled_black"
  readonly size?: "large" | "medium" | "small"
  readonly text?: "signin_with" | "signup_with" | "continue_with" | "signin"
  readonly shape?: "rectangular" | "pill" | "circle" | "square"
  readonly logo_alignment?: "left" | "center"
  readonly width?: number
}

/** The part of `google.accounts.id` this product uses. */
export interface GoogleIdentity {
  initialize(config: {
    client_id: string
    callback: (response: GoogleCredentialResponse) => void
    ux_mode?: "popup" | "redirect"
    auto_select?: boolean
    cancel_on_tap_outside?: boolean
  }): void
  renderButton(parent: HTMLElement, options: GoogleButtonOptions): void
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } }
  }
}

let loading: Promise<GoogleIdentity> | null = null
let initializedFor: string | null = null
let onCredential: ((response: GoogleCredentialResponse) => void) | null = null

const present = (): GoogleIdentity | null => window.google?.accounts?.id ?? null

/** Adds the script (once) and resolves when `google.accounts.id` is there; a failure may be retried. */
export const loadGoogleIdentity = (): Promise<GoogleIdentity> => {
  const ready = present()
  if (ready !== null) return Promise.resolve(ready)
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement("script")
    script.src = GOOGLE_IDENTITY_SCRIPT
    script.async = true
    script.defer = true
    const failed = () => {
      script.remove()
      loading = null
      reject(new Error("Google Identity Services could not be loaded."))
    }
    script.addEventListener("load", () => {
      const id = present()
      if (id === null) failed()
      else resolve(id)
    })
    script.addEventListener("error", failed)
    document.head.append(script)
  })
  return loading
}

/**
 * Initializes Google sign-in for this client id (once) and sends its credentials to `handler` from now on;
 * the returned function stops that, for when the button leaves the screen.
 */
export const listenForCredentials = (
  google: GoogleIdentity,
  clientId: string,
  handler: (response: GoogleCredentialResponse) => void
): (() => void) => {
  onCredential = handler
  if (initializedFor !== clientId) {
    google.initialize({
      client_id: clientId,
      callback: (response) => onCredential?.(response),
      ux_mode: "popup",
      auto_select: false,
      cancel_on_tap_outside: true
    })
    initializedFor = clientId
  }
  return () => {
    if (onCredential === handler) onCredential = null
  }
}

/** Forgets the loaded script's state (tests). */
export const resetGoogleIdentity = (): void => {
  loading = null
  initializedFor = null
  onCredential = null
}
