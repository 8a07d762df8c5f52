import { useCallback, useEffect, useRef, useState } from 'react'
import { isAborted } from './errors'

export type RemoteStatus = 'idle' | 'loading' | 'ok' | 'error'

export interface Remote<T> {
  status: RemoteStatus
  data?: T
  error?: unknown
  /** Loads the same key again (after an error, or to refresh). */
  retry: () => void
}

interface Settled<T> {
  token: string
  status: 'ok' | 'error'
  data?: T
  error?: unknown
}

/**
 * Loads `load(signal)` for `key` (null = nothing to load: 'idle'). A new key, or unmounting,
 * aborts the request in flight; only the answer for the current key is ever shown. `load` may
 * change identity on every render: the key alone decides when to load.
 */
export function useRemote<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
): Remote<T> {
  const [attempt, setAttempt] = useState(0)
  const [settled, setSettled] = useState<Settled<T> | null>(null)
  const loadRef = useRef(load)
  useEffect(() => {
    loadRef.current = load
  })
  const token = key === null ? null : `${attempt}\u0000${key}`

  useEffect(() => {
    if (token === null) return
    const controller = new AbortController()
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ token, status: 'ok', data })
      },
      (error: unknown) => {
        if (!controller.signal.aborted && !isAborted(error))
          setSettled({ token, status: 'error', error })
      },
    )
    return () => controller.abort()
  }, [token])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])

  if (token === null) return { status: 'idle', retry }
  if (settled?.token !== token) return { status: 'loading', retry }
  return settled.status === 'ok'
    ? { status: 'ok', data: settled.data, retry }
    : { status: 'error', error: settled.error, retry }
}
