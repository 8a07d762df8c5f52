import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { createQueryClient } from '@/lib/api/queries'

/**
 * A fresh query cache for one test: pass `wrapper` to `render`/`renderHook`; `client` lets the
 * test look into the cache.
 */
export function queryWrapper(): {
  client: QueryClient
  wrapper: (props: { children: ReactNode }) => ReactNode
} {
  const client = createQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  return { client, wrapper }
}
