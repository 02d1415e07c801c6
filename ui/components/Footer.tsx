/** The site footer: a few useful links and the copyright line with the current year (PRODUCT.md). */
import { useStore } from "@nanostores/react"
import { Link } from "wouter"
import { $config } from "../config.ts"
import { LogoMark } from "./Icons.tsx"
import { SectionLink } from "./SectionLink.tsx"

const linkClass = "rounded text-ink-soft hover:text-ink"

export const Footer = ({ year = new Date().getFullYear() }: { year?: number }) => {
  const { supportEmail } = useStore($config)
  return (
    <footer className="border-t border-slate-200 bg-white print:hidden">
      <div className="page-x flex flex-col gap-6 py-10 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-2.5">
          <LogoMark className="h-7 w-7" />
          <p className="text-sm text-ink-soft">© {year} Rehearse. All rights reserved</p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <li>
              <SectionLink section="about" className={linkClass}>
                About
              </SectionLink>
            </li>
            <li>
              <Link href="/pricing" className={linkClass}>
                Pricing
              </Link>
            </li>
            <li>
              <a href={`mailto:${supportEmail}`} className={linkClass}>
                Contact support
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  )
}
