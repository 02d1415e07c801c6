/**
 * The browser's composition of the SDK: the Api port over fetch to this origin's /api with the session's
 * token, and a sign-out by the server (any 401/403) sends the user to /login. It imports effect, so only
 * lazy screens import it, and the landing bundle reaches it through import().
 */
import { Layer } from "effect"
import { useEffect } from "react"
import { useLocation } from "wouter"
import { navigate as browserNavigate } from "wouter/use-browser-location"
import * as BrowserProctor from "../adapters/browser/proctor.ts"
import * as BrowserSpeech from "../adapters/browser/speech.ts"
import { makeBrowserStorage } from "../adapters/browser/storage.ts"
import * as FetchApi from "../adapters/http-client/FetchApi.ts"
import { Storage } from "../core/ports/Storage.ts"
import { requestToken } from "../core/sdk/account.ts"
import { configureSdk, onSignedOutByServer } from "../core/sdk/runtime.ts"
import { showCarriedNotice } from "./account/notify.ts"

export * from "../core/sdk/account.ts"

configureSdk(
  Layer.mergeAll(
    FetchApi.layer({ baseUrl: "", token: requestToken }),
    Layer.succeed(Storage)(Storage.of(makeBrowserStorage())),
    BrowserSpeech.layer,
    BrowserProctor.layer
  )
)

type Navigate = (path: string, options?: { replace?: boolean }) => void

// The router's navigate of the screen on show (the memory router in tests); the browser's otherwise.
const navigators: Array<Navigate> = []

onSignedOutByServer(() => {
  const navigate = navigators.at(-1) ?? browserNavigate
  navigate("/login", { replace: true })
})

/** Lets a server sign-out move the router this screen is in to /login. */
export const useSignedOutRedirect = (): void => {
  const [, navigate] = useLocation()
  useEffect(() => {
    navigators.push(navigate)
    return () => {
      const at = navigators.lastIndexOf(navigate)
      if (at >= 0) navigators.splice(at, 1)
    }
  }, [navigate])
}

// This module loads once per page: a notice carried over a full page load is shown now.
showCarriedNotice()
