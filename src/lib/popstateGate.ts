/** The cancelable event fired on window ahead of every popstate (see `installPopstateGate`). */
export const BEFORE_POPSTATE = 'app:beforepopstate'

/**
 * Lets a page hold Back/Forward before the router sees them. Installed by src/main.tsx before
 * BrowserRouter mounts, so that its popstate listener runs before the router's: listeners on
 * window run in the order they were added, capturing or not, in Chromium, so a listener a page
 * adds later would come too late. For each popstate it fires a cancelable `BEFORE_POPSTATE`; if
 * a page cancels that (`useHistoryGuard`), the router never sees the
 * popstate. Kept tiny: it is part of the first-load bundle.
 */
export function installPopstateGate(): () => void {
  const gate = (event: PopStateEvent) => {
    if (!window.dispatchEvent(new Event(BEFORE_POPSTATE, { cancelable: true }))) {
      event.stopImmediatePropagation()
    }
  }
  window.addEventListener('popstate', gate)
  return () => window.removeEventListener('popstate', gate)
}
