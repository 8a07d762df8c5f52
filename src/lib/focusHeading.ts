/** Moving focus to a page's main heading (after navigation, or when what had focus goes away). */

/**
 * Navigation state saying that the next screen moves focus itself (e.g. a picker step that
 * continues where the new content starts): the Layout then leaves focus alone. Pass it as
 * `navigate(to, { state: OWN_FOCUS_STATE })` or `<Link state={OWN_FOCUS_STATE}>`.
 */
export const OWN_FOCUS_STATE = { ownFocus: true } as const

/** True when a location's state is OWN_FOCUS_STATE (or carries its flag). */
export const hasOwnFocus = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { ownFocus?: unknown }).ownFocus === true

/** The main content's h1, made focusable by script (tabindex -1) and focused. */
export function focusPageHeading(root: ParentNode = document): boolean {
  const heading = root.querySelector<HTMLElement>('#main-content h1, main h1')
  if (!heading) return false
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
  heading.focus()
  return document.activeElement === heading
}

/**
 * Focuses the main heading once it is rendered (pages load lazily), unless the user has moved
 * focus meanwhile. Gives up after `timeoutMs`. Returns a function that stops waiting.
 */
export function focusPageHeadingWhenRendered(root: HTMLElement, timeoutMs = 10_000): () => void {
  const before = document.activeElement
  const userMovedFocus = () => {
    const now = document.activeElement
    return now !== before && now !== null && now !== document.body
  }
  const attempt = () => userMovedFocus() || focusPageHeading(root)
  if (attempt()) return () => undefined
  const observer = new MutationObserver(() => {
    if (attempt()) stop()
  })
  const timer = setTimeout(() => stop(), timeoutMs)
  function stop() {
    observer.disconnect()
    clearTimeout(timer)
  }
  observer.observe(root, { childList: true, subtree: true })
  return stop
}
