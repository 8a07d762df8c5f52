import { type AporTables, parseAporTable } from '../../../hmda/apor'
import { fetchText } from '../../../lib/http'

export const APOR_TIMEOUT_MS = 15_000
/** After a failed download, the tables are not asked for again for this long. */
const RETRY_AFTER_MS = 60_000

/** The published APOR table files under the file server. */
export function aporTableUrls(fileServerDomain: string) {
  const base = `${fileServerDomain.replace(/\/+$/, '')}/apor`
  return {
    fixed: `${base}/YieldTableFixed.txt`,
    variable: `${base}/YieldTableAdjustable.txt`,
  }
}

interface CacheEntry {
  promise: Promise<AporTables>
  failedAt?: number
}

const cache = new Map<string, CacheEntry>()

/**
 * Both APOR tables, downloaded (with a timeout) and parsed the first time they are asked for and
 * kept in memory; a failure (unreachable, or a malformed file) is remembered for a minute.
 */
export function loadAporTables(
  fileServerDomain: string,
  options: { timeoutMs?: number; fetch?: typeof fetch } = {},
): Promise<AporTables> {
  const entry = cache.get(fileServerDomain)
  if (
    entry &&
    (entry.failedAt === undefined || performance.now() - entry.failedAt < RETRY_AFTER_MS)
  ) {
    return entry.promise
  }
  const urls = aporTableUrls(fileServerDomain)
  const http = { timeoutMs: options.timeoutMs ?? APOR_TIMEOUT_MS, fetch: options.fetch }
  const load = async (url: string) => {
    const text = await fetchText(url, http)
    try {
      return parseAporTable(text)
    } catch (error) {
      throw new Error(`${url}: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      })
    }
  }
  const fresh: CacheEntry = {
    promise: Promise.all([load(urls.fixed), load(urls.variable)]).then(([fixed, variable]) => ({
      fixed,
      variable,
    })),
  }
  fresh.promise.catch(() => {
    fresh.failedAt = performance.now()
  })
  cache.set(fileServerDomain, fresh)
  return fresh.promise
}

/** Forgets the downloaded tables (tests). */
export function clearAporCache(): void {
  cache.clear()
}
