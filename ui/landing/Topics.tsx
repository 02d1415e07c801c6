/** Every advertised topic of spec §1 in its three groups, and a way to suggest one more. */
import { useStore } from "@nanostores/react"
import type { ComponentType } from "react"
import { TOPIC_GROUPS, TOPIC_NAMES, TOPICS, type TopicGroup } from "../../core/coach/bank/topic-list.ts"
import { CodeIcon, DatabaseIcon, LayersIcon, MailIcon } from "../components/Icons.tsx"
import { $config } from "../config.ts"

const GROUP_TITLES: Readonly<Record<TopicGroup, string>> = {
  languages: "Programming languages",
  frameworks: "Technologies and frameworks",
  fundamentals: "CS fundamentals and more"
}

const GROUP_ICONS: Readonly<Record<TopicGroup, ComponentType<{ className?: string }>>> = {
  languages: CodeIcon,
  frameworks: LayersIcon,
  fundamentals: DatabaseIcon
}

const GROUP_ORDER: ReadonlyArray<TopicGroup> = ["languages", "frameworks", "fundamentals"]

export const Topics = () => {
  const { supportEmail } = useStore($config)
  const suggest = `mailto:${supportEmail}?subject=${encodeURIComponent("Topic suggestion for Rehearse")}`
  return (
    <section className="border-y border-slate-200/70 bg-white py-16 sm:py-24" aria-labelledby="topics-title">
      <div className="page-x">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <div className="max-w-2xl">
            <p className="eyebrow">Topics</p>
            <h2 id="topics-title" className="mt-3 page-title">
              {TOPICS.length} topics to practise
            </h2>
            <p className="mt-3 text-lg text-ink-soft">
              From your first programming language to system design and the HR round.
            </p>
          </div>
          <a href={suggest} className="btn-secondary self-start md:self-auto">
            <MailIcon className="h-4 w-4" />
            Suggest a topic
          </a>
        </div>
        <div className="mt-10 grid gap-5 md:grid-cols-3">
          {GROUP_ORDER.map((group) => {
            const Icon = GROUP_ICONS[group]
            const headingId = `topics-${group}`
            return (
              <section key={group} className="card flex flex-col p-6" aria-labelledby={headingId}>
                <div className="flex items-center gap-3">
                  <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon className="h-5 w-5" />
                  </span>
                  <h3 id={headingId} className="font-semibold text-ink">
                    {GROUP_TITLES[group]}
                  </h3>
                </div>
                <ul className="mt-5 flex flex-wrap gap-2">
                  {TOPIC_GROUPS[group].map((topic) => (
                    <li
                      key={topic}
                      className="rounded-full bg-slate-100 px-3 py-1.5 text-sm font-medium text-ink ring-1 ring-inset ring-slate-200/60"
                    >
                      {TOPIC_NAMES[topic]}
                    </li>
                  ))}
                </ul>
              </section>
            )
          })}
        </div>
      </div>
    </section>
  )
}
