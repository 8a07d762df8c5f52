/**
 * The loader that the prerender writes into every HTML file in place of the app's script tag
 * (see scripts/prerender.mjs). Its data is the page's `<script type="application/json"
 * id="hmda-boot">` block (never executed): the app's entry, the chunks to preload, and for the
 * empty shell the chunks of each first path segment's screen.
 * - A prerendered page paints from its HTML: the app's code (which hydrates it) is fetched at
 *   low priority, behind the stylesheets, so the first paint never waits for it. It still
 *   starts at once: the window's load event waits for it, and the page is interactive early.
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

start(Boolean(document.getElementById('root')?.hasChildNodes()))
