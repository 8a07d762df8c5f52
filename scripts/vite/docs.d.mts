import type { Plugin } from 'vite'

export declare const SEARCH_INDEX_PATH: string
export declare function docsPages(options?: { docsDir?: string; docsYear?: number }): Plugin
