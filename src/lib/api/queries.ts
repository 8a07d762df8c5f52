/**
 * Server state: one TanStack Query cache per feature visit (mounted by `QueryProvider` in the
 * lazily loaded feature roots, so the first load does not carry the library), and the `Remote`
 * view of a query that the screens render (loading, data, a failure with its retry).
 *
 * Endpoint modules export query options (`queryOptions({ queryKey, queryFn })`); the query
 * function passes TanStack's `signal` to the request, so a request nobody waits for any more
 * (a new key, the screen left) is aborted.
 */
import { QueryClient, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'

export type RemoteStatus = 'idle' | 'loading' | 'ok' | 'error'

/** What a screen shows of one request. */
export interface Remote<T> {
  status: RemoteStatus
  data?: T
  error?: unknown
  /** Asks again (after a failure, or to refresh). */
  retry: () => void
}

/**
 * The defaults of every query. Failures are not retried behind the user's back: each screen
 * shows the failure at once with its own retry (and a 429 its wait). A failure is not kept
 * either: the next screen that asks for the key asks the service again. Requests are sent
 * offline too, so that the client's own "could not reach" error is what the user sees; the
 * submission poll opts into pausing while offline (`networkMode: 'online'`).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        networkMode: 'always',
      },
    },
  })
}

/** The `Remote` a screen renders, from a query's state. */
export function remoteOf<T>(query: {
  status: 'pending' | 'error' | 'success'
  fetchStatus: 'fetching' | 'paused' | 'idle'
  data: T | undefined
  error: unknown
  refetch: () => Promise<unknown>
}): Remote<T> {
  const retry = () => void query.refetch()
  if (query.status === 'success') return { status: 'ok', data: query.data, retry }
  // A retry after a failure shows the loading state again, not the old failure.
  if (query.status === 'error' && query.fetchStatus === 'idle')
    return { status: 'error', error: query.error, retry }
  // Pending and not fetching: the query is disabled (nothing to load yet).
  if (query.status === 'pending' && query.fetchStatus === 'idle') return { status: 'idle', retry }
  return { status: 'loading', retry }
}

/** `useQuery` seen as a `Remote`. */
export function useRemoteQuery<T, K extends QueryKey = QueryKey>(
  options: UseQueryOptions<T, Error, T, K>,
): Remote<T> {
  return remoteOf(useQuery(options))
}
