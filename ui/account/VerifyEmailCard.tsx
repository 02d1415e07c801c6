/**
 * 'Verify Your Email' (spec §2, §4): a code input capped at 6 characters with its hint; 'Verify Email'
 * ('Verifying...') works only with exactly 6 characters, 'Resend Code' ('Resending...') asks for a new one.
 * The input is cleared after every attempt; on success the card goes and the badge turns 'Verified'.
 */
import { type FormEvent, useId, useState } from "react"
import { isCompleteCode, VERIFICATION_CODE_LENGTH } from "../../core/auth/rules.ts"
import { resendCode, verifyEmail } from "../sdk.ts"
import { BusyButton, hintClass, inputClass, labelClass } from "./fields.tsx"
import { MailOpenIcon } from "./icons.tsx"
import { showNotice } from "./notify.ts"

export const VerifyEmailCard = ({ email }: { email: string }) => {
  const id = useId()
  const [code, setCode] = useState("")
  const [verifying, setVerifying] = useState(false)
  const [resending, setResending] = useState(false)
  const busy = verifying || resending

  const onVerify = async (event: FormEvent) => {
    event.preventDefault()
    if (busy || !isCompleteCode(code)) return
    setVerifying(true)
    const outcome = await verifyEmail(code)
    setVerifying(false)
    setCode("")
    showNotice(outcome.notice)
  }

  const onResend = async () => {
    if (busy) return
    setResending(true)
    const outcome = await resendCode()
    setResending(false)
    setCode("")
    showNotice(outcome.notice)
  }

  return (
    <section className="card overflow-hidden" aria-labelledby={`${id}-title`}>
      <div className="flex gap-4 border-b border-amber-100 bg-amber-50/70 px-6 py-5 sm:px-7">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-white text-amber-700 ring-1 ring-amber-200">
          <MailOpenIcon className="h-5 w-5" />
        </span>
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="font-display text-lg font-semibold text-ink">
            Verify Your Email
          </h2>
          <p className="mt-0.5 text-sm text-ink-soft">
            We sent a code to <span className="break-words font-medium text-ink">{email}</span>.
          </p>
        </div>
      </div>
      <form className="px-6 py-5 sm:px-7" onSubmit={onVerify} aria-label="Verify Your Email">
        <label htmlFor={`${id}-code`} className={labelClass}>
          Verification code
        </label>
        <p id={`${id}-hint`} className={`${hintClass} mt-0.5`}>
          Enter the 6-digit code sent to your email address.
        </p>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <input
            id={`${id}-code`}
            value={code}
            onChange={(event) => setCode(event.target.value.slice(0, VERIFICATION_CODE_LENGTH))}
            maxLength={VERIFICATION_CODE_LENGTH}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="123456"
            aria-describedby={`${id}-hint`}
            className={`${inputClass} font-mono tracking-[0.3em] sm:max-w-48`}
          />
          <BusyButton
            busy={verifying}
            label="Verify Email"
            busyLabel="Verifying..."
            disabled={!isCompleteCode(code) || resending}
            className="btn-primary"
          />
          <BusyButton
            type="button"
            busy={resending}
            label="Resend Code"
            busyLabel="Resending..."
            disabled={verifying}
            className="btn-secondary"
            onClick={() => void onResend()}
          />
        </div>
      </form>
    </section>
  )
}
