import { useCallback, useEffect, useRef, useState } from 'react'
import { useConfig } from '@/config/useConfig'
import { ApiError, isAborted } from '@/lib/api/errors'
import { parsePeriod, type LatestSubmission } from '@/lib/api/filing'
import { isResting } from '@/lib/api/submissionStatus'
import { pollDelayAfter } from '@/lib/api/filingPolling'
import { filingClient } from './filingClient'

export interface PollTrouble {
  /** The failure of the last poll. */
  error: unknown
  /** Seconds until the next try. */
  nextInSeconds: number
  /** Failures in a row. */
  failures: number
  /** The browser is offline: polling waits for the connection, then checks at once. */
  offline?: boolean
}

export interface SubmissionState {
  latest: LatestSubmission | null
  /** Loading the first time. */
  loading: boolean
  /** A failure that stops the flow (403, or the first load failing). */
  error: unknown
  /** A failure while polling: polling goes on with the next delay. */
  trouble: PollTrouble | null
  polling: boolean
  /** Loads the latest submission again (and polls while it is being processed). */
  reload: () => void
  /** Starts polling from the first delay (after an upload). */
  poll: () => void
  /** Replaces the latest submission (after a verification or signature). */
  set: (next: LatestSubmission) => void
}

/**
 * The latest submission of an institution's filing, following its status with the platform's
 * polling rule (delays 1.2^k s, capped at 20 s) until a resting status. A failed poll (5xx,
 * network) does not stop polling: it goes on with the next delay and says so; a 403 stops it.
 * Opening the flow for a filing without a submission creates one (and the filing if needed).
 */
export function useSubmission(lei: string, periodText: string): SubmissionState {
  const config = useConfig()
  const [latest, setLatest] = useState<LatestSubmission | null>(null)
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<unknown>(null)
  const [trouble, setTrouble] = useState<PollTrouble | null>(null)
  const [polling, setPolling] = useState(false)
  const [run, setRun] = useState(0)
  /** The submission shown now: a reload after an upload polls from it instead of starting over. */
  const known = useRef<LatestSubmission | null>(null)
  useEffect(() => {
    known.current = latest
  }, [latest])

  useEffect(() => {
    const parsed = parsePeriod(periodText)
    if (!parsed) return
    const period = parsed
    const api = filingClient(config)
    const controller = new AbortController()
    const { signal } = controller
    let timer = 0
    let k = 0
    let failures = 0
    let lastFailure: unknown = null

    /** Resolves after `ms`, or at once when the connection comes back. */
    const wait = (ms: number) =>
      new Promise<void>((resolve) => {
        const done = () => {
          window.clearTimeout(timer)
          window.removeEventListener('online', done)
          signal.removeEventListener('abort', done)
          resolve()
        }
        timer = window.setTimeout(done, ms)
        window.addEventListener('online', done)
        signal.addEventListener('abort', done)
      })
    /** Resolves when the browser is online again (or the effect ends). */
    const online = () =>
      new Promise<void>((resolve) => {
        if (navigator.onLine) return resolve()
        const done = () => {
          window.removeEventListener('online', done)
          signal.removeEventListener('abort', done)
          resolve()
        }
        window.addEventListener('online', done)
        signal.addEventListener('abort', done)
      })

    async function first(): Promise<LatestSubmission> {
      const found = await api.latest(lei, period, { signal })
      if (found) return found
      try {
        await api.createSubmission(lei, period, { signal })
      } catch (e) {
        if (!(e instanceof ApiError && e.status === 400)) throw e
        // No filing yet for the period: create it, then the submission.
        await api.createFiling(lei, period, { signal })
        await api.createSubmission(lei, period, { signal })
      }
      const created = await api.latest(lei, period, { signal })
      if (!created) throw new ApiError('not-found', '', 'The new submission could not be read.')
      return created
    }

    async function go() {
      let current: LatestSubmission
      const shown = known.current
      // Reloading what is shown (e.g. after an upload): straight to polling, first poll now.
      let immediate = shown !== null && shown.lei === lei
      if (immediate && shown) {
        current = shown
      } else {
        try {
          current = await first()
        } catch (e) {
          if (isAborted(e) || signal.aborted) return
          setError(e)
          setLoading(false)
          return
        }
        if (signal.aborted) return
        setLatest(current)
      }
      setError(null)
      setLoading(false)
      if (!immediate && (isResting(current.status.code) || current.status.code === 1)) return
      setPolling(true)
      for (;;) {
        if (!immediate) {
          const delay = pollDelayAfter(k, lastFailure)
          lastFailure = null
          k++
          await wait(delay)
        }
        immediate = false
        if (signal.aborted) return
        if (!navigator.onLine) {
          // Offline: say so, keep the page as it is, and check as soon as the connection is back.
          setTrouble({ error: null, nextInSeconds: 0, failures, offline: true })
          await online()
          if (signal.aborted) return
          k = 0
        }
        try {
          const next = await api.latest(lei, period, { signal })
          if (signal.aborted) return
          failures = 0
          setTrouble(null)
          if (next) {
            setLatest(next)
            if (isResting(next.status.code)) break
          }
        } catch (e) {
          if (isAborted(e) || signal.aborted) return
          if (e instanceof ApiError && e.status === 403) {
            setError(e)
            break
          }
          failures++
          if (!navigator.onLine) {
            // Lost the connection during the request: the loop waits for it to come back.
            immediate = true
            setTrouble({ error: e, nextInSeconds: 0, failures, offline: true })
            continue
          }
          lastFailure = e // a 429's Retry-After is waited out
          setTrouble({ error: e, nextInSeconds: Math.round(pollDelayAfter(k, e) / 1000), failures })
        }
      }
      setPolling(false)
    }
    void go()
    return () => {
      controller.abort()
      window.clearTimeout(timer)
    }
    // `run` restarts loading and polling.
  }, [config, lei, periodText, run])

  const reload = useCallback(() => setRun((r) => r + 1), [])
  const set = useCallback((next: LatestSubmission) => setLatest(next), [])
  return { latest, loading, error, trouble, polling, reload, poll: reload, set }
}
