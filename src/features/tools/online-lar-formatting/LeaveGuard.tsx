import { useContext, useEffect } from 'react'
import { UNSAFE_DataRouterContext, useBlocker, useNavigate } from 'react-router-dom'

/** Asks whether to leave; calls `proceed` or `stay` with the answer. */
export type AskToLeave = (proceed: () => void, stay: () => void) => void

interface GuardProps {
  /** Guard only while there is unsaved work. */
  when: boolean
  ask: AskToLeave
}

/** With a data router: react-router's blocker catches every in-app navigation. */
function BlockerGuard({ when, ask }: GuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  )
  useEffect(() => {
    if (blocker.state === 'blocked') ask(blocker.proceed, blocker.reset)
  }, [blocker, ask])
  return null
}

/**
 * Without a data router (`useBlocker` needs one): catches clicks on in-app links before the
 * router sees them, asks, and navigates on confirmation.
 */
function LinkGuard({ when, ask }: GuardProps) {
  const navigate = useNavigate()
  useEffect(() => {
    if (!when) return
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const target = event.target instanceof Element ? event.target : null
      const link = target?.closest('a[href]')
      if (!(link instanceof HTMLAnchorElement)) return
      if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return
      const url = new URL(link.href, window.location.href)
      if (url.origin !== window.location.origin) return // a full page load: beforeunload asks
      if (url.pathname === window.location.pathname) return
      event.preventDefault()
      event.stopPropagation()
      ask(
        () => {
          void navigate(url.pathname + url.search + url.hash)
        },
        () => undefined,
      )
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [when, ask, navigate])
  return null
}

/**
 * Asks before the page is left with unsaved work: the browser's own prompt on reload, close
 * or an external link (beforeunload), and `ask` for navigation inside the site.
 */
export function LeaveGuard({ when, ask }: GuardProps) {
  const dataRouter = useContext(UNSAFE_DataRouterContext)
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
  return dataRouter ? <BlockerGuard when={when} ask={ask} /> : <LinkGuard when={when} ask={ask} />
}
