import { useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { useConfig } from '@/config/useConfig'
import { filingHref, mainNavigation, shortNavigation } from '../navigation'
import { isMapsPath, isShortMenuPath } from '../paths'
import { NavMenu } from './NavMenu'
import { SearchButton } from './SearchButton'
import { useSignedIn } from './useSignedIn'

/**
 * Site header: title and logo linking home, the documentation search (not on the short-menu
 * filing pages), the menu button and the primary navigation.
 */
export function Header() {
  const { pathname } = useLocation()
  const { defaultDocsPeriod, defaultPeriod, filingPeriodStatus } = useConfig()
  const signedIn = useSignedIn(pathname)
  const [open, setOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  // Closing the drawer (Escape, the close button, the overlay) returns focus to "Menu", once
  // the drawer has made the page behind it focusable again.
  const returnFocus = useRef(false)
  const close = () => {
    returnFocus.current = true
    setOpen(false)
  }
  const short = isShortMenuPath(pathname)
  // Signed in, Filing leads to the lender's institutions (for the period on screen).
  const filing = filingHref(
    pathname,
    signedIn,
    defaultPeriod,
    (p) => filingPeriodStatus[p]?.isVisible === true,
  )
  const items = short ? shortNavigation(filing) : mainNavigation(defaultDocsPeriod, filing)

  // The mobile menu closes on navigation.
  const [shownPath, setShownPath] = useState(pathname)
  if (shownPath !== pathname) {
    setShownPath(pathname)
    setOpen(false)
  }
  useEffect(() => {
    document.body.classList.toggle('usa-js-mobile-nav--active', open)
    if (!open && returnFocus.current) {
      returnFocus.current = false
      menuButton.current?.focus()
    }
  }, [open])

  return (
    <>
      <header className={`usa-header usa-header--basic${isMapsPath(pathname) ? ' no-print' : ''}`}>
        <div className="usa-nav-container">
          <div className="usa-navbar">
            <div className="usa-logo">
              <em className="usa-logo__text">
                <Link to="/" title="Home Mortgage Disclosure Act home page">
                  <svg
                    className="site-logo"
                    aria-hidden="true"
                    viewBox="0 0 32 32"
                    width="32"
                    height="32"
                  >
                    <rect width="32" height="32" rx="4" fill="#005ea2" />
                    <path d="M6 16 16 7l10 9v10H19v-6h-6v6H6z" fill="#fff" />
                  </svg>
                  <span>Home Mortgage Disclosure Act</span>
                </Link>
              </em>
            </div>
            {!short && <SearchButton />}
            <button
              ref={menuButton}
              type="button"
              className="usa-menu-btn"
              onClick={() => setOpen(true)}
              aria-expanded={open}
            >
              Menu
            </button>
          </div>
          <NavMenu items={items} open={open} onClose={close} onNavigate={() => setOpen(false)} />
        </div>
      </header>
      <div
        className={`usa-overlay${open ? ' is-visible' : ''}`}
        onClick={close}
        aria-hidden="true"
      />
    </>
  )
}
