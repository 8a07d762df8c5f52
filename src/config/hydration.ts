import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while the page is rendered at build time (prerender) and while the browser hydrates
 * that HTML, true from the render after hydration on (and from the first render when the page
 * was not prerendered). Content that depends on the clock, the host or the visitor's storage
 * renders only when this is true, so the prerendered HTML never shows it wrong first.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
