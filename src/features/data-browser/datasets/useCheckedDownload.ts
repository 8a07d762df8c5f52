import { useCallback, useEffect, useRef, useState } from 'react'
import { probe } from '@/lib/api/client'
import { isAborted } from '@/lib/api/errors'
import { saveUrl } from '@/lib/saveFile'

/** The data service may take a while to start a large CSV: wait longer than for JSON. */
export const CHECK_TIMEOUT_MS = 60_000

/**
 * Asks the service for `url` and resolves once it answers 2xx; the body is cancelled at once.
 * Fails with an ApiError (busy with its Retry-After, server, bad-request, not-found, timeout,
 * unreachable, aborted).
 *
 * Why a GET whose body is dropped rather than a HEAD or a blob: the file can be millions of
 * rows, so it must go to the browser's own download (streamed to disk), not into memory; and the
 * data service's answer to HEAD is not documented, while a GET is what the download itself sends,
 * so its status is the one the download would get. Cancelling the body after the headers costs
 * the service the start of one query.
 */
export async function checkDownload(
  url: string,
  options: { signal?: AbortSignal; fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<void> {
  await probe(url, { ...options, timeoutMs: options.timeoutMs ?? CHECK_TIMEOUT_MS })
}

export type DownloadState<N extends string = string> =
  | { status: 'idle' }
  | { status: 'checking'; url: string; name: N }
  | { status: 'started'; url: string; name: N }
  | { status: 'failed'; url: string; name: N; error: unknown }

/**
 * A download that is checked before the browser takes it over, so that a failure (500, 429…)
 * is worded on the page instead of leaving a failed file in the browser's downloads. `name`
 * identifies the link (it comes back in the state). One download at a time: a new one, or
 * unmounting, cancels the check in flight.
 */
export function useCheckedDownload<N extends string = string>(
  options: { fetch?: typeof fetch; save?: (url: string) => void; timeoutMs?: number } = {},
) {
  const [state, setState] = useState<DownloadState<N>>({ status: 'idle' })
  const controllerRef = useRef<AbortController | null>(null)
  const optionsRef = useRef(options)
  useEffect(() => {
    optionsRef.current = options
  })
  useEffect(() => () => controllerRef.current?.abort(), [])

  const start = useCallback(async (url: string, name: N) => {
    controllerRef.current?.abort()
    const controller = new AbortController()
    controllerRef.current = controller
    setState({ status: 'checking', url, name })
    const { fetch, save = saveUrl, timeoutMs } = optionsRef.current
    try {
      await checkDownload(url, { signal: controller.signal, fetch, timeoutMs })
    } catch (error) {
      if (controller.signal.aborted || isAborted(error)) return
      setState({ status: 'failed', url, name, error })
      return
    }
    if (controller.signal.aborted) return
    save(url)
    setState({ status: 'started', url, name })
  }, [])

  const retry = useCallback(() => {
    if (state.status === 'failed') void start(state.url, state.name)
  }, [state, start])

  return { state, start, retry }
}
