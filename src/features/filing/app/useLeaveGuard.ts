import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'

export interface LeaveGuard {
  /** The address a link was about to open while the guard was on (null: none asked). */
  pending: string | null
  /** Stays on the page (the work goes on); focus returns to the link. */
  stay: () => void
  /** Calls `onLeave` (which stops the work), then opens the pending address. */
  leave: () => void
}

/** The in-site address a click on `target` would open, or null (not a plain same-site link). */
export function leavingLink(event: MouseEvent, here: string): string | null {
  if (event.defaultPrevented || event.button !== 0) return null
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(anchor instanceof HTMLAnchorElement)) return null
  if (anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin) return null
  const to = `${url.pathname}${url.search}`
  return to === here ? null : `${to}${url.hash}`
}

/**
 * While `active` (a check or an upload under way), leaving the page asks first: a click on a link
 * of the site (the header, the step list, "Your institutions"…) is held and its address put in
 * `pending` for the screen to ask; a reload or closing the tab gets the browser's own question.
 * The router here is not a data router (no blocking), hence the click listener, in the capture
 * phase so that it runs before the router's links.
 */
export function useLeaveGuard(active: boolean, onLeave: () => void): LeaveGuard {
  const [pending, setPending] = useState<string | null>(null)
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const here = `${pathname}${search}`
  /** The link that was held: focus returns to it when the user stays. */
  const heldLink = useRef<HTMLElement | null>(null)
  const leaveRef = useRef(onLeave)
  useEffect(() => {
    leaveRef.current = onLeave
  }, [onLeave])

  useEffect(() => {
    if (!active) return
    const onClick = (event: MouseEvent) => {
      const to = leavingLink(event, here)
      if (to === null) return
      event.preventDefault()
      event.stopPropagation()
      heldLink.current = event.target instanceof Element ? event.target.closest('a') : null
      setPending(to)
    }
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers need a value to ask.
      event.returnValue = ''
    }
    document.addEventListener('click', onClick, true)
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => {
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('beforeunload', onBeforeUnload)
    }
  }, [active, here])

  // The work ended (done, failed or cancelled): nothing to ask any more.
  const [wasActive, setWasActive] = useState(active)
  if (wasActive !== active) {
    setWasActive(active)
    if (!active) setPending(null)
  }

  const stay = useCallback(() => {
    setPending(null)
    heldLink.current?.focus()
  }, [])
  const leave = useCallback(() => {
    if (pending === null) return
    leaveRef.current()
    setPending(null)
    void navigate(pending)
  }, [navigate, pending])
  return { pending, stay, leave }
}
