import { useCallback, useEffect, useRef, useState } from 'react'

export interface SignInStart {
  /** True from the click until the start fails (or the page comes back from the cache). */
  starting: boolean
  /** Why the last start failed, or null. */
  error: string | null
  /** Starts the sign-in, unless one is already starting. */
  begin: () => void
}

/**
 * The state of a "Sign in" control whose click loads the OIDC client and leaves for the
 * identity provider. A start that succeeds leaves the page, so `starting` stays true; one that
 * fails says why. A page restored by Back from the browser's cache can start again.
 */
export function useSignInStart(start: () => Promise<void>): SignInStart {
  const [starting, setStarting] = useState(false)
  const [error, setError] = useState<string | null>(null)
  // Mirrors `starting` synchronously, so a second click in the same tick is refused too.
  const startingRef = useRef(false)
  const mountedRef = useRef(true)

  useEffect(() => {
    mountedRef.current = true
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return
      startingRef.current = false
      setStarting(false)
    }
    window.addEventListener('pageshow', onPageShow)
    return () => {
      mountedRef.current = false
      window.removeEventListener('pageshow', onPageShow)
    }
  }, [])

  const begin = useCallback(() => {
    if (startingRef.current) return
    startingRef.current = true
    setStarting(true)
    setError(null)
    start().catch((reason: unknown) => {
      if (!mountedRef.current) return
      startingRef.current = false
      setStarting(false)
      setError(reason instanceof Error ? reason.message : 'The sign-in could not start.')
    })
  }, [start])

  return { starting, error, begin }
}
