/**
 * The loader that the prerender writes into every HTML file in place of the app's script tag
 * (see scripts/prerender.mjs). Its data is the page's `<script type="application/json"
 * id="hmda-boot">` block (never executed): the app's entry, the chunks to preload, and for the
 * empty shell the chunks of each first path segment's screen.
 * - A prerendered page paints from its HTML: the app's code (which hydrates it) is requested
 *   right after that first paint, at low priority, so the paint never waits for the app's
 *   download or evaluation. (The window's load event may come first: the app marks the page
 *   with `data-app="started"` on <html> once React has it; the e2e tests wait for that.)
 * - The shell (spa.html) shows nothing without the app: its entry is preloaded by the HTML, and
 *   the loader at once preloads the current route's screen beside it, instead of one round trip
 *   after the entry has run.
 */
interface Boot {
  app: string
  preload: string[]
  /** Shell only: first path segment ('' for none) → the chunks of its screen. */
  routes?: Record<string, string[]>
}

function start(low: boolean) {
  // Written by the prerender into every HTML file that loads this script.
  const boot = JSON.parse(document.getElementById('hmda-boot')?.textContent ?? '') as Boot
  const add = (element: HTMLLinkElement | HTMLScriptElement) => {
    element.crossOrigin = ''
    if (low) element.fetchPriority = 'low'
    document.head.append(element)
  }
  const segment = window.location.pathname.split('/')[1] ?? ''
  for (const href of [...boot.preload, ...(boot.routes?.[segment] ?? [])]) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    add(link)
  }
  const script = document.createElement('script')
  script.type = 'module'
  script.src = boot.app
  add(script)
}

// A prerendered page starts the app once the browser has painted it, so the first paint never
// waits for the app's code, however fast that arrives; the shell at once.
// Told by the browser's paint timing (no timer: nothing a test's fake clock can hold back); a
// hidden tab, which paints nothing, or a browser without paint timing starts at once.
const afterFirstPaint = (then: () => void) => {
  if (
    document.visibilityState !== 'visible' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  )
    return then()
  let done = false
  const go = () => {
    if (done) return
    done = true
    observer.disconnect()
    then()
  }
  const observer = new PerformanceObserver(go)
  observer.observe({ type: 'paint', buffered: true })
  // A tab hidden before its first paint would not paint until shown again.
  document.addEventListener('visibilitychange', go, { once: true })
}
if (document.getElementById('root')?.hasChildNodes()) afterFirstPaint(() => start(true))
else start(false)
