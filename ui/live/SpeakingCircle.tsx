/**
 * The interviewer's circle (spec §2): still while the question is on screen, and animated while it is read
 * aloud, from 500 ms after reading starts (the machine's `speakingAnimation`). Decorative: the screen's status
 * line says "Reading the question aloud" in words.
 */
export const SpeakingCircle = ({ speaking, size = "lg" }: { speaking: boolean; size?: "md" | "lg" }) => {
  const box = size === "lg" ? "h-14 w-14 sm:h-24 sm:w-24" : "h-14 w-14"
  return (
    <div className={`relative shrink-0 ${box}`} aria-hidden="true" data-speaking={speaking ? "true" : "false"}>
      {speaking ? (
        <>
          <span className="absolute -inset-3 rounded-full bg-brand-200/50 motion-safe:animate-pulse sm:-inset-4" />
          <span className="absolute -inset-1.5 rounded-full sm:-inset-2 bg-brand-300/40 motion-safe:animate-pulse [animation-delay:-1s]" />
        </>
      ) : null}
      <span
        className={`relative flex h-full w-full items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-800 shadow-lg shadow-brand-900/25 ring-4 motion-safe:transition-shadow ${
          speaking ? "ring-brand-200" : "ring-white"
        }`}
      >
        {speaking ? (
          <span className="flex h-6 items-center gap-0.5 sm:h-8 sm:gap-1">
            {[0, 1, 2, 3, 4].map((i) => (
              <span key={i} className="wave-bar block h-full w-1 rounded-full bg-white" />
            ))}
          </span>
        ) : (
          <span className="flex h-6 items-center gap-0.5 sm:h-8 sm:gap-1">
            {["h-2", "h-3.5", "h-5", "h-3.5", "h-2"].map((height, i) => (
              <span key={i} className={`block w-1 rounded-full bg-white/85 ${height}`} />
            ))}
          </span>
        )}
      </span>
    </div>
  )
}
