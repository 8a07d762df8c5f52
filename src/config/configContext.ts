import { createContext } from 'react'
import type { DerivedConfig } from './types'

export const ConfigContext = createContext<DerivedConfig | null>(null)
