import { createContext } from 'react'

export interface CollectedPageMeta {
  /** The full document title ("Tools | HMDA"). */
  title: string
  description: string
}

/**
 * Set only by the prerender (src/entry-prerender.tsx): every PageMeta rendered reports its
 * title and description to it, the last one (the screen's own) winning, for the page's <head>.
 */
export const PageMetaCollector = createContext<((meta: CollectedPageMeta) => void) | null>(null)
