/**
 * The account screens' form controls: a labelled text field, a password field with its show/hide toggle,
 * the gender radio group and a submit button that says what it is doing. Every control has a visible label;
 * hints are tied to their field with aria-describedby.
 */
import { type InputHTMLAttributes, type ReactNode, useId, useState } from "react"
import { GENDERS, type Gender } from "../../core/auth/rules.ts"
import { GENDER_LABELS } from "../../core/auth/profile.ts"
import { EyeIcon, EyeOffIcon, SpinnerGlyph } from "./icons.tsx"

export const inputClass =
  "block h-11 w-full rounded-xl bg-white px-3.5 text-[0.95rem] text-ink ring-1 ring-inset ring-slate-300 placeholder:text-slate-400 hover:ring-slate-400 focus:ring-2 focus:ring-brand-600 focus-visible:outline-none disabled:bg-slate-50 disabled:text-ink-muted motion-safe:transition-shadow"
export const labelClass = "block text-sm font-medium text-ink"
export const hintClass = "mt-1.5 text-xs leading-relaxed text-ink-muted"

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value" | "id" | "className">

interface TextFieldProps extends InputProps {
  readonly label: string
  readonly value: string
  readonly onValue: (value: string) => void
  readonly hint?: ReactNode
  /** Something to show at the label's right, e.g. 'Forgot password?'. */
  readonly aside?: ReactNode
}

export const TextField = ({ label, value, onValue, hint, aside, type = "text", ...rest }: TextFieldProps) => {
  const id = useId()
  const hintId = `${id}-hint`
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        {aside}
      </div>
      <input
        id={id}
        type={type}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-describedby={hint === undefined ? undefined : hintId}
        className={`mt-1.5 ${inputClass}`}
        {...rest}
      />
      {hint === undefined ? null : (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      )}
    </div>
  )
}

/** A password input with a button that shows or hides what was typed. */
export const PasswordField = (props: Omit<TextFieldProps, "type">) => {
  const { label, value, onValue, hint, aside, ...rest } = props
  const [shown, setShown] = useState(false)
  const id = useId()
  const hintId = `${id}-hint`
  const what = label.toLowerCase()
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        {aside}
      </div>
      <div className="relative mt-1.5">
        <input
          id={id}
          type={shown ? "text" : "password"}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-describedby={hint === undefined ? undefined : hintId}
          className={`${inputClass} pr-12`}
          spellCheck={false}
          autoCapitalize="none"
          {...rest}
        />
        <button
          type="button"
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-xl text-ink-muted hover:text-ink"
          aria-label={shown ? `Hide ${what}` : `Show ${what}`}
          aria-controls={id}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? <EyeOffIcon className="h-5 w-5" /> : <EyeIcon className="h-5 w-5" />}
        </button>
      </div>
      {hint === undefined ? null : (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      )}
    </div>
  )
}

/** Gender as three radio buttons (male, female, other), one of them always chosen. */
export const GenderField = ({ value, onValue, disabled }: { value: Gender; onValue: (g: Gender) => void; disabled?: boolean }) => {
  const name = useId()
  return (
    <fieldset disabled={disabled} className="m-0 min-w-0 border-0 p-0">
      <legend className={`${labelClass} p-0`}>Gender</legend>
      <div className="mt-1.5 grid grid-cols-3 gap-2">
        {GENDERS.map((gender) => (
          <label
            key={gender}
            className="flex h-11 cursor-pointer items-center justify-center gap-2 rounded-xl bg-white px-3 text-sm font-medium text-ink ring-1 ring-inset ring-slate-300 hover:ring-slate-400 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 has-[:checked]:ring-2 has-[:checked]:ring-brand-600 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={gender}
              checked={value === gender}
              onChange={() => onValue(gender)}
              required
              className="h-4 w-4 accent-brand-700"
            />
            {GENDER_LABELS[gender]}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

interface SubmitProps {
  readonly busy: boolean
  readonly label: string
  readonly busyLabel: string
  readonly disabled?: boolean
  readonly className?: string
  readonly type?: "submit" | "button"
  readonly onClick?: () => void
}

/** A button that reads e.g. 'Updating...' while its call runs, and cannot be pressed twice. */
export const BusyButton = ({ busy, label, busyLabel, disabled, className, type = "submit", onClick }: SubmitProps) => (
  <button
    type={type}
    className={className ?? "btn-primary btn-lg w-full"}
    disabled={busy || disabled === true}
    aria-busy={busy}
    onClick={onClick}
  >
    {busy ? <SpinnerGlyph /> : null}
    {busy ? busyLabel : label}
  </button>
)

/** A thin rule with a word in the middle ('or') between two ways in. */
export const Divider = ({ children }: { children: ReactNode }) => (
  <p className="flex items-center gap-3 text-xs font-medium uppercase tracking-wider text-ink-muted">
    <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
    {children}
    <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
  </p>
)
