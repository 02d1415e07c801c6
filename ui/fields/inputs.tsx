/** The single-line inputs of spec §3 (text, email, password, number) and the multi-line textarea (3 rows by default). */
import { FIELD_DEFAULTS } from "../../core/forms/fields.ts"
import { controlClass, describedBy, FieldShell, placeholderOf, readOnlyClass } from "./FieldShell.tsx"
import type { FieldProps } from "./types.ts"

const AUTOCOMPLETE: Readonly<Record<string, string>> = { email: "email", password: "current-password" }

const asText = (value: unknown): string => (value === undefined || value === null ? "" : String(value))

const InputField = ({ field, id, value, onChange, onBlur, error, readOnly, disabled, type }: FieldProps & { type: string }) => {
  const v = field.validation
  return (
    <FieldShell field={field} id={id} error={error} readOnly={readOnly}>
      <input
        id={id}
        name={field.key}
        type={type}
        value={asText(value)}
        placeholder={placeholderOf(field, readOnly)}
        required={field.required === true}
        readOnly={readOnly}
        disabled={disabled}
        autoComplete={AUTOCOMPLETE[type] ?? "off"}
        inputMode={type === "number" ? "decimal" : undefined}
        min={type === "number" ? v?.min : undefined}
        max={type === "number" ? v?.max : undefined}
        step={type === "number" ? field.properties?.step ?? field.properties?.steps ?? "any" : undefined}
        aria-invalid={error !== null}
        aria-describedby={describedBy(id, error)}
        className={`h-11 ${controlClass} ${readOnly ? readOnlyClass : ""}`}
        onBlur={onBlur}
        onChange={(event) => {
          if (type !== "number") return onChange(event.target.value)
          // An empty or half-typed number is no value yet; validation then says what is missing.
          const n = event.target.valueAsNumber
          onChange(event.target.value === "" || Number.isNaN(n) ? undefined : n)
        }}
      />
    </FieldShell>
  )
}

export const TextField = (props: FieldProps) => <InputField {...props} type="text" />
export const EmailField = (props: FieldProps) => <InputField {...props} type="email" />
export const PasswordField = (props: FieldProps) => <InputField {...props} type="password" />
export const NumberField = (props: FieldProps) => <InputField {...props} type="number" />

export const TextareaField = ({ field, id, value, onChange, onBlur, error, readOnly, disabled }: FieldProps) => (
  <FieldShell field={field} id={id} error={error} readOnly={readOnly}>
    <textarea
      id={id}
      name={field.key}
      rows={field.properties?.rows ?? FIELD_DEFAULTS.textareaRows}
      value={asText(value)}
      placeholder={placeholderOf(field, readOnly)}
      required={field.required === true}
      readOnly={readOnly}
      disabled={disabled}
      aria-invalid={error !== null}
      aria-describedby={describedBy(id, error)}
      // A read-only answer grows to show all of itself rather than scrolling inside a small box.
      className={`py-2.5 leading-relaxed ${controlClass} ${readOnly ? `${readOnlyClass} resize-none [field-sizing:content]` : "resize-y"}`}
      onBlur={onBlur}
      onChange={(event) => onChange(event.target.value)}
    />
  </FieldShell>
)
