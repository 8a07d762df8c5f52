import { useEffect } from 'react'
import { useHistoryGuard, type AskToLeave } from '@/lib/useHistoryGuard'

export type { AskToLeave }

/**
 * Asks before the page is left with unsaved work. Navigation inside the site (links, and the
 * browser's Back and Forward buttons between the site's pages) is held by `useHistoryGuard`
 * while `ask` gets an answer; a reload, closing the tab or leaving the site gets the browser's
 * own prompt (beforeunload).
 */
export function LeaveGuard({ when, ask }: { when: boolean; ask: AskToLeave }) {
  useHistoryGuard(when, ask)

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
