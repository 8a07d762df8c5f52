import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react'
import { ConfigContext } from './configContext'
import { environmentForHost, isLocalHost } from './environment'
import { buildConfig, environmentsToFetch, type Overlays } from './loadConfig'

// The live copy's loader brings the HTTP client and the validator: loaded when first needed (never
// on local hosts), so they stay out of the first load.
const loadLiveConfig = () => import('./liveConfig')

/** How often period statuses are recomputed, and how stale the live config may get. */
const TICK_MS = 30_000
const REFRESH_MS = 5 * 60_000

export interface ConfigProviderProps {
  host: string
  /** Base URL of the live configuration files. */
  baseUrl?: string
  children: ReactNode
}

/**
 * Provides the derived configuration. The first render uses the built-in config; the live copy
 * is merged in when it arrives, refreshed when the tab becomes visible again after a while, and
 * period statuses are recomputed as time passes.
 */
export function ConfigProvider({ host, baseUrl, children }: ConfigProviderProps) {
  const env = environmentForHost(host)
  const [overlays, setOverlays] = useState<Overlays>({})
  const [now, setNow] = useState(() => Date.now())

  useEffect(() => {
    // Transitions: an update never forces a part of a prerendered page that is still waiting
    // for its code to be rendered afresh instead of hydrated.
    const timer = window.setInterval(() => startTransition(() => setNow(Date.now())), TICK_MS)
    return () => window.clearInterval(timer)
  }, [])

  useEffect(() => {
    if (isLocalHost(host)) return
    let cancelled = false
    let fetchedAt = 0
    const refresh = () => {
      fetchedAt = Date.now()
      for (const name of environmentsToFetch(env)) {
        void loadLiveConfig()
          .then(({ fetchLiveConfig }) => fetchLiveConfig(name, { baseUrl }))
          .then(
            (overlay) => {
              if (!cancelled && overlay) {
                startTransition(() => setOverlays((prev) => ({ ...prev, [name]: overlay })))
              }
            },
            // The loader's chunk did not arrive (offline, a new deployment): the built-in
            // copy stays.
            (error: unknown) => console.warn('Live configuration not loaded.', error),
          )
      }
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - fetchedAt > REFRESH_MS) {
        startTransition(() => setNow(Date.now()))
        refresh()
      }
    }
    refresh()
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      cancelled = true
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [env, host, baseUrl])

  const config = useMemo(() => buildConfig(env, overlays, new Date(now)), [env, overlays, now])
  return <ConfigContext value={config}>{children}</ConfigContext>
}
