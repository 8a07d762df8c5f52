import { lazy, Suspense, useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { Spinner } from '@/components/Spinner'
import { isBeta } from '@/config/environment'
import { useHydrated } from '@/config/hydration'
import { useConfig } from '@/config/useConfig'
import { AppRoutes } from './AppRoutes'
import { GovBanner } from './header/GovBanner'
import { Header } from './header/Header'
import { isFilingHomePath, isHelpPath, pageKey } from './paths'
import { ReturnToTop } from './ReturnToTop'
import { RouteErrorBoundary } from './RouteErrorBoundary'
import { useRouteFocus } from './useRouteFocus'

// The footer sits below the fold, so its code (with the signup form) loads after the page.
const Footer = lazy(() => import('./footer/Footer').then((m) => ({ default: m.Footer })))
// Only beta hosts show the beta notice, so only they load it.
const BetaNotice = lazy(() =>
  import('./banners/BetaNotice').then((m) => ({ default: m.BetaNotice })),
)

// Shown only in maintenance mode, a notice of the live configuration: loaded when needed.
const MaintenanceBanner = lazy(() =>
  import('./banners/MaintenanceBanner').then((m) => ({ default: m.MaintenanceBanner })),
)

/** The maintenance notice, once the page runs in the browser and the configuration says so. */
function MaintenanceSlot() {
  const { maintenanceMode, filingAnnouncement } = useConfig()
  const hydrated = useHydrated()
  return hydrated && maintenanceMode && filingAnnouncement ? (
    <Suspense fallback={null}>
      <MaintenanceBanner />
    </Suspense>
  ) : null
}

/**
 * The beta notice, on beta hosts only. Its own component, so that the render after hydration
 * (when the host's configuration replaces the prerendered one) does not re-render the shell.
 */
function BetaNoticeSlot() {
  const beta = isBeta(useConfig().name)
  return beta ? (
    <Suspense fallback={null}>
      <BetaNotice />
    </Suspense>
  ) : null
}

/** Scrolls to the top on a change of page without a hash, or to the hash's target. */
function useScrollOnNavigate(page: string, hash: string) {
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0)
      return
    }
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView()
  }, [page, hash])
}

/**
 * The shell around every screen. A new page (see `pageKey`) gets a fresh error boundary, the
 * top of the window and focus on its h1; the filing period selector changes the address
 * without making a new page, so the select keeps focus.
 */
export function Layout() {
  const { pathname, hash } = useLocation()
  const page = pageKey(pathname)
  const main = useRef<HTMLElement>(null)
  useScrollOnNavigate(page, hash)
  useRouteFocus(page, hash, main)
  const help = isHelpPath(pathname)
  const filingHome = isFilingHomePath(pathname)

  return (
    <>
      <a className="usa-skipnav" href="#main-content">
        Skip to main content
      </a>
      {!help && <GovBanner />}
      <BetaNoticeSlot />
      {!help && <Header />}
      <MaintenanceSlot />
      <main
        ref={main}
        id="main-content"
        tabIndex={-1}
        className={`site-main${filingHome ? ' site-main--filing-home' : ''}`}
      >
        <RouteErrorBoundary key={page}>
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
