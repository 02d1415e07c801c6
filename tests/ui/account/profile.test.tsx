import { http, HttpResponse } from "msw"
import { setupServer } from "msw/node"
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import { makeBrowserStorage } from "../../../adapters/browser/storage.ts"
import type { UserProfile } from "../../../core/contract/user.ts"
import { $auth, initAuth, signedIn } from "../../../core/sdk/auth.ts"
import { page, showCarriedNotice } from "../../../ui/account/notify.ts"
import { renderApp } from "../app.tsx"
import { click, focus, keyDown, screen, waitFor, within } from "../dom.tsx"
import { field, fill, findToast, submit, type } from "./kit.tsx"

const ADA: UserProfile = {
  isVerified: false,
  firstName: "Ada",
  lastName: "Lovelace",
  gender: "female",
  dateOfBirth: "1815-12-10",
  phone: "+44 20 7946 0000",
  email: "ada@example.com",
  plan: "free"
}

let profile: UserProfile = ADA
const requests: Array<{ readonly what: string; readonly body?: unknown }> = []
let releaseProfile: (() => void) | null = null
let holdProfile = false

const server = setupServer(
  http.get("/api/user/profile", async () => {
    if (holdProfile) await new Promise<void>((resolve) => (releaseProfile = resolve))
    return HttpResponse.json({ success: true, data: profile })
  }),
  http.put("/api/user/profile", async ({ request }) => {
    const body = (await request.json()) as Partial<UserProfile>
    requests.push({ what: "update", body })
    profile = { ...profile, ...body }
    return HttpResponse.json({ success: true, message: "Your profile has been updated.", data: profile })
  }),
  http.get("/api/user/verify-email", ({ request }) => {
    const code = new URL(request.url).searchParams.get("code")
    requests.push({ what: "verify", body: code })
    if (code !== "123456") {
      return HttpResponse.json({ success: false, message: "That code is not right. You have 4 attempts left." }, { status: 400 })
    }
    profile = { ...profile, isVerified: true }
    return HttpResponse.json({ success: true, message: "Your email has been successfully verified.", data: true })
  }),
  http.get("/api/user/resend-email-verification-code", () => {
    requests.push({ what: "resend" })
    return HttpResponse.json({ success: true, message: "A new verification code has been sent to your email.", data: true })
  }),
  http.post("/api/user/change-password", async ({ request }) => {
    const body = (await request.json()) as { oldPassword: string; newPassword: string }
    requests.push({ what: "change-password", body })
    if (body.oldPassword !== "current-pass") {
      return HttpResponse.json({ success: false, message: "Your current password is incorrect." }, { status: 400 })
    }
    return HttpResponse.json({ success: true, message: "Your password has been changed successfully. Please log in again." })
  }),
  http.get("/api/user/logout", () => HttpResponse.json({ success: true, message: "Logged out" }))
)
beforeAll(() => server.listen({ onUnhandledFrame: "error" }))
beforeEach(() => {
  signedIn("tok-ada", "ada@example.com")
})
afterEach(() => {
  server.resetHandlers()
  requests.length = 0
  profile = ADA
  holdProfile = false
  releaseProfile = null
  sessionStorage.clear()
})
afterAll(() => server.close())

const account = () => screen.getByRole("region", { name: "Account" })
const info = () => screen.getByRole("region", { name: "Profile Information" })
const verifyCard = () => screen.queryByRole("region", { name: "Verify Your Email" })
const text = (element: Element) => element.textContent?.replace(/\s+/g, " ").trim() ?? ""

const open = async () => {
  const app = renderApp("/profile")
  await screen.findByRole("heading", { level: 1, name: "Your Profile" })
  await waitFor(() => expect(screen.queryByText("Loading your profile…")).toBeNull())
  return app
}

describe("profile (/profile): loading", () => {
  it("shows the spinner over the sample defaults, then replaces them with the loaded data", async () => {
    holdProfile = true
    renderApp("/profile")
    await screen.findByRole("heading", { level: 1, name: "Your Profile" })
    expect(screen.getByRole("status").textContent).toContain("Loading your profile…")
    expect(text(info())).toContain("John")
    expect(text(info())).toContain("Male")
    expect(text(info())).toContain("1 January 2000")
    expect(text(info())).toContain("+1 555 010 0000")
    expect(text(account())).toContain("ada@example.com")
    expect((within(account()).getByRole("button", { name: "Edit Profile" }) as HTMLButtonElement).disabled).toBe(true)
    const release = await waitFor(() => {
      if (releaseProfile === null) throw new Error("the profile was not asked for yet")
      return releaseProfile
    })
    release()
    await waitFor(() => expect(text(info())).toContain("Lovelace"))
    expect(screen.queryByText("Loading your profile…")).toBeNull()
    expect(text(info())).not.toContain("John")
  })

  it("a failed load: 'Could not load profile' with the server's message, else 'Error loading profile data.'", async () => {
    server.use(http.get("/api/user/profile", () => HttpResponse.json({ success: false, message: "Too many requests. Try again in a minute." }, { status: 429 })))
    const first = renderApp("/profile")
    await findToast("Could not load profile / Too many requests. Try again in a minute.")
    first.unmount()
    server.use(http.get("/api/user/profile", () => new HttpResponse(null, { status: 500 })))
    renderApp("/profile")
    await findToast("Could not load profile / Error loading profile data.")
  })

  it("a 401 signs the user out and sends them to /login", async () => {
    server.use(http.get("/api/user/profile", () =>
      HttpResponse.json({ success: false, message: "Your session has expired or is not valid. Please log in again." }, { status: 401 })))
    const app = renderApp("/profile")
    await screen.findByRole("heading", { level: 1, name: "Log in" })
    expect(app.path()).toBe("/login")
    expect($auth.get().isAuthenticated).toBe(false)
    expect(localStorage.getItem("token")).toBeNull()
    expect(localStorage.getItem("user")).toBeNull()
  })
})

describe("profile: account card and 'Profile Information'", () => {
  it("account card: initials avatar, first name, e-mail, 'Not Verified', 'Free Plan', 'Edit Profile'", async () => {
    await open()
    const card = account()
    expect(card.querySelector('[aria-hidden="true"]')?.textContent).toBe("AL")
    expect(text(card)).toContain("Ada")
    expect(text(card)).toContain("ada@example.com")
    expect(text(card)).toContain("Not Verified")
    expect(text(card)).toContain("Free Plan")
    expect(within(card).getByRole("button", { name: "Edit Profile" })).toBeTruthy()
  })

  it("read-only: names, gender 'Female', birth date en-GB '10 December 1815', phone, a masked password and 'Change password'", async () => {
    await open()
    const details = text(info())
    for (const part of ["Ada", "Lovelace", "Female", "10 December 1815", "+44 20 7946 0000", "••••••••"]) {
      expect(details).toContain(part)
    }
    expect(within(info()).getByRole("button", { name: "Change password" })).toBeTruthy()
    expect(info().querySelector("input")).toBeNull()
  })

  it("gender 'other' reads 'Other'; a verified user sees 'Verified' and no verify card", async () => {
    profile = { ...ADA, gender: "other", isVerified: true }
    await open()
    expect(text(info())).toContain("Other")
    expect(text(account())).toContain("Verified")
    expect(text(account())).not.toContain("Not Verified")
    expect(verifyCard()).toBeNull()
    expect(localStorage.getItem("emailVerified")).toBe("true")
  })

  it("the stored emailVerified 'true' seeds 'Verified' before the profile arrives", async () => {
    localStorage.setItem("emailVerified", "true")
    initAuth(makeBrowserStorage(localStorage))
    holdProfile = true
    renderApp("/profile")
    await screen.findByRole("heading", { level: 1, name: "Your Profile" })
    expect(text(account())).toContain("Verified")
    expect(text(account())).not.toContain("Not Verified")
    expect(verifyCard()).toBeNull()
    releaseProfile?.()
  })
})

describe("profile: edit mode", () => {
  it("'Edit Profile' turns the card into the form and itself into 'Cancel'", async () => {
    await open()
    click(within(account()).getByRole("button", { name: "Edit Profile" }))
    expect(field("First name", info()).value).toBe("Ada")
    expect(field("Last name", info()).value).toBe("Lovelace")
    expect(field("Female", info()).checked).toBe(true)
    expect(field("Female", info()).required).toBe(true)
    expect(field("Date of birth", info()).type).toBe("date")
    expect(field("Date of birth", info()).value).toBe("1815-12-10")
    expect(field("Phone number", info()).type).toBe("tel")
    click(within(account()).getByRole("button", { name: "Cancel" }))
    expect(info().querySelector("input")).toBeNull()
    expect(within(account()).getByRole("button", { name: "Edit Profile" })).toBeTruthy()
  })

  it("'Update Profile' sends the five fields, says 'Profile updated successfully' and closes edit mode", async () => {
    await open()
    click(within(account()).getByRole("button", { name: "Edit Profile" }))
    fill({ "Last name": "King", "Phone number": "+44 20 7946 0001" }, info())
    click(field("Other", info()))
    submit(field("Last name", info()).form as HTMLFormElement)
    expect(within(info()).getByRole("button", { name: "Updating..." })).toBeTruthy()
    await findToast("Profile updated successfully / Your profile has been updated.")
    expect(requests).toEqual([{
      what: "update",
      body: { firstName: "Ada", lastName: "King", gender: "other", dateOfBirth: "1815-12-10", phone: "+44 20 7946 0001" }
    }])
    await waitFor(() => expect(info().querySelector("input")).toBeNull())
    expect(text(info())).toContain("King")
    expect(text(info())).toContain("Other")
  })

  it("a refused update: 'Could not update profile' with the server's message, and the form stays", async () => {
    server.use(http.put("/api/user/profile", () =>
      HttpResponse.json({ success: false, message: "phone must be a phone number of 7 to 15 digits, optionally starting with +" }, { status: 400 })))
    await open()
    click(within(account()).getByRole("button", { name: "Edit Profile" }))
    fill({ "Phone number": "12" }, info())
    submit(field("Phone number", info()).form as HTMLFormElement)
    await findToast("Could not update profile / phone must be a phone number of 7 to 15 digits, optionally starting with +")
    expect(field("Phone number", info()).value).toBe("12")
  })
})

describe("profile: 'Verify Your Email'", () => {
  const code = () => field("Verification code", verifyCard() ?? undefined)
  const verifyButton = () => within(verifyCard() as HTMLElement).getByRole("button", { name: "Verify Email" }) as HTMLButtonElement

  it("has the code input capped at 6 with its hint; 'Verify Email' waits for exactly 6 characters", async () => {
    await open()
    expect(code().maxLength).toBe(6)
    const hint = document.getElementById(code().getAttribute("aria-describedby") ?? "")
    expect(hint?.textContent).toBe("Enter the 6-digit code sent to your email address.")
    expect(verifyButton().disabled).toBe(true)
    type(code(), "12345")
    expect(verifyButton().disabled).toBe(true)
    type(code(), "123456")
    expect(verifyButton().disabled).toBe(false)
    type(code(), "1234567")
    expect(code().value).toBe("123456")
  })

  it("a wrong code: 'Email Verification Failed' with the server's message, and the input is cleared", async () => {
    await open()
    type(code(), "000000")
    submit(code().form as HTMLFormElement)
    await findToast("Email Verification Failed / That code is not right. You have 4 attempts left.")
    expect(code().value).toBe("")
    expect(text(account())).toContain("Not Verified")
  })

  it("the right code: 'Verification Successful', the badge switches and the card disappears", async () => {
    await open()
    type(code(), "123456")
    click(verifyButton())
    await findToast("Verification Successful / Your email has been successfully verified.")
    await waitFor(() => expect(verifyCard()).toBeNull())
    expect(text(account())).toContain("Verified")
    expect(text(account())).not.toContain("Not Verified")
    expect(localStorage.getItem("emailVerified")).toBe("true")
    expect(requests).toEqual([{ what: "verify", body: "123456" }])
  })

  it("'Resend Code' ('Resending...'): 'Verification code sent', and the input is cleared", async () => {
    await open()
    type(code(), "12")
    click(within(verifyCard() as HTMLElement).getByRole("button", { name: "Resend Code" }))
    expect(within(verifyCard() as HTMLElement).getByRole("button", { name: "Resending..." })).toBeTruthy()
    await findToast("Verification code sent / A new verification code has been sent to your email.")
    expect(code().value).toBe("")
    expect(requests).toEqual([{ what: "resend" }])
  })

  it("a failed resend: 'Could not resend code' with the server's message", async () => {
    server.use(http.get("/api/user/resend-email-verification-code", () =>
      HttpResponse.json({ success: false, message: "Please wait a minute before asking for another code." }, { status: 429 })))
    await open()
    click(within(verifyCard() as HTMLElement).getByRole("button", { name: "Resend Code" }))
    await findToast("Could not resend code / Please wait a minute before asking for another code.")
  })
})

describe("profile: Change Password dialog", () => {
  const dialog = () => screen.getByRole("dialog", { name: "Change Password" })
  const openDialog = async () => {
    await open()
    const link = within(info()).getByRole("button", { name: "Change password" })
    focus(link)
    click(link)
    return { link, dialog: dialog() }
  }
  const change = (current: string, next: string, confirm: string) => {
    fill({ "Current Password": current, "New Password": next, "Confirm New Password": confirm }, dialog())
    submit(field("Current Password", dialog()).form as HTMLFormElement)
  }

  it("has three password fields with show/hide toggles, the hint, Cancel and 'Change Password'; focus starts inside", async () => {
    const { dialog: d } = await openDialog()
    expect(d.getAttribute("aria-modal")).toBe("true")
    for (const label of ["Current Password", "New Password", "Confirm New Password"]) {
      expect(field(label, d).type).toBe("password")
      expect(field(label, d).required).toBe(true)
      click(within(d).getByRole("button", { name: `Show ${label.toLowerCase()}` }))
      expect(field(label, d).type).toBe("text")
    }
    const hint = document.getElementById(field("New Password", d).getAttribute("aria-describedby") ?? "")
    expect(hint?.textContent).toBe("Password must be at least 8 characters long")
    expect(within(d).getByRole("button", { name: "Cancel" })).toBeTruthy()
    expect(within(d).getByRole("button", { name: "Change Password" })).toBeTruthy()
  })

  it("takes focus, keeps Tab inside, and gives focus back on Escape", async () => {
    const { link, dialog: d } = await openDialog()
    expect(document.activeElement).toBe(field("Current Password", d))
    const submitButton = within(d).getByRole("button", { name: "Change Password" })
    focus(submitButton)
    keyDown(document, "Tab")
    expect(d.contains(document.activeElement)).toBe(true)
    expect(document.activeElement).not.toBe(submitButton)
    keyDown(document, "Escape")
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(document.activeElement).toBe(link)
  })

  it("Cancel closes it without a call", async () => {
    const { link, dialog: d } = await openDialog()
    click(within(d).getByRole("button", { name: "Cancel" }))
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(document.activeElement).toBe(link)
    expect(requests).toEqual([])
  })

  it("checks in the spec's order, each with its message, before any call", async () => {
    await openDialog()
    change("current-pass", "new-password-1", "new-password-2")
    await findToast("Passwords don't match / Please make sure both new password fields match.")
    change("current-pass", "short", "short")
    await findToast("Password too short / Password must be at least 8 characters long.")
    change("current-pass", "current-pass", "current-pass")
    await findToast("Same password / New password must be different from your current password.")
    expect(requests).toEqual([])
  })

  it("a wrong current password (400): 'Error changing password' with the server's message; still signed in", async () => {
    await openDialog()
    change("not-it-at-all", "new-password-1", "new-password-1")
    await findToast("Error changing password / Your current password is incorrect.")
    expect($auth.get().isAuthenticated).toBe(true)
    expect(dialog()).toBeTruthy()
  })

  it("success closes and clears the dialog and loads /login afresh, where 'Password changed' is shown", async () => {
    const load = vi.spyOn(page, "load").mockImplementation(() => {})
    await openDialog()
    change("current-pass", "new-password-1", "new-password-1")
    await waitFor(() => expect(load).toHaveBeenCalledWith("/login"))
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(requests).toEqual([{ what: "change-password", body: { oldPassword: "current-pass", newPassword: "new-password-1" } }])
    expect($auth.get().isAuthenticated).toBe(false)
    expect(localStorage.getItem("token")).toBeNull()
    // The next page shows what happened.
    showCarriedNotice()
    await findToast("Password changed / Your password has been changed successfully.")
  })
})
