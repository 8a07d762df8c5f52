import { type AporTables, parseAporTable } from '@/hmda/apor'
import { getText } from '@/lib/api/client'

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

const cache = new Map<string, Promise<AporTables>>()

/**
 * Both APOR tables, downloaded (with a timeout) and parsed the first time they are asked for and
 * kept in memory. Calls made while a download runs share it. A failure (unreachable, or a
 * malformed file) is not kept: the next call downloads the tables again. Tables marked as sample
 * data (the local services' generated tables) mark the page as showing sample data.
 */
export function loadAporTables(
  fileServerDomain: string,
  options: { timeoutMs?: number; fetch?: typeof fetch } = {},
): Promise<AporTables> {
  const cached = cache.get(fileServerDomain)
  if (cached) return cached
  const urls = aporTableUrls(fileServerDomain)
  const http = {
    timeoutMs: options.timeoutMs ?? APOR_TIMEOUT_MS,
    fetch: options.fetch,
  }
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
  const fresh = Promise.all([load(urls.fixed), load(urls.variable)]).then(([fixed, variable]) => ({
    fixed,
    variable,
  }))
  fresh.catch(() => {
    if (cache.get(fileServerDomain) === fresh) cache.delete(fileServerDomain)
  })
  cache.set(fileServerDomain, fresh)
  return fresh
}

/** Forgets the downloaded tables (tests). */
export function clearAporCache(): void {
  cache.clear()
}
