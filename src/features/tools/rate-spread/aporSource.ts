import { queryOptions, useQueryClient } from '@tanstack/react-query'
import { type AporTables, parseAporTable } from '@/hmda/apor'
import { getText, type RequestOptions } from '@/lib/api/client'

export const APOR_TIMEOUT_MS = 15_000

/**
 * The published APOR table files under the file server: pass fileServerBase(config), which is
 * the same-origin local file server on local hosts (src/lib/api/files.ts).
 */
export function aporTableUrls(fileServer: string) {
  const base = `${fileServer.replace(/\/+$/, '')}/apor`
  return {
    fixed: `${base}/YieldTableFixed.txt`,
    variable: `${base}/YieldTableAdjustable.txt`,
  }
}

/**
 * Both APOR tables, downloaded (with a timeout) and parsed. A malformed file fails with its
 * address and line. Tables marked as sample data (the local services' generated tables) mark the
 * page as showing sample data.
 */
export async function fetchAporTables(
  fileServerDomain: string,
  options: RequestOptions = {},
): Promise<AporTables> {
  const urls = aporTableUrls(fileServerDomain)
  const http = { timeoutMs: APOR_TIMEOUT_MS, ...options }
  const load = async (url: string) => {
    const text = await getText(url, http)
    try {
      return parseAporTable(text)
    } catch (error) {
      throw new Error(`${url}: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      })
    }
  }
  const [fixed, variable] = await Promise.all([load(urls.fixed), load(urls.variable)])
  return { fixed, variable }
}

/**
 * The tables in the page's query cache: downloaded the first time they are asked for and kept
 * for the visit; calls made while a download runs share it; a failure (unreachable, or a
 * malformed file) is not kept, so the next calculation downloads them again.
 */
export const aporTablesQuery = (fileServerDomain: string) =>
  queryOptions({
    queryKey: ['files', 'apor', fileServerDomain],
    queryFn: ({ signal }) => fetchAporTables(fileServerDomain, { signal }),
    staleTime: Infinity,
  })

/** A function that gives both tables (`aporTablesQuery`), for a calculation to await. */
export function useAporTables(fileServerDomain: string): () => Promise<AporTables> {
  const client = useQueryClient()
  return () => client.fetchQuery(aporTablesQuery(fileServerDomain))
}
