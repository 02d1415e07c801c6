/** The route guards of spec §2: signed-in routes need a session, and the sign-in screens are for visitors. */
import { useStore } from "@nanostores/react"
import type { ReactNode } from "react"
import { Redirect } from "wouter"
import { $auth } from "../../core/sdk/auth.ts"

/** Sends a visitor who is not signed in to /login. */
export const RequireAuth = ({ children }: { children: ReactNode }) => {
  const { isAuthenticated } = useStore($auth)
  return isAuthenticated ? children : <Redirect to="/login" replace />
}

/** Sends a signed-in user away from /login, /signup and /forgot-password to the dashboard. */
export const VisitorOnly = ({ children }: { children: ReactNode }) => {
  const { isAuthenticated } = useStore($auth)
  return isAuthenticated ? <Redirect to="/dashboard" replace /> : children
}
