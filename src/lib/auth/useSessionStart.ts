import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import {
  completeSignIn,
  getSession,
  isSignInResponse,
  markActive,
  refresh,
  restoreSession,
  signIn,
  signOut,
  subscribeSession,
  withoutSignInResponse,
  type SessionState,
} from './session'

export interface SessionStart {
  session: SessionState
  /** True until the session is known and a provider answer in the address has been used. */
  checking: boolean
  /** Goes to the identity provider, coming back to this address. */
  signIn: () => void
  /** Signs out (the provider session too), then goes to `returnPath`. */
  signOut: (returnPath: string) => void
  /** "Stay signed in": counts as activity and refreshes the tokens now. */
  staySignedIn: () => Promise<boolean>
}

/**
 * The session of a signed-in app (filing, HMDA Help) on entering one of its screens: completes a
 * sign-in coming back from the identity provider (each answer in the address once, also one
 * that comes while signed in) and takes the answer out of the address; restores the session after
 * a reload; otherwise leaves it signed out for the screen to ask. `enabled` is false on an
 * address that is no screen of the app: nothing starts there.
 */
export function useSessionStart(signInUrl: string, enabled: boolean): SessionStart {
  const session = useSyncExternalStore(subscribeSession, getSession, getSession)
  const { pathname, search, hash } = useLocation()
  const navigate = useNavigate()
  const here = `${pathname}${search}`
  const started = useRef(false)
  const answered = useRef<string | null>(null)

  useEffect(() => {
    if (!enabled) return
    if (isSignInResponse(hash, search)) {
      const answer = `${pathname}${search}${hash}`
      if (answered.current === answer) return
      answered.current = answer
      const clean = withoutSignInResponse(pathname, search)
      const first = !started.current
      started.current = true
      void completeSignIn(signInUrl, window.location.href).then(async () => {
        // An answer that was ignored: a session of this browser is restored as on a reload.
        if (first && (await restoreSession(signInUrl, clean))) return
        navigate(clean, { replace: true })
      })
    } else {
      answered.current = null
      if (started.current) return
      started.current = true
      void restoreSession(signInUrl, here)
    }
  }, [enabled, hash, here, navigate, pathname, search, signInUrl])

  const startSignIn = useCallback(() => void signIn(signInUrl, here), [signInUrl, here])
  const endSession = useCallback(
    (returnPath: string) => void signOut(signInUrl, returnPath),
    [signInUrl],
  )
  const staySignedIn = useCallback(() => {
    markActive()
    return refresh()
  }, [])

  return {
    session,
    checking: session.status === 'unknown' || isSignInResponse(hash, search),
    signIn: startSignIn,
    signOut: endSession,
    staySignedIn,
  }
}
