import { lazy, Suspense, useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { Spinner } from '../components/Spinner'
import { AppRoutes } from './AppRoutes'
import { BetaNotice } from './banners/BetaNotice'
import { MaintenanceBanner } from './banners/MaintenanceBanner'
import { GovBanner } from './header/GovBanner'
import { Header } from './header/Header'
import { isFilingHomePath, isHelpPath } from './paths'
import { ReturnToTop } from './ReturnToTop'
import { RouteErrorBoundary } from './RouteErrorBoundary'

// The footer sits below the fold, so its code (with the signup form) loads after the page.
const Footer = lazy(() => import('./footer/Footer').then((m) => ({ default: m.Footer })))

/** Scrolls to the top on a route change without a hash, or to the hash's target. */
function useScrollOnNavigate() {
  const { pathname, hash } = useLocation()
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0)
      return
    }
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView()
  }, [pathname, hash])
}

/** The shell around every screen. */
export function Layout() {
  const { pathname } = useLocation()
  useScrollOnNavigate()
  const help = isHelpPath(pathname)
  const filingHome = isFilingHomePath(pathname)

  return (
    <>
      <a className="usa-skipnav" href="#main-content">
        Skip to main content
      </a>
      {!help && <GovBanner />}
      <BetaNotice />
      {!help && <Header />}
      <MaintenanceBanner />
      <main
        id="main-content"
        tabIndex={-1}
        className={`site-main${filingHome ? ' site-main--filing-home' : ''}`}
      >
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<Spinner />}>
            <AppRoutes />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {!filingHome && <ReturnToTop />}
      {!help && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
    </>
  )
}
