import { use } from 'react'
import { ConfigContext } from './configContext'
import { useHydrated } from './hydration'
import { prerenderConfig } from './prerenderConfig'
import type { DerivedConfig } from './types'

/**
 * The current derived configuration; must be used under <ConfigProvider>. While a prerendered
 * page is built or hydrated this is the configuration the page was prerendered with (see
 * prerenderConfig), so hydration matches the HTML on any host and at any time; the component
 * renders again with the host's live configuration right after.
 */
export function useConfig(): DerivedConfig {
  const config = use(ConfigContext)
  const hydrated = useHydrated()
  if (!config) throw new Error('useConfig must be used inside <ConfigProvider>')
  return hydrated ? config : prerenderConfig()
}
