import { use } from 'react'
import { ConfigContext } from './configContext'
import type { DerivedConfig } from './types'

/** The current derived configuration; must be used under <ConfigProvider>. */
export function useConfig(): DerivedConfig {
  const config = use(ConfigContext)
  if (!config) throw new Error('useConfig must be used inside <ConfigProvider>')
  return config
}
