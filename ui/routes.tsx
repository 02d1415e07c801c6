/**
 * The route table of spec §2. The landing page is in the first bundle; every other screen is its own chunk,
 * loaded when first visited. Guards wrap the screens that need (or must not have) a session.
 */
import { lazy, Suspense, type ComponentType } from "react"
import { Route, Switch } from "wouter"
import { RequireAuth, VisitorOnly } from "./components/Guards.tsx"
import { ScreenSpinner } from "./components/Spinner.tsx"
import LandingScreen from "./screens/Landing.tsx"

export type RouteAccess = "public" | "visitors" | "signed-in"

export interface RouteEntry {
  readonly path: string
  readonly access: RouteAccess
  readonly Screen: ComponentType
}

export const ROUTES: ReadonlyArray<RouteEntry> = [
  { path: "/", access: "public", Screen: LandingScreen },
  { path: "/login", access: "visitors", Screen: lazy(() => import("./screens/Login.tsx")) },
  { path: "/signup", access: "visitors", Screen: lazy(() => import("./screens/Signup.tsx")) },
  { path: "/forgot-password", access: "visitors", Screen: lazy(() => import("./screens/ForgotPassword.tsx")) },
  { path: "/reset-password", access: "public", Screen: lazy(() => import("./screens/ResetPassword.tsx")) },
  { path: "/pricing", access: "public", Screen: lazy(() => import("./screens/Pricing.tsx")) },
  { path: "/profile", access: "signed-in", Screen: lazy(() => import("./screens/Profile.tsx")) },
  { path: "/dashboard", access: "signed-in", Screen: lazy(() => import("./screens/Dashboard.tsx")) },
  { path: "/progress", access: "signed-in", Screen: lazy(() => import("./screens/Progress.tsx")) },
  // Before /interview/:id, which would otherwise take "start" for an id.
  { path: "/interview/start", access: "signed-in", Screen: lazy(() => import("./screens/InterviewStart.tsx")) },
  { path: "/new-interview/:id", access: "signed-in", Screen: lazy(() => import("./screens/NewInterview.tsx")) },
  {
    path: "/interview/details/:id",
    access: "signed-in",
    Screen: lazy(() => import("./screens/InterviewDetails.tsx"))
  },
  { path: "/interview/:id", access: "signed-in", Screen: lazy(() => import("./screens/LiveInterview.tsx")) },
  { path: "/results/:id", access: "signed-in", Screen: lazy(() => import("./screens/Results.tsx")) },
  {
    path: "/assessment-answers/:id",
    access: "signed-in",
    Screen: lazy(() => import("./screens/AssessmentAnswers.tsx"))
  }
]

const NotFoundScreen = lazy(() => import("./screens/NotFound.tsx"))

const guarded = ({ access, Screen }: RouteEntry) => {
  switch (access) {
    case "signed-in":
      return (
        <RequireAuth>
          <Screen />
        </RequireAuth>
      )
    case "visitors":
      return (
        <VisitorOnly>
          <Screen />
        </VisitorOnly>
      )
    case "public":
      return <Screen />
  }
}

export const AppRoutes = () => (
  <Suspense fallback={<ScreenSpinner />}>
    <Switch>
      {ROUTES.map((entry) => (
        <Route key={entry.path} path={entry.path}>
          {guarded(entry)}
        </Route>
      ))}
      <Route>
        <NotFoundScreen />
      </Route>
    </Switch>
  </Suspense>
)
