import type { Remote } from '@/lib/api/queries'

/**
 * Two requests a screen shows as one: loading until both answer, the first failure (its retry
 * asks again for what failed), idle while either has nothing to load.
 */
export function bothRemote<A, B, C>(
  a: Remote<A>,
  b: Remote<B>,
  join: (a: A, b: B) => C,
): Remote<C> {
  const retry = () => {
    if (a.status === 'error') a.retry()
    if (b.status === 'error') b.retry()
  }
  if (a.status === 'error') return { status: 'error', error: a.error, retry }
  if (b.status === 'error') return { status: 'error', error: b.error, retry }
  if (a.status === 'idle' || b.status === 'idle') return { status: 'idle', retry }
  if (a.status === 'ok' && b.status === 'ok')
    return { status: 'ok', data: join(a.data as A, b.data as B), retry }
  return { status: 'loading', retry }
}
