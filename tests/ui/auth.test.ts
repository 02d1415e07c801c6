import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { makeBrowserStorage } from "../../adapters/browser/storage.ts"
import { Storage } from "../../core/ports/Storage.ts"
import { $auth, initAuth, setEmailVerified, signedIn, signedOut } from "../../core/sdk/auth.ts"

describe("$auth (spec §3 Auth state)", () => {
  it("starts signed out with nothing stored", () => {
    expect(initAuth(makeBrowserStorage(localStorage))).toEqual({
      token: null,
      user: null,
      isAuthenticated: false,
      emailVerified: false
    })
  })

  it("signing in stores token and user under the localStorage keys 'token' and 'user'", () => {
    signedIn("tok-123", "ada@example.com")
    expect(localStorage.getItem("token")).toBe("tok-123")
    expect(JSON.parse(localStorage.getItem("user") ?? "null")).toEqual({ email: "ada@example.com" })
    expect($auth.get()).toMatchObject({ token: "tok-123", user: { email: "ada@example.com" }, isAuthenticated: true })
  })

  it("a new page load restores the session from localStorage", () => {
    signedIn("tok-123", "ada@example.com")
    $auth.set({ token: null, user: null, isAuthenticated: false, emailVerified: false })
    expect(initAuth(makeBrowserStorage(localStorage))).toEqual({
      token: "tok-123",
      user: { email: "ada@example.com" },
      isAuthenticated: true,
      emailVerified: false
    })
  })

  it("the localStorage key emailVerified = 'true' seeds the verified state", () => {
    localStorage.setItem("emailVerified", "true")
    expect(initAuth(makeBrowserStorage(localStorage)).emailVerified).toBe(true)
    localStorage.setItem("emailVerified", "false")
    expect(initAuth(makeBrowserStorage(localStorage)).emailVerified).toBe(false)
  })

  it("setEmailVerified persists the flag and keeps the session", () => {
    signedIn("tok-123", "ada@example.com")
    setEmailVerified(true)
    expect(localStorage.getItem("emailVerified")).toBe("true")
    expect($auth.get()).toMatchObject({ emailVerified: true, isAuthenticated: true })
    setEmailVerified(false)
    expect(localStorage.getItem("emailVerified")).toBeNull()
    expect($auth.get().emailVerified).toBe(false)
  })

  it("signing out clears the stored values and the state", () => {
    signedIn("tok-123", "ada@example.com")
    setEmailVerified(true)
    signedOut()
    expect(localStorage.getItem("token")).toBeNull()
    expect(localStorage.getItem("user")).toBeNull()
    expect(localStorage.getItem("emailVerified")).toBeNull()
    expect($auth.get()).toEqual({ token: null, user: null, isAuthenticated: false, emailVerified: false })
  })

  it("a corrupt stored user is ignored rather than breaking start-up", () => {
    localStorage.setItem("token", "tok")
    localStorage.setItem("user", "{not json")
    expect(initAuth(makeBrowserStorage(localStorage))).toMatchObject({ token: "tok", user: null, isAuthenticated: true })
    localStorage.setItem("user", JSON.stringify({ email: 7 }))
    expect(initAuth(makeBrowserStorage(localStorage)).user).toBeNull()
  })

  it("an empty stored token is not a session", () => {
    localStorage.setItem("token", "")
    expect(initAuth(makeBrowserStorage(localStorage)).isAuthenticated).toBe(false)
  })

  it("works on the in-memory Storage port as well", () => {
    const memory = Storage.makeMemory([["token", "mem"], ["user", JSON.stringify({ email: "m@example.com" })]])
    expect(initAuth(memory)).toMatchObject({ token: "mem", isAuthenticated: true })
    signedOut()
    expect(memory.get("token")).toBeNull()
    expect(localStorage.getItem("token")).toBeNull()
  })
})

describe("Storage port", () => {
  it("layerMemory provides an empty in-memory store", async () => {
    const value = await Effect.runPromise(
      Effect.gen(function* () {
        const storage = yield* Storage
        storage.set("a", "1")
        const a = storage.get("a")
        storage.remove("a")
        return [a, storage.get("a")]
      }).pipe(Effect.provide(Storage.layerMemory))
    )
    expect(value).toEqual(["1", null])
  })
})

describe("browser storage adapter", () => {
  const throwing = (): globalThis.Storage =>
    ({
      getItem: () => {
        throw new Error("SecurityError")
      },
      setItem: () => {
        throw new Error("QuotaExceededError")
      },
      removeItem: () => {
        throw new Error("SecurityError")
      },
      clear: () => undefined,
      key: () => null,
      length: 0
    }) as globalThis.Storage

  it("reads and writes localStorage", () => {
    const storage = makeBrowserStorage(localStorage)
    storage.set("token", "abc")
    expect(localStorage.getItem("token")).toBe("abc")
    expect(storage.get("token")).toBe("abc")
    storage.remove("token")
    expect(localStorage.getItem("token")).toBeNull()
  })

  it("keeps working in memory when localStorage throws", () => {
    const storage = makeBrowserStorage(throwing())
    storage.set("token", "abc")
    expect(storage.get("token")).toBe("abc")
    storage.remove("token")
    expect(storage.get("token")).toBeNull()
  })

  it("keeps working in memory when there is no localStorage", () => {
    const storage = makeBrowserStorage(null)
    initAuth(storage)
    signedIn("tok", "ada@example.com")
    expect(storage.get("token")).toBe("tok")
    expect($auth.get().isAuthenticated).toBe(true)
  })
})
