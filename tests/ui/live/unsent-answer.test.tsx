/** Ending with an answer typed but not submitted: the dialog says it will not be kept and offers to submit it first. */
import { act } from "react"
import { describe, expect, it } from "vitest"
import { click, screen, waitFor, within } from "../dom.tsx"
import { button, findQuestion, openInterview, QUESTIONS, transcriptBox, useLiveInterview } from "./kit.tsx"

const live = useLiveInterview()

const typeAnswer = (text: string) =>
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set?.call(transcriptBox(), text)
    transcriptBox().dispatchEvent(new Event("input", { bubbles: true }))
  })

const endDialog = () => screen.getByRole("dialog", { name: "End it here and mark completed?" })

describe("End Interview with an unsubmitted answer", () => {
  it("says the typed answer will not be kept, and 'Submit it first' sends it instead of ending", async () => {
    await openInterview()
    click(button("Start Assessment"))
    await findQuestion(QUESTIONS[0]!.text)
    typeAnswer("A generator yields values lazily.")
    click(button("End Interview"))
    expect(endDialog().textContent).toContain("The answer you typed has not been submitted, so it will not be kept if you end now.")
    click(within(endDialog()).getByRole("button", { name: "Submit it first" }))
    await waitFor(() => expect(live.server.submissions).toHaveLength(1))
    expect(live.server.submissions[0]).toMatchObject({ answer: "A generator yields values lazily.", status: "ANSWERED" })
    expect(live.server.calls.filter((c) => c.startsWith("end"))).toEqual([])
    await screen.findByRole("region", { name: "Feedback" })
  })

  it("with nothing typed, the dialog is as the spec has it: no warning, no 'Submit it first'", async () => {
    await openInterview()
    click(button("Start Assessment"))
    await findQuestion(QUESTIONS[0]!.text)
    click(button("End Interview"))
    expect(endDialog().textContent).not.toContain("will not be kept")
    expect(within(endDialog()).queryByRole("button", { name: "Submit it first" })).toBeNull()
  })
})
