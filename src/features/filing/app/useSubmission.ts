import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { onlineManager, useQuery, useQueryClient } from '@tanstack/react-query'
import { useConfig } from '@/config/useConfig'
import { ApiError, isAborted } from '@/lib/api/errors'
import {
  parsePeriod,
  type FilingClient,
  type LatestSubmission,
  type Period,
} from '@/lib/api/filing'
import { CREATED, isResting } from '@/lib/api/submissionStatus'
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

type SubmissionKey = readonly ['filing', 'flow', string, string]

/** The key of the submission an institution's filing flow follows. */
export const flowKey = (lei: string, periodText: string): SubmissionKey => [
  'filing',
  'flow',
  lei,
  periodText,
]

/**
 * Asks for the latest submission. Opening the flow for a filing without a submission creates
 * one (and the filing if needed); once a submission is shown, a poll that finds none keeps it.
 */
export async function loadFlowSubmission(
  api: FilingClient,
  lei: string,
  period: Period,
  shown: LatestSubmission | undefined,
  signal: AbortSignal,
): Promise<LatestSubmission> {
  if (shown) return (await api.latest(lei, period, { signal })) ?? shown
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

/** A 403 (the token, or the LEI not accepted) stops the flow: polling would not help. */
const stops = (error: unknown) => error instanceof ApiError && error.status === 403

/** The status is still moving: polling goes on (a created submission waits for its upload). */
function follows({ data, error }: { data?: LatestSubmission; error: unknown }): boolean {
  if (!data || stops(error)) return false
  return !isResting(data.status.code) && data.status.code !== CREATED
}

interface AnswerCounts {
  dataUpdateCount: number
  errorUpdateCount: number
}
/** How many answers (data or failures) the query has had, `set` included. */
const answersOf = (state: AnswerCounts | undefined) =>
  state ? state.dataUpdateCount + state.errorUpdateCount : 0

const subscribeOnline = (onChange: () => void) => onlineManager.subscribe(onChange)
const isOnline = () => onlineManager.isOnline()

/**
 * The latest submission of an institution's filing, following its status with the platform's
 * polling rule (delays 1.2^k s, capped at 20 s, a 429's Retry-After waited out) until a resting
 * status: a query with a `refetchInterval`. A failed poll (5xx, network) does not stop polling:
 * it goes on with the next delay and says so; a 403 stops it. Offline, the poll pauses (TanStack's
 * online manager, `networkMode: 'online'`) and the state says so; back online it checks at once
 * and the schedule starts again from its first delay.
 */
export function useSubmission(lei: string, periodText: string): SubmissionState {
  const config = useConfig()
  const client = useQueryClient()
  const period = parsePeriod(periodText)
  const key = flowKey(lei, periodText)
  const answersNow = () => answersOf(client.getQueryState(flowKey(lei, periodText)))
  /** The answers before polling (re)started: the schedule counts from there. */
  const [base, setBase] = useState(answersNow)
  const [failures, setFailures] = useState(0)
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true)

  useEffect(
    () =>
      onlineManager.subscribe((nowOnline) => {
        // Back online: a poll goes at once, then the schedule starts again.
        if (nowOnline) setBase(answersOf(client.getQueryState(flowKey(lei, periodText))))
      }),
    [client, lei, periodText],
  )

  /** The delay after the latest answer (`state`), a failure's Retry-After waited out. */
  const nextDelay = (state: AnswerCounts | undefined, error: unknown) =>
    pollDelayAfter(Math.max(0, answersOf(state) - base - 1), error)

  const query = useQuery({
    queryKey: key,
    queryFn: async ({ client: cache, queryKey, signal }) => {
      if (!period) throw new Error('period')
      const shown = cache.getQueryData<LatestSubmission>(queryKey)
      try {
        const found = await loadFlowSubmission(filingClient(config), lei, period, shown, signal)
        setFailures(0)
        return found
      } catch (e) {
        if (!isAborted(e)) setFailures((n) => n + 1)
        throw e
      }
    },
    enabled: period !== null,
    // Paused offline; the poll due meanwhile is sent as soon as the connection is back.
    networkMode: 'online',
    refetchInterval: (q) => (follows(q.state) ? nextDelay(q.state, q.state.error) : false),
    refetchIntervalInBackground: true,
    refetchOnReconnect: (q) => (follows(q.state) ? 'always' : false),
  })

  const latest = query.data ?? null
  const polling = follows({ data: query.data, error: query.error })
  const failure = query.status === 'error' ? query.error : null
  let error: unknown = null
  // The first load failing, or a 403: the flow stops (until a retry is under way).
  if (query.fetchStatus === 'idle' && failure && (!latest || stops(failure))) error = failure
  // The first load while offline: there is nothing to show, so say why at once. The request
  // waits for the connection and goes on by itself when it is back.
  const offlineFirst = !latest && query.status === 'pending' && query.fetchStatus === 'paused'
  const offlineError = useMemo(
    () =>
      offlineFirst
        ? new ApiError(
            'unreachable',
            'filing',
            'This browser is offline: the submission was not loaded.',
          )
        : null,
    [offlineFirst],
  )
  if (offlineError) error = offlineError

  let trouble: PollTrouble | null = null
  if (polling && (!online || query.fetchStatus === 'paused'))
    trouble = { error: failure, nextInSeconds: 0, failures, offline: true }
  else if (polling && failure)
    trouble = {
      error: failure,
      nextInSeconds: Math.round(nextDelay(client.getQueryState(key), failure) / 1000),
      failures,
    }

  const reload = useCallback(() => {
    const k = flowKey(lei, periodText)
    setBase(answersOf(client.getQueryState(k)))
    void client.refetchQueries({ queryKey: k, exact: true })
  }, [client, lei, periodText, setBase])
  const set = useCallback(
    (next: LatestSubmission) => client.setQueryData(flowKey(lei, periodText), next),
    [client, lei, periodText],
  )
  return {
    latest,
    loading: query.status === 'pending' && !offlineFirst,
    error,
    trouble,
    polling,
    reload,
    poll: reload,
    set,
  }
}
