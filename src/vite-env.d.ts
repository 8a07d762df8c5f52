/// <reference types="vite/client" />

declare const __APP_VERSION__: string
/** The build's fixed instant (ms since 1970) that the prerendered pages were rendered at. */
declare const __PRERENDER_NOW__: number

interface ImportMetaEnv {
  /** Base URL of the live environment configuration files; default "/config/". */
  readonly VITE_CONFIG_BASE_URL?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}

/** Documentation pages compiled from docs/ at build time (scripts/vite/docs.mjs). */
declare module 'virtual:docs-manifest' {
  export interface DocCategory {
    /** Folder name under docs/ and first segment of page URLs, e.g. `faq`. */
    id: string
    label: string
    /** Segment of the category index URL, e.g. `frequently-asked-questions`. */
    indexSlug: string
    indexUrl: string
    description: string
  }
  export interface DocPageMeta {
    category: string
    slug: string
    title: string
    description: string
    order: number
    url: string
  }
  export interface DocTocEntry {
    id: string
    text: string
    level: number
  }
  export interface DocPageBody {
    html: string
    toc: DocTocEntry[]
  }
  export const categories: DocCategory[]
  /** Sorted by category, then order, then title. */
  export const pages: DocPageMeta[]
  /** `{category}/{slug}` → the page body's lazily loaded module. */
  export const loaders: Record<string, () => Promise<{ default: DocPageBody }>>
}
