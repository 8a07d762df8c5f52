import { useEffect, useState } from 'react'

/** sessionStorage flag of a filing session in this tab (src/lib/auth/session.ts SESSION_FLAG). */
const FLAG = 'hmda-filing-session'

const hasFlag = () => {
  try {
    return sessionStorage.getItem(FLAG) === '1'
  } catch {
    return false
  }
}

/**
 * Whether the filing session is signed in, for the header. The session module (with its token
 * handling) is loaded only where a session can exist: on the filing pages, or once this tab has
 * signed in; the first paint of other pages does not wait for it (the home page's JS budget).
 */
export function useSignedIn(pathname: string): boolean {
  const [signedIn, setSignedIn] = useState(false)
  const relevant = /^\/filing(\/|$)/.test(pathname) || hasFlag()
  useEffect(() => {
    if (!relevant) return
    let unsubscribe: (() => void) | null = null
    let cancelled = false
    void import('@/lib/auth/session').then((m) => {
      if (cancelled) return
      const update = () => setSignedIn(m.getSession().status === 'signed-in')
      update()
      const off = m.subscribeSession(update)
      unsubscribe = () => void off()
    })
    return () => {
      cancelled = true
      unsubscribe?.()
    }
  }, [relevant])
  return relevant && signedIn
}
