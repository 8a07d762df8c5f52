/**
 * The only script of a prerendered page (scripts/prerender.mjs writes it in place of the app's
 * script tag). The page is already in the HTML, so the app's code (which hydrates it) is loaded
 * after the browser has painted the page, together with the chunks the page needs, named in the
 * page's `<script type="application/json" id="hmda-boot">` block (data, never executed).
 */
interface Boot {
  app: string
  preload: string[]
}

let started = false

function start() {
  if (started) return
  started = true
  const block = document.getElementById('hmda-boot')
  const boot = JSON.parse(block?.textContent ?? 'null') as Boot | null
  if (!boot) return
  const add = (element: HTMLLinkElement | HTMLScriptElement) => {
    element.crossOrigin = ''
    document.head.append(element)
  }
  for (const href of boot.preload) {
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

// After the next frame; a tab in the background (no frames) starts a little later anyway.
requestAnimationFrame(() => setTimeout(start, 0))
setTimeout(start, 500)
