/**
 * 'Voice for Question Reading' (spec §2): every voice the browser offers, as "name (language)". English voices
 * come first in their own group, since the questions are in English; the choice is remembered by the SDK.
 */
import { useId } from "react"
import type { Voice } from "../../core/sdk/live-interview.ts"

interface VoiceSelectProps {
  readonly voices: ReadonlyArray<Voice>
  readonly voice: Voice | null
  readonly onChoose: (name: string) => void
  readonly disabled?: boolean
}

const isEnglish = (v: Voice) => /^en\b/i.test(v.lang)
const optionOf = (v: Voice) => (
  <option key={v.name} value={v.name}>
    {`${v.name} (${v.lang})`}
  </option>
)

export const VoiceSelect = ({ voices, voice, onChoose, disabled = false }: VoiceSelectProps) => {
  const id = useId()
  const english = voices.filter(isEnglish)
  const others = voices.filter((v) => !isEnglish(v))
  const grouped = english.length > 0 && others.length > 0
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-xs font-medium uppercase tracking-wide text-ink-muted">
        Voice for Question Reading
      </label>
      <select
        id={id}
        className="mt-1.5 block w-full min-w-0 truncate rounded-xl bg-white py-2 pl-3 pr-8 text-sm text-ink ring-1 ring-inset ring-slate-300 hover:ring-slate-400 focus:ring-2 focus:ring-brand-600 focus-visible:outline-none disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-ink-soft"
        value={voice?.name ?? ""}
        disabled={disabled || voices.length === 0}
        onChange={(event) => onChoose(event.target.value)}
      >
        {voices.length === 0 ? <option value="">Browser default voice</option> : null}
        {grouped ? (
          <>
            <optgroup label="English">{english.map(optionOf)}</optgroup>
            <optgroup label="Other languages">{others.map(optionOf)}</optgroup>
          </>
        ) : (
          voices.map(optionOf)
        )}
      </select>
    </div>
  )
}
