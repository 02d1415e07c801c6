import { Effect, Layer } from "effect"
import { afterAll, beforeEach, describe, expect, it } from "vitest"
import { Api, ApiFailure, type ApiShape } from "../../../core/ports/Api.ts"
import { Proctor } from "../../../core/ports/Proctor.ts"
import { Speech } from "../../../core/ports/Speech.ts"
import { Storage } from "../../../core/ports/Storage.ts"
import * as account from "../../../core/sdk/account.ts"
import { $auth, initAuth, signedIn } from "../../../core/sdk/auth.ts"
import { configureSdk, disposeSdk, onSignedOutByServer } from "../../../core/sdk/runtime.ts"
import type { UserProfile } from "../../../core/contract/user.ts"

const PROFILE: UserProfile = {
  isVerified: false,
  firstName: "Ada",
  lastName: "Lovelace",
  gender: "female",
  dateOfBirth: "1990-12-10",
  phone: "+44 20 7946 0000",
  email: "ada@example.com",
  plan: "free"
}

type Calls = Array<{ readonly method: string; readonly token: string | null; readonly args: ReadonlyArray<unknown> }>
let calls: Calls = []
let answers: Partial<Record<keyof ApiShape, Effect.Effect<unknown, ApiFailure>>> = {}
let storage = Storage.makeMemory()
let serverSignOuts = 0
onSignedOutByServer(() => serverSignOuts++)

const fail = (status: number, message: string) => Effect.fail(new ApiFailure({ status, message, fromServer: true }))
// A failure whose body carried no message: the adapter's own wording, not the server's.
const failWithoutMessage = (status: number) => Effect.fail(new ApiFailure({ status, message: `The server answered ${status}.` }))

// Every method records the call (and the token a real adapter would send) and answers what the test set.
const fakeApi = new Proxy({} as ApiShape, {
  get: (_, method: string) => (...args: ReadonlyArray<unknown>) =>
    Effect.suspend(() => {
      calls.push({ method, token: account.requestToken(), args })
      return answers[method as keyof ApiShape] ?? Effect.die(new Error(`unexpected call ${method}`))
    })
})

beforeEach(() => {
  calls = []
  answers = {}
  serverSignOuts = 0
  storage = Storage.makeMemory()
  initAuth(storage)
  configureSdk(Layer.mergeAll(Layer.succeed(Api)(Api.of(fakeApi)), Layer.succeed(Storage)(storage), Speech.layerMemory, Proctor.layerMemory))
})
afterAll(() => disposeSdk())

describe("login, signup and Google sign-in (spec §4 'Authentication')", () => {
  it("login stores token and user and answers 'Login successful'", async () => {
    answers.login = Effect.succeed({ token: "t-1", userEmail: "ada@example.com" })
    const outcome = await account.login(" ada@example.com ", "secret-pass")
    expect(outcome).toMatchObject({ ok: true, notice: { title: "Login successful", variant: "success" } })
    expect(calls[0]).toMatchObject({ method: "login", args: [{ email: "ada@example.com", password: "secret-pass" }] })
    expect(storage.get("token")).toBe("t-1")
    expect(JSON.parse(storage.get("user") ?? "null")).toEqual({ email: "ada@example.com" })
    expect($auth.get().isAuthenticated).toBe(true)
  })

  it("a refused login shows 'Login failed' with the server's message and is no server sign-out", async () => {
    answers.login = fail(401, "Invalid email or password.")
    const outcome = await account.login("ada@example.com", "wrong-pass")
    expect(outcome).toMatchObject({ ok: false, reason: "server", status: 401, notice: { title: "Login failed", description: "Invalid email or password." } })
    expect(serverSignOuts).toBe(0)
    expect($auth.get().isAuthenticated).toBe(false)
  })

  it("without a server message, login failure says 'Please check your credentials and try again.'", async () => {
    answers.login = failWithoutMessage(500)
    expect((await account.login("ada@example.com", "pw")).notice?.description).toBe("Please check your credentials and try again.")
  })

  it("signup with a blank field is refused before any call, naming the field", async () => {
    const outcome = await account.signup({
      firstName: "Ada",
      lastName: " ",
      phone: "+44 20 7946 0000",
      dateOfBirth: "1990-12-10",
      gender: "female",
      email: "ada@example.com",
      password: "long-enough"
    })
    expect(outcome).toMatchObject({ ok: false, reason: "rule", notice: { title: "Signup failed", description: "Last name is required" } })
    expect(calls).toEqual([])
  })

  it("signup signs the new user in; a failure without message says 'Some error occurred.'", async () => {
    const form = {
      firstName: "Ada",
      lastName: "Lovelace",
      phone: "+44 20 7946 0000",
      dateOfBirth: "1990-12-10",
      gender: "female",
      email: "ada@example.com",
      password: "long-enough"
    }
    answers.signup = failWithoutMessage(500)
    expect((await account.signup(form)).notice).toMatchObject({ title: "Signup failed", description: "Some error occurred." })
    answers.signup = Effect.succeed({ token: "t-2", userEmail: "ada@example.com" })
    expect(await account.signup(form)).toMatchObject({ ok: true, notice: { title: "Account created" } })
    expect($auth.get().token).toBe("t-2")
  })

  it("Google: no credential gives 'No credentials received from Google.' and calls nothing", async () => {
    for (const credential of [undefined, null, "", "  "]) {
      expect((await account.googleSignIn(credential)).notice).toEqual({
        title: "Login failed",
        description: "No credentials received from Google.",
        variant: "error"
      })
    }
    expect(calls).toEqual([])
  })

  it("Google: an answer without token or userEmail is 'Invalid server response'", async () => {
    answers.googleCallback = Effect.succeed({ token: "", userEmail: "ada@example.com" })
    expect((await account.googleSignIn("cred")).notice?.description).toBe("Invalid server response")
    answers.googleCallback = fail(200, "The server's answer was not what this app expected.")
    expect((await account.googleSignIn("cred")).notice?.description).toBe("Invalid server response")
    expect($auth.get().isAuthenticated).toBe(false)
  })

  it("Google: a refusal shows the server's message, else 'Please try again later.'; success signs in", async () => {
    answers.googleCallback = fail(401, "Google could not confirm your sign-in. Please try again.")
    expect((await account.googleSignIn("cred")).notice?.description).toBe("Google could not confirm your sign-in. Please try again.")
    answers.googleCallback = fail(502, "")
    expect((await account.googleSignIn("cred")).notice).toMatchObject({ title: "Login failed", description: "Please try again later." })
    answers.googleCallback = Effect.succeed({ token: "g-1", userEmail: "ada@gmail.com" })
    expect(await account.googleSignIn("cred")).toMatchObject({ ok: true, notice: { title: "Login successful" } })
    expect($auth.get().user).toEqual({ email: "ada@gmail.com" })
    expect(serverSignOuts).toBe(0)
  })
})

describe("logout (spec §4): local state is cleared whatever the call returns", () => {
  it("clears at once and still sends the revoked token", async () => {
    signedIn("t-9", "ada@example.com")
    answers.logout = fail(500, "boom")
    const pending = account.logout()
    expect($auth.get().isAuthenticated).toBe(false)
    expect(storage.get("token")).toBeNull()
    await pending
    expect(calls).toEqual([{ method: "logout", token: "t-9", args: [] }])
    expect(serverSignOuts).toBe(0)
    expect(account.requestToken()).toBeNull()
  })

  it("a 401 answer to logout changes nothing more", async () => {
    signedIn("t-9", "ada@example.com")
    answers.logout = fail(401, "expired")
    await account.logout()
    expect(serverSignOuts).toBe(0)
  })
})

describe("profile", () => {
  beforeEach(() => signedIn("t-1", "ada@example.com"))

  it("loading fills $profile and refreshes the verified state", async () => {
    answers.profile = Effect.succeed({ ...PROFILE, isVerified: true })
    expect((await account.loadProfile()).ok).toBe(true)
    expect(account.$profile.get()?.firstName).toBe("Ada")
    expect($auth.get().emailVerified).toBe(true)
    expect(storage.get("emailVerified")).toBe("true")
  })

  it("a 401 on any signed-in call signs out and tells the host", async () => {
    answers.profile = fail(401, "Your session has expired or is not valid. Please log in again.")
    const outcome = await account.loadProfile()
    expect(outcome.notice).toMatchObject({ title: "Could not load profile" })
    expect(serverSignOuts).toBe(1)
    expect($auth.get().isAuthenticated).toBe(false)
    expect(storage.get("token")).toBeNull()
  })

  it("a failed load without message says 'Error loading profile data.'", async () => {
    answers.profile = fail(0, "")
    expect((await account.loadProfile()).notice?.description).toBe("Error loading profile data.")
  })

  it("update: success toast and new $profile; failure uses the server's message", async () => {
    const update = { firstName: "Ada", lastName: "Byron", phone: "+44 20 7946 0000", dateOfBirth: "1990-12-10", gender: "female" as const }
    answers.updateProfile = Effect.succeed({ ...PROFILE, lastName: "Byron" })
    expect(await account.updateProfile(update)).toMatchObject({
      ok: true,
      notice: { title: "Profile updated successfully", description: "Your profile has been updated." }
    })
    expect(account.$profile.get()?.lastName).toBe("Byron")
    answers.updateProfile = fail(400, "phone must be a phone number of 7 to 15 digits, optionally starting with +")
    expect((await account.updateProfile(update)).notice).toMatchObject({
      title: "Could not update profile",
      description: "phone must be a phone number of 7 to 15 digits, optionally starting with +"
    })
  })

  it("verify: a code that is not 6 characters is 'Invalid Code' without a call", async () => {
    expect((await account.verifyEmail("12345")).notice?.title).toBe("Invalid Code")
    expect(calls).toEqual([])
  })

  it("verify: true verifies; false or a failure is 'Email Verification Failed'", async () => {
    answers.profile = Effect.succeed(PROFILE)
    await account.loadProfile()
    answers.verifyEmail = Effect.succeed(false)
    expect((await account.verifyEmail("123456")).notice).toMatchObject({
      title: "Email Verification Failed",
      description: "Error in verifying your email."
    })
    answers.verifyEmail = fail(400, "This verification code has expired. Please ask for a new code.")
    expect((await account.verifyEmail("123456")).notice?.description).toBe("This verification code has expired. Please ask for a new code.")
    answers.verifyEmail = Effect.succeed(true)
    expect((await account.verifyEmail("123456")).notice).toMatchObject({ title: "Verification Successful" })
    expect($auth.get().emailVerified).toBe(true)
    expect(account.$profile.get()?.isVerified).toBe(true)
  })

  it("resend: true is 'Verification code sent'; false is 'Could not resend code'", async () => {
    answers.resendVerificationCode = Effect.succeed(true)
    expect((await account.resendCode()).notice).toMatchObject({ title: "Verification code sent" })
    answers.resendVerificationCode = Effect.succeed(false)
    expect((await account.resendCode()).notice).toMatchObject({
      title: "Could not resend code",
      description: "Error resending verification code."
    })
  })

  it("change password: rules first; a wrong current password (400) keeps the session; success ends it", async () => {
    const same = await account.changePassword({ currentPassword: "old-password", newPassword: "old-password", confirmPassword: "old-password" })
    expect(same.notice?.title).toBe("Same password")
    expect(calls).toEqual([])
    answers.changePassword = fail(400, "Your current password is incorrect.")
    const wrong = await account.changePassword({ currentPassword: "nope", newPassword: "new-password", confirmPassword: "new-password" })
    expect(wrong.notice).toMatchObject({ title: "Error changing password", description: "Your current password is incorrect." })
    expect($auth.get().isAuthenticated).toBe(true)
    answers.changePassword = Effect.succeed("ok")
    const ok = await account.changePassword({ currentPassword: "old-password", newPassword: "new-password", confirmPassword: "new-password" })
    expect(ok.notice).toMatchObject({ title: "Password changed", description: "Your password has been changed successfully." })
    expect(calls.at(-1)?.args).toEqual(["old-password", "new-password"])
    expect($auth.get().isAuthenticated).toBe(false)
  })
})

describe("forgot and reset password", () => {
  it("forgot: 'Reset link sent' with the server's message; failure 'Error' with the default", async () => {
    answers.forgotPassword = Effect.succeed("If an account exists for this e-mail address, a password reset link is on its way to it.")
    expect((await account.forgotPassword("ada@example.com")).notice).toMatchObject({ title: "Reset link sent" })
    answers.forgotPassword = fail(0, "")
    expect((await account.forgotPassword("ada@example.com")).notice).toEqual({
      title: "Error",
      description: "There was a problem sending the reset link. Please try again.",
      variant: "error"
    })
  })

  it("reset: the rules run before the call, then the server decides", async () => {
    expect((await account.resetPassword("tok", "abcdefgh", "abcdefgX")).notice?.title).toBe("Passwords don't match")
    expect((await account.resetPassword("tok", "short", "short")).notice?.title).toBe("Password too short")
    expect(calls).toEqual([])
    answers.resetPassword = fail(400, "")
    expect(await account.resetPassword("tok", "abcdefgh", "abcdefgh")).toMatchObject({
      ok: false,
      reason: "server",
      notice: { title: "Error", description: "There was a problem resetting your password. Please try again." }
    })
    expect(calls.at(-1)).toMatchObject({ method: "resetPassword", args: ["tok", "abcdefgh", "abcdefgh"] })
  })
})
