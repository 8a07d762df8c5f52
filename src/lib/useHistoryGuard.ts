import { useContext, useEffect } from 'react'
import { UNSAFE_NavigationContext, useLocation, type Navigator, type To } from 'react-router-dom'
import { BEFORE_POPSTATE } from './popstateGate'

/** Asks whether to leave; calls `proceed` or `stay` with the answer. */
export type AskToLeave = (proceed: () => void, stay: () => void) => void

/**
 * The position of the current history entry, as react-router's BrowserRouter records it: every
 * entry it creates carries `{ idx }` in `history.state` (0 for the first, +1 per push). The
 * guard relies on it to know how many steps Back or Forward went (a unit test checks that the
 * router still writes it). Undefined for entries the router did not make.
 */
export function historyIndex(): number | undefined {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx
  return typeof idx === 'number' ? idx : undefined
}

const pathOf = (to: To) =>
  typeof to === 'string' ? new URL(to, window.location.href).pathname : to.pathname

/**
 * While `when` is true, holds every move to another path of the site until `ask` gets an answer,
 * without a data router (whose `useBlocker` would cost ~16 KB of first-load JavaScript):
 *
 * - links and `navigate()`: the router's navigator (`push`/`replace`) is wrapped for the time;
 * - Back and Forward: cancelling `BEFORE_POPSTATE` (see popstateGate.ts) keeps the popstate
 *   from the router, so the page stays rendered while the address bar already shows the other
 *   entry. Stay goes back there with `history.go(-delta)` (that popstate is held too); Leave
 *   lets a fresh popstate through, and the router, which reads the location and
 *   `history.state.idx` rather than the event, renders the new entry.
 *
 * Moves within the same path (search or hash) are not held.
 */
export function useHistoryGuard(when: boolean, ask: AskToLeave) {
  const { navigator } = useContext(UNSAFE_NavigationContext)
  const { pathname, key } = useLocation()

  useEffect(() => {
    if (!when) return
    const nav: Navigator = navigator
    // The originals, restored on cleanup (the router's history methods do not use `this`).
    const { push, replace } = nav
    const hold =
      (go: Navigator['push']): Navigator['push'] =>
      (to, state, opts) => {
        const next = pathOf(to)
        if (next === undefined || next === pathname) go(to, state, opts)
        else ask(() => go(to, state, opts), noop)
      }
    // The navigator is the router's history object, not render data: wrapping its methods while
    // this effect is active (and restoring them on cleanup) changes nothing React renders.
    // eslint-disable-next-line react-hooks/immutability
    nav.push = hold(push)
    nav.replace = hold(replace)

    const current = historyIndex()
    let phase: 'guarding' | 'returning' | 'leaving' = 'guarding'
    const onBeforePopState = (event: Event) => {
      if (phase === 'leaving') return
      const next = historyIndex()
      if (phase === 'returning' && next === current) {
        // The popstate of Stay's own history.go(): the router never left this entry.
        phase = 'guarding'
        event.preventDefault()
        return
      }
      if (window.location.pathname === pathname || current === undefined || next === undefined) {
        return
      }
      event.preventDefault()
      ask(
        () => {
          phase = 'leaving'
          window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }))
        },
        () => {
          phase = 'returning'
          window.history.go(current - next)
        },
      )
    }
    window.addEventListener(BEFORE_POPSTATE, onBeforePopState)
    return () => {
      nav.push = push
      nav.replace = replace
      window.removeEventListener(BEFORE_POPSTATE, onBeforePopState)
    }
  }, [when, ask, navigator, pathname, key])
}

function noop() {}
