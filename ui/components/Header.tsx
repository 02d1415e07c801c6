/**
 * The site header (spec §2 "Header"): the brand link, the account links for the current auth state, and
 * below the md breakpoint a menu button that opens the same destinations as a list.
 */
import { useStore } from "@nanostores/react"
import { useEffect, useId, useRef, useState } from "react"
import { Link, useLocation } from "wouter"
import { $auth } from "../../core/sdk/auth.ts"
import { logout } from "../auth/logout.ts"
import { CloseIcon, LogoMark, MenuIcon } from "./Icons.tsx"
import { SectionLink } from "./SectionLink.tsx"

const Brand = () => (
  <Link href="/" className="flex items-center gap-2.5 rounded-lg py-1 pr-1" aria-label="Rehearse home">
    <LogoMark className="h-8 w-8" />
    <span className="font-display text-lg font-bold tracking-tight text-ink">Rehearse</span>
  </Link>
)

const menuItemClass =
  "flex w-full items-center rounded-xl px-4 py-3 text-left text-base font-medium text-ink hover:bg-slate-100"

const MobileMenu = ({ id, signedIn, onClose }: { id: string; signedIn: boolean; onClose: () => void }) => {
  const [, navigate] = useLocation()
  const onLogout = () => {
    onClose()
    logout()
    navigate("/")
  }
  return (
    <nav
      id={id}
      aria-label="Menu"
      className="menu-enter absolute inset-x-0 top-full border-b border-slate-200 bg-white px-5 pb-5 pt-2 shadow-lg shadow-slate-900/5 md:hidden"
    >
      <ul className="flex flex-col gap-1">
        {signedIn ? (
          <>
            <li>
              <Link href="/" className={menuItemClass} onClick={onClose}>
                Home
              </Link>
            </li>
            <li>
              <Link href="/dashboard" className={menuItemClass} onClick={onClose}>
                Dashboard
              </Link>
            </li>
            <li>
              <Link href="/progress" className={menuItemClass} onClick={onClose}>
                Progress
              </Link>
            </li>
            <li>
              <SectionLink section="about" className={menuItemClass} onNavigate={onClose}>
                About
              </SectionLink>
            </li>
            <li>
              <Link href="/profile" className={menuItemClass} onClick={onClose}>
                My Profile
              </Link>
            </li>
            <li>
              <button type="button" className={menuItemClass} onClick={onLogout}>
                Logout
              </button>
            </li>
          </>
        ) : (
          <>
            <li>
              <SectionLink section="about" className={menuItemClass} onNavigate={onClose}>
                About
              </SectionLink>
            </li>
            <li>
              <Link href="/login" className={menuItemClass} onClick={onClose}>
                Login
              </Link>
            </li>
            <li className="pt-2">
              <Link href="/signup" className="btn-primary btn-lg w-full" onClick={onClose}>
                Sign Up
              </Link>
            </li>
          </>
        )}
      </ul>
    </nav>
  )
}

export const Header = () => {
  const { isAuthenticated } = useStore($auth)
  const [location, navigate] = useLocation()
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const headerRef = useRef<HTMLElement>(null)

  // The menu closes whenever the page changes, however that happened.
  useEffect(() => setOpen(false), [location])

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false)
        toggleRef.current?.focus()
      }
    }
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !headerRef.current?.contains(event.target)) setOpen(false)
    }
    document.addEventListener("keydown", onKey)
    document.addEventListener("pointerdown", onPointer)
    return () => {
      document.removeEventListener("keydown", onKey)
      document.removeEventListener("pointerdown", onPointer)
    }
  }, [open])

  const onLogout = () => {
    logout()
    navigate("/")
  }

  return (
    <header
      ref={headerRef}
      className="print:hidden sticky top-0 z-40 border-b border-slate-200/80 bg-white/85 backdrop-blur-md supports-[backdrop-filter]:bg-white/75"
    >
      <div className="page-x flex h-16 items-center justify-between gap-4">
        <Brand />
        <nav aria-label="Account" className="hidden items-center gap-2 md:flex">
          {isAuthenticated ? (
            <>
              <Link href="/dashboard" className="btn-ghost">
                Dashboard
              </Link>
              <Link href="/progress" className="btn-ghost">
                Progress
              </Link>
              <Link href="/profile" className="btn-ghost">
                My Profile
              </Link>
              <button type="button" className="btn-secondary" onClick={onLogout}>
                Logout
              </button>
            </>
          ) : (
            <>
              <Link href="/login" className="btn-ghost">
                Login
              </Link>
              <Link href="/signup" className="btn-primary">
                Sign Up
              </Link>
            </>
          )}
        </nav>
        <button
          ref={toggleRef}
          type="button"
          className="-mr-2 inline-flex h-11 w-11 items-center justify-center rounded-xl text-ink hover:bg-slate-100 md:hidden"
          aria-label="Menu"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <CloseIcon className="h-6 w-6" /> : <MenuIcon className="h-6 w-6" />}
        </button>
      </div>
      {open ? <MobileMenu id={menuId} signedIn={isAuthenticated} onClose={() => setOpen(false)} /> : null}
    </header>
  )
}
