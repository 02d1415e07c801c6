/** Four short messages of encouragement, one every 4 s, on the brand colour. */
import { Carousel } from "../components/Carousel.tsx"

const MOTIVATION_INTERVAL_MS = 4000

export const MESSAGES: ReadonlyArray<{ readonly quote: string; readonly note: string }> = [
  {
    quote: "Confidence isn’t something you have. It’s something you practise.",
    note: "Ten minutes a day is enough to feel the difference."
  },
  {
    quote: "Every answer you say out loud today is one you won’t have to improvise tomorrow.",
    note: "Say it, hear it, sharpen it."
  },
  {
    quote: "The people who interview well stumbled too. They just did it in practice.",
    note: "Mistakes here cost nothing."
  },
  {
    quote: "Small sessions, done often, add up to an offer.",
    note: "Your next rehearsal can start in a minute."
  }
]

export const MotivationCarousel = () => (
  <section className="on-dark quote-backdrop text-white" aria-label="Encouragement">
    <div className="page-x py-14 sm:py-16">
      <Carousel
        label="Messages"
        intervalMs={MOTIVATION_INTERVAL_MS}
        tone="dark"
        controlsClassName="mt-6 flex items-center justify-center gap-3"
        slides={MESSAGES.map((message) => ({
          key: message.quote,
          content: (
            <figure className="mx-auto flex h-full max-w-3xl flex-col items-center justify-center text-center">
              <blockquote className="font-display text-2xl font-semibold leading-snug tracking-tight sm:text-3xl lg:text-[2.25rem] lg:leading-tight">
                <p>{message.quote}</p>
              </blockquote>
              <figcaption className="mt-4 text-base text-brand-100">{message.note}</figcaption>
            </figure>
          )
        }))}
      />
    </div>
  </section>
)
