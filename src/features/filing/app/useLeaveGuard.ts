import { useCallback, useEffect, useRef, useState } from 'react'
import { useHistoryGuard, type AskToLeave } from '@/lib/useHistoryGuard'

export interface LeaveGuard {
  /** True while a move to another page is held and the screen should ask. */
  pending: boolean
  /** Stays on the page (the work goes on); focus returns to where it was (e.g. the link). */
  stay: () => void
  /** Calls `onLeave` (which stops the work), then makes the held move. */
  leave: () => void
}

interface Asked {
  proceed: () => void
  stay: () => void
  /** What had focus when the move was held (the link clicked, or none for Back). */
  from: HTMLElement | null
}

/**
 * While `active` (a check or an upload under way), leaving the page asks first: every move to
 * another page of the site — links, the header, the step list, Back and Forward — is held by
 * `useHistoryGuard` (the same guard as Online LAR Formatting's) until the screen's question is
 * answered; a reload or closing the tab gets the browser's own question.
 */
export function useLeaveGuard(active: boolean, onLeave: () => void): LeaveGuard {
  const [asked, setAsked] = useState<Asked | null>(null)
  const leaveRef = useRef(onLeave)
  useEffect(() => {
    leaveRef.current = onLeave
  }, [onLeave])

  const ask = useCallback<AskToLeave>((proceed, stay) => {
    const from = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setAsked({ proceed, stay, from })
  }, [])
  useHistoryGuard(active, ask)

  useEffect(() => {
    if (!active) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers need a value to ask.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [active])

  // The work ended (done, failed or cancelled): nothing to ask any more.
  const [wasActive, setWasActive] = useState(active)
  if (wasActive !== active) {
    setWasActive(active)
    if (!active) setAsked(null)
  }

  const stay = useCallback(() => {
    if (asked === null) return
    setAsked(null)
    asked.stay()
    asked.from?.focus()
  }, [asked])
  const leave = useCallback(() => {
    if (asked === null) return
    setAsked(null)
    leaveRef.current()
    asked.proceed()
  }, [asked])
  return { pending: asked !== null, stay, leave }
}
