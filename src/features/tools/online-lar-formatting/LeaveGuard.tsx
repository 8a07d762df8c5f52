import { useEffect } from 'react'
import { useBlocker } from 'react-router-dom'

/** Asks whether to leave; calls `proceed` or `stay` with the answer. */
export type AskToLeave = (proceed: () => void, stay: () => void) => void

/**
 * Asks before the page is left with unsaved work. Navigation inside the site (links, and the
 * browser's Back and Forward buttons between the site's pages) is held by react-router's
 * blocker while `ask` gets an answer; a reload, closing the tab or leaving the site gets the
 * browser's own prompt (beforeunload). Needs a data router (`createBrowserRouter`).
 */
export function LeaveGuard({ when, ask }: { when: boolean; ask: AskToLeave }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  )

  useEffect(() => {
    if (blocker.state === 'blocked') ask(blocker.proceed, blocker.reset)
  }, [blocker, ask])

  useEffect(() => {
    if (!when) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [when])

  return null
}
