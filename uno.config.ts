// UnoCSS for the browser UI: Tailwind-compatible utilities (preset-wind3), the Rehearse palette and a few
// shortcuts for the controls every screen shares. The base layer (reset, focus ring) is ui/styles.css.
import { defineConfig, presetWind3 } from "unocss"

export default defineConfig({
  presets: [presetWind3()],
  theme: {
    colors: {
      // A calm indigo; 700 on white and white on 700 both pass WCAG AA for body text.
      brand: {
        50: "#eef1ff",
        100: "#e0e6ff",
        200: "#c6cffe",
        300: "#a3b0fb",
        400: "#7f89f6",
        500: "#6166ee",
        600: "#4b4ade",
        700: "#3f3cc4",
        800: "#34329e",
        900: "#2e2f7d",
        950: "#1c1b49"
      },
      ink: {
        DEFAULT: "#131a2a",
        soft: "#4a5468",
        muted: "#687287"
      }
    },
    fontFamily: {
      sans: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
      display:
        '"Inter Display", Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif'
    }
  },
  shortcuts: {
    "page-x": "mx-auto w-full max-w-6xl px-5 sm:px-8",
    btn: "inline-flex items-center justify-center gap-2 rounded-xl px-5 py-2.5 text-sm font-semibold leading-5 select-none motion-safe:transition-colors motion-safe:duration-150 disabled:cursor-not-allowed disabled:opacity-60",
    "btn-primary": "btn bg-brand-700 text-white shadow-sm shadow-brand-900/20 hover:bg-brand-800 active:bg-brand-900",
    "btn-secondary": "btn bg-white text-ink ring-1 ring-inset ring-slate-300 hover:bg-slate-50 hover:ring-slate-400",
    "btn-ghost": "btn text-ink-soft hover:bg-slate-100 hover:text-ink",
    "btn-danger": "btn bg-red-700 text-white shadow-sm shadow-red-900/20 hover:bg-red-800 active:bg-red-900",
    "btn-lg": "px-6 py-3 text-base",
    card: "rounded-2xl bg-white ring-1 ring-slate-200/80 shadow-sm shadow-slate-900/5",
    eyebrow: "text-xs font-semibold uppercase tracking-[0.14em] text-brand-700",
    // the heading of a page or of a landing-page section, under its eyebrow
    "page-title": "font-display text-3xl font-bold tracking-tight text-ink sm:text-4xl",
    "ui-link": "font-medium text-brand-700 underline decoration-brand-300 underline-offset-3 hover:decoration-brand-700"
  }
})
