import { useCallback, useEffect, useState } from 'react'

export interface OnDemand<M> {
  /** The module, once loaded. */
  readonly module: M | null
  /** True when the last load failed (the connection may have dropped). */
  readonly failed: boolean
  /** Loads the module again after a failure. */
  readonly retry: () => void
}

export interface OnDemandModule<M> {
  /** The module for a component: loaded on its first use, retried on request. */
  readonly useModule: () => OnDemand<M>
  /**
   * Runs `action` once the module has loaded, or failed to: at once when it is loaded already.
   * For a focus move that must land after the module's view is in the page.
   */
  readonly afterLoad: (action: () => void) => void
}

/**
 * A module loaded the first time a component needs it, not with the page (whose first load is at
 * its budget). Unlike `React.lazy`, a failed load is a state the component shows and retries,
 * not an error thrown to the route's boundary that would replace the page; once loaded, every
 * later mount has the module at once, without a loading pass.
 */
export function onDemand<M>(load: () => Promise<M>): OnDemandModule<M> {
  let loaded: M | null = null
  /** The load under way, shared by its users; cleared when it fails, so a retry loads again. */
  let loading: Promise<M> | null = null
  const start = () =>
    (loading ??= load().then(
      (m) => (loaded = m),
      (error: unknown) => {
        loading = null
        throw error
      },
    ))
  function useModule(): OnDemand<M> {
    const [module, setModule] = useState<M | null>(loaded)
    const [failed, setFailed] = useState(false)
    const [attempt, setAttempt] = useState(0)
    useEffect(() => {
      if (module) return
      let live = true
      start().then(
        (m) => {
          if (live) setModule(m)
        },
        () => {
          if (live) setFailed(true)
        },
      )
      return () => {
        live = false
      }
    }, [module, attempt])
    const retry = useCallback(() => {
      setFailed(false)
      setAttempt((n) => n + 1)
    }, [])
    return { module, failed, retry }
  }
  const afterLoad = (action: () => void) => {
    if (loaded) action()
    else start().then(action, action)
  }
  return { useModule, afterLoad }
}
