/**
 * Logging out (spec §4): local state is cleared whatever the server answers, then a toast confirms it.
 * The server call only revokes the token; it is sent with the token we had and its result is ignored.
 */
import { $auth, signedOut } from "../../core/sdk/auth.ts"
import { toast } from "../../core/sdk/toasts.ts"

export const logout = (): void => {
  const { token } = $auth.get()
  signedOut()
  toast({ title: "Logout successful", description: "Logged out", variant: "success" })
  if (token !== null) {
    void fetch("/api/user/logout", { headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined)
  }
}
