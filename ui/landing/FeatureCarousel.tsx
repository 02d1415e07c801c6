/** The four features of the landing page (spec §2), one slide every 3 s. */
import type { ComponentType } from "react"
import { Carousel } from "../components/Carousel.tsx"
import { BoltIcon, CalendarIcon, CheckCircleIcon, HeadphonesIcon, SparklesIcon } from "../components/Icons.tsx"

const FEATURE_INTERVAL_MS = 3000

interface Feature {
  readonly title: string
  readonly text: string
  readonly points: ReadonlyArray<string>
  readonly icon: ComponentType<{ className?: string }>
  readonly tint: string
}

export const FEATURES: ReadonlyArray<Feature> = [
  {
    title: "Immersive Experience",
    text: "Each question is read aloud and you answer out loud, one at a time, in a distraction-free full screen. It is the closest thing to the interview room, without the nerves.",
    points: ["Questions read aloud in a voice you choose", "Full-screen focus mode", "Speak your answer or type it"],
    icon: HeadphonesIcon,
    tint: "from-sky-100 to-brand-100 text-brand-700"
  },
  {
    title: "AI-Powered",
    text: "Questions are generated for the interview type, topic and level you pick, so no two sessions are the same and every one fits the job you want.",
    points: ["26 topics, from Python to system design", "Easy, medium or hard", "Aimed at a target role if you name one"],
    icon: SparklesIcon,
    tint: "from-violet-100 to-fuchsia-100 text-violet-700"
  },
  {
    title: "Instant Feedback",
    text: "The moment you submit, see your score, what you covered, what you missed and one concrete next step. Every answer is saved for your report card.",
    points: ["A score and a star rating per answer", "Pace and filler words when you speak", "A report card when you finish"],
    icon: BoltIcon,
    tint: "from-amber-100 to-orange-100 text-amber-700"
  },
  {
    title: "Flexible Scheduling",
    text: "Start right away or schedule a session for later. Need a break? Resume Later keeps your place, and your dashboard picks up where you left off.",
    points: ["Schedule for a date and time", "Resume Later keeps your place", "Every interview on your dashboard"],
    icon: CalendarIcon,
    tint: "from-emerald-100 to-teal-100 text-emerald-700"
  }
]

const FeatureSlide = ({ feature, position }: { feature: Feature; position: number }) => {
  const Icon = feature.icon
  return (
    <article className="card h-full p-6 sm:p-8">
      <div className="flex items-start justify-between gap-4">
        <span className={`flex h-14 w-14 items-center justify-center rounded-2xl bg-gradient-to-br ${feature.tint}`}>
          <Icon className="h-7 w-7" />
        </span>
        <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium tabular-nums text-ink-soft">
          {position} of {FEATURES.length}
        </span>
      </div>
      <h3 className="mt-6 font-display text-2xl font-semibold tracking-tight text-ink">{feature.title}</h3>
      <p className="mt-3 text-base leading-relaxed text-ink-soft">{feature.text}</p>
      <ul className="mt-6 space-y-2.5 border-t border-slate-100 pt-5 text-sm text-ink">
        {feature.points.map((point) => (
          <li key={point} className="flex items-start gap-2.5">
            <CheckCircleIcon className="mt-px h-4.5 w-4.5 shrink-0 text-brand-600" />
            {point}
          </li>
        ))}
      </ul>
    </article>
  )
}

export const FeatureCarousel = () => (
  <section className="py-12 sm:py-20 lg:pb-24 lg:pt-12" aria-labelledby="features-title">
    <div className="page-x grid gap-10 lg:grid-cols-[1fr_1.25fr] lg:items-center lg:gap-16">
      <div className="max-w-xl">
        <p className="eyebrow">Why Rehearse</p>
        <h2 id="features-title" className="mt-3 page-title">
          Practice that feels like the real thing
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-ink-soft">
          Interviews are spoken, timed and a little nerve-racking. Rehearse recreates that, then shows you how
          each answer landed while it is still fresh.
        </p>
      </div>
      <Carousel
        label="Features"
        intervalMs={FEATURE_INTERVAL_MS}
        slides={FEATURES.map((feature, i) => ({
          key: feature.title,
          content: <FeatureSlide feature={feature} position={i + 1} />
        }))}
      />
    </div>
  </section>
)
