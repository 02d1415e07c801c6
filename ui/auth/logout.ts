/**
 * Logout from the header (spec §4): the SDK's logout, split so the landing bundle stays free of effect. The
 * stored values are cleared at once and 'Logout successful' is shown; then the SDK, loaded on demand, asks
 * the server to revoke the token, and whatever it answers is ignored.
 */
import { SIGNED_OUT } from "../../core/auth/notices.ts"
import { $auth, signedOut } from "../../core/sdk/auth.ts"
import { showNotice } from "../account/notify.ts"

export const logout = (): void => {
  const { token } = $auth.get()
  signedOut()
  showNotice(SIGNED_OUT)
  if (token !== null) {
    void import("../sdk.ts").then((sdk) => sdk.revokeSession(token)).catch(() => undefined)
  }
}
