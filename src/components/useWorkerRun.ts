import { useEffect, useRef } from 'react'

/** The states a long check that runs in a worker goes through. */
export type RunState = 'idle' | 'running' | 'done' | 'failed' | 'cancelled'

/**
 * Refs and effects shared by tools that check a file in a Web Worker: the worker and the
 * download URL are released on unmount, and focus follows the run (Cancel while it runs, then
 * the results heading, the error, or the start button after a cancel).
 */
export function useWorkerRun(state: RunState) {
  const workerRef = useRef<Worker | null>(null)
  const urlRef = useRef<string | null>(null)
  const startRef = useRef<HTMLButtonElement>(null)
  const cancelRef = useRef<HTMLButtonElement>(null)
  const resultsRef = useRef<HTMLHeadingElement>(null)
  const failedRef = useRef<HTMLDivElement>(null)

  useEffect(
    () => () => {
      workerRef.current?.terminate()
      if (urlRef.current) URL.revokeObjectURL(urlRef.current)
    },
    [],
  )

  useEffect(() => {
    if (state === 'running') cancelRef.current?.focus()
    else if (state === 'done') resultsRef.current?.focus()
    else if (state === 'failed') failedRef.current?.focus()
    else if (state === 'cancelled') startRef.current?.focus()
  }, [state])

  return { workerRef, urlRef, startRef, cancelRef, resultsRef, failedRef }
}
