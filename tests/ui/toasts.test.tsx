import { act } from "react"
import { describe, expect, it, vi } from "vitest"
import { $toasts, dismissToast, MAX_TOASTS, toast } from "../../core/sdk/toasts.ts"
import { TOAST_DURATION_MS, Toaster } from "../../ui/components/Toaster.tsx"
import { advance, click, hover, render, screen, unhover, within } from "./dom.tsx"

const region = () => screen.getByRole("region", { name: "Notifications" })
const tick = (ms: number) => advance(ms, (t) => vi.advanceTimersByTime(t))

describe("toasts store", () => {
  it("toast() adds a toast with a title, a description and a variant (info by default)", () => {
    const id = toast({ title: "Profile updated successfully", description: "Your profile has been updated." })
    expect($toasts.get()).toEqual([
      { id, title: "Profile updated successfully", description: "Your profile has been updated.", variant: "info" }
    ])
  })

  it("dismissToast(id) removes only that toast", () => {
    const a = toast({ title: "A" })
    const b = toast({ title: "B", variant: "error" })
    dismissToast(a)
    expect($toasts.get().map((t) => t.id)).toEqual([b])
    dismissToast(12345)
    expect($toasts.get()).toHaveLength(1)
  })

  it(`keeps at most ${MAX_TOASTS}, dropping the oldest`, () => {
    for (let i = 1; i <= MAX_TOASTS + 2; i++) toast({ title: `T${i}` })
    expect(MAX_TOASTS).toBe(3)
    expect($toasts.get().map((t) => t.title)).toEqual(["T3", "T4", "T5"])
  })
})

describe("toaster", () => {
  it("shows the title and description in a live region screen readers announce", () => {
    render(<Toaster />)
    expect(within(region()).getByRole("list").getAttribute("aria-live")).toBe("polite")
    act(() => {
      toast({ title: "Verification Successful", description: "Your email has been successfully verified.", variant: "success" })
    })
    const status = within(region()).getByRole("status")
    expect(within(status).getByText("Verification Successful")).toBeTruthy()
    expect(within(status).getByText("Your email has been successfully verified.")).toBeTruthy()
  })

  it("errors are announced as alerts", () => {
    render(<Toaster />)
    act(() => {
      toast({ title: "Login failed", description: "Please check your credentials and try again.", variant: "error" })
    })
    expect(within(region()).getByRole("alert").textContent).toContain("Login failed")
  })

  it("can be dismissed with its close button", () => {
    render(<Toaster />)
    act(() => {
      toast({ title: "Reset link sent" })
    })
    click(within(region()).getByRole("button", { name: "Dismiss notification: Reset link sent" }))
    expect(within(region()).queryByText("Reset link sent")).toBeNull()
    expect($toasts.get()).toEqual([])
  })

  it("hides itself after a while, errors a little later", () => {
    vi.useFakeTimers()
    render(<Toaster />)
    act(() => {
      toast({ title: "Logout successful", description: "Logged out", variant: "success" })
      toast({ title: "Error", description: "Failed to fetch question.", variant: "error" })
    })
    tick(TOAST_DURATION_MS.success - 1)
    expect(within(region()).queryByText("Logout successful")).not.toBeNull()
    tick(1)
    expect(within(region()).queryByText("Logout successful")).toBeNull()
    expect(within(region()).queryByText("Failed to fetch question.")).not.toBeNull()
    tick(TOAST_DURATION_MS.error - TOAST_DURATION_MS.success)
    expect($toasts.get()).toEqual([])
  })

  it("stays while the pointer is on it", () => {
    vi.useFakeTimers()
    render(<Toaster />)
    act(() => {
      toast({ title: "Password changed" })
    })
    const status = within(region()).getByRole("status")
    hover(status)
    tick(60_000)
    expect(within(region()).queryByText("Password changed")).not.toBeNull()
    unhover(status)
    tick(TOAST_DURATION_MS.info)
    expect(within(region()).queryByText("Password changed")).toBeNull()
  })
})
