// @vitest-environment happy-dom
/**
 * The Storage port on localStorage and in memory, held to the same rules; then what private browsing does to
 * localStorage (it throws), which must not lose the session or the chosen reading voice for the page's life.
 */
import { afterEach, describe, expect, it } from "vitest"
import { makeBrowserStorage } from "../../../adapters/browser/storage.ts"
import { VOICE_STORAGE_KEY } from "../../../core/live-interview/messages.ts"
import { Storage, type StorageShape } from "../../../core/ports/Storage.ts"

afterEach(() => localStorage.clear())

const storageContract = (name: string, make: () => StorageShape) =>
  describe(name, () => {
    it("answers null for a key never set", () => {
      expect(make().get("token")).toBeNull()
    })

    it("keeps what is set, replaces it, and forgets it when removed", () => {
      const storage = make()
      storage.set(VOICE_STORAGE_KEY, "Alex")
      storage.set(VOICE_STORAGE_KEY, "Google US English")
      expect(storage.get(VOICE_STORAGE_KEY)).toBe("Google US English")
      storage.remove(VOICE_STORAGE_KEY)
      expect(storage.get(VOICE_STORAGE_KEY)).toBeNull()
      storage.remove("never-set")
    })

    it("keeps text exactly, empty strings and unicode included", () => {
      const storage = make()
      storage.set("user", JSON.stringify({ email: "zoë@example.com" }))
      storage.set("empty", "")
      expect(storage.get("user")).toBe('{"email":"zoë@example.com"}')
      expect(storage.get("empty")).toBe("")
    })
  })

storageContract("Storage on localStorage", () => makeBrowserStorage(localStorage))
storageContract("Storage in memory", () => Storage.makeMemory())

describe("Storage on localStorage: what the browser adds", () => {
  it("writes through to localStorage, so the next visit (and another tab) sees it", () => {
    makeBrowserStorage(localStorage).set(VOICE_STORAGE_KEY, "Google US English")
    expect(localStorage.getItem(VOICE_STORAGE_KEY)).toBe("Google US English")
    expect(makeBrowserStorage(localStorage).get(VOICE_STORAGE_KEY)).toBe("Google US English")
  })

  it("a localStorage that throws (private browsing, full quota) keeps values in memory for the page's life", () => {
    const refusing = {
      getItem: () => {
        throw new DOMException("denied", "SecurityError")
      },
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError")
      },
      removeItem: () => {
        throw new DOMException("denied", "SecurityError")
      }
    } as unknown as globalThis.Storage
    const storage = makeBrowserStorage(refusing)
    expect(storage.get("token")).toBeNull()
    storage.set("token", "tok-1")
    expect(storage.get("token")).toBe("tok-1")
    storage.remove("token")
    expect(storage.get("token")).toBeNull()
  })

  it("no localStorage at all works in memory", () => {
    const storage = makeBrowserStorage(null)
    storage.set(VOICE_STORAGE_KEY, "Alex")
    expect(storage.get(VOICE_STORAGE_KEY)).toBe("Alex")
  })
})
