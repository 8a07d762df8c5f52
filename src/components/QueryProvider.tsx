import { QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { createQueryClient } from '@/lib/api/queries'

/**
 * The server-state cache of one feature, mounted by its lazily loaded root. Each visit of the
 * feature starts with an empty cache (kept while the user moves within it), so no cache outlives
 * its screens and no test needs to reset one.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient)
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
