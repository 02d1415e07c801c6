/**
 * The interview lists (/dashboard, spec §2): a chart of the user's scores over time by topic, then the tabs
 * 'All Available Interview Types', 'In Progress', 'Completed' and 'Scheduled'. Each tab's list is fetched once, on
 * its first opening, behind a skeleton of 6 cards shown for at least 800 ms; a failed load is an empty list.
 */
import { useStore } from "@nanostores/react"
import { useEffect, useState } from "react"
import { Link, useSearch } from "wouter"
import { scoreHistory } from "../../core/sdk/interview-cards.ts"
import { $dashboard, DASHBOARD_TABS, type DashboardTab, openTab, resetDashboard } from "../../core/sdk/interviews.ts"
import { CalendarIcon } from "../components/Icons.tsx"
import { useDocumentTitle } from "../components/useDocumentTitle.ts"
import { DashboardTabList, panelId, tabId } from "../interviews/DashboardTabs.tsx"
import { CardSkeletons, InterviewCardView } from "../interviews/InterviewCard.tsx"
import { ScoreChart } from "../interviews/ScoreChart.tsx"
import { useMinimumDuration } from "../interviews/useMinimumDuration.ts"
import { useSignedOutRedirect } from "../sdk.ts"

/** Spec §9: the dashboard skeleton shows for at least this long. */
const DASHBOARD_SKELETON_MS = 800

const EMPTY: Readonly<Record<DashboardTab, { readonly text: string; readonly action?: string }>> = {
  available: { text: "No available interview types found.", action: "Schedule Your First Interview" },
  "in-progress": { text: "No interviews in progress." },
  completed: { text: "No completed interviews yet." },
  scheduled: { text: "You haven't scheduled any upcoming interviews.", action: "Schedule an Interview" }
}

const EmptyState = ({ tab }: { tab: DashboardTab }) => {
  const { text, action } = EMPTY[tab]
  return (
    <div className="card flex flex-col items-center px-6 py-14 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700" aria-hidden="true">
        <CalendarIcon className="h-6 w-6" />
      </span>
      <p className="mt-4 max-w-sm text-ink-soft">{text}</p>
      {action === undefined ? null : (
        <Link href="/interview/start" className="btn-primary mt-6">
          {action}
        </Link>
      )}
    </div>
  )
}

const ScoresCard = () => {
  const { completed } = useStore($dashboard)
  const series = scoreHistory(completed.cards)
  return (
    <section className="card mt-8 p-5 sm:p-6" aria-labelledby="scores-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="scores-title" className="font-display text-lg font-semibold text-ink">
          Your scores over time
        </h2>
        <p className="text-sm text-ink-muted">
          Completed interviews, by topic ·{" "}
          <Link href="/progress" className="ui-link">
            See your progress and weak points
          </Link>
        </p>
      </div>
      <div className="mt-4">
        {completed.phase !== "loaded" ? (
          <div className="h-60 rounded-xl bg-slate-100 motion-safe:animate-pulse" aria-hidden="true" />
        ) : series.length === 0 ? (
          <p className="flex h-32 items-center justify-center rounded-xl bg-slate-50 px-4 text-center text-sm text-ink-soft">
            Complete an interview to see your scores here.
          </p>
        ) : (
          <ScoreChart series={series} titleId="scores-title" />
        )}
      </div>
    </section>
  )
}

const TabPanel = ({ tab }: { tab: DashboardTab }) => {
  const list = useStore($dashboard)[tab]
  const loading = useMinimumDuration(list.phase !== "loaded", DASHBOARD_SKELETON_MS, tab)
  return (
    <div id={panelId(tab)} role="tabpanel" aria-labelledby={tabId(tab)} aria-busy={loading} tabIndex={0} className="mt-6 rounded-2xl">
      {loading ? (
        <CardSkeletons />
      ) : list.cards.length === 0 ? (
        <EmptyState tab={tab} />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {list.cards.map((card) => (
            <li key={card.key} className="flex">
              <div className="flex w-full">
                <InterviewCardView card={card} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

export default function DashboardScreen() {
  useDocumentTitle("Dashboard")
  useSignedOutRedirect()
  // '?tab=in-progress' (where Resume Later sends the user) opens that tab.
  const asked = new URLSearchParams(useSearch()).get("tab")
  const [tab, setTab] = useState<DashboardTab>(DASHBOARD_TABS.find((t) => t === asked) ?? "available")

  // A visit starts from fresh lists; the chart needs the completed ones from the start.
  useEffect(() => {
    resetDashboard()
    void openTab("completed")
    return resetDashboard
  }, [])
  useEffect(() => {
    void openTab(tab)
  }, [tab])

  return (
    <div className="page-x py-10 sm:py-14">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="eyebrow">Your practice</p>
          <h1 className="mt-2 page-title">Dashboard</h1>
          <p className="mt-2 text-ink-soft">Start a new topic, pick up where you left off, and see how you are doing.</p>
        </div>
        <Link href="/interview/start" className="btn-secondary">
          <CalendarIcon className="h-4 w-4" />
          Schedule or start an interview
        </Link>
      </header>

      <ScoresCard />

      <section className="mt-10" aria-labelledby="interviews-title">
        <h2 id="interviews-title" className="sr-only">
          Your interviews
        </h2>
        <DashboardTabList tabs={DASHBOARD_TABS} active={tab} onSelect={setTab} />
        <TabPanel key={tab} tab={tab} />
      </section>
    </div>
  )
}
