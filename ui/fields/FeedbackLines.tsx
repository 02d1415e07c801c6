/**
 * An answer's feedback lines to re-read after the interview (PRODUCT.md: every user's, not premium): covered,
 * contradicted and missed points and the next step, shown at once rather than typed out as on the live screen.
 */
const TONE: ReadonlyArray<[RegExp, string]> = [
  [/^Covered\b/, "bg-emerald-500"],
  [/^(Missed|Contradicts)\b/, "bg-amber-500"],
  [/^Next step\b/, "bg-brand-500"]
]

const dotOf = (line: string) => TONE.find(([pattern]) => pattern.test(line))?.[1] ?? "bg-slate-400"

export const FeedbackLines = ({ lines, title = "Feedback" }: { lines: ReadonlyArray<string>; title?: string }) =>
  lines.length === 0 ? null : (
    <section>
      <h4 className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{title}</h4>
      <ul className="mt-2 space-y-2" aria-label={title}>
        {lines.map((line, i) => (
          <li key={i} className="flex gap-2.5 text-[0.95rem] leading-relaxed text-ink">
            <span className={`mt-2.5 h-1.5 w-1.5 shrink-0 rounded-full ${dotOf(line)}`} aria-hidden="true" />
            <span>{line}</span>
          </li>
        ))}
      </ul>
    </section>
  )
