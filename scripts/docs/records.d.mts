import type { CompiledPage } from './markdown.mjs'
import type { DocPageMeta } from './pages.mjs'

// The records' shapes are the site's own (the local search engine reads them).
import type { DocSearchRecord } from '@/lib/search/types.ts'
export type { DocSearchRecord, RecordType } from '@/lib/search/types.ts'

export interface FigSource {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  figModel: (year: number) => any
  figUrl: (year: number) => string
  FIG_YEARS: readonly number[]
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  quarterlyModel: (year: number) => any
  quarterlyUrl: (year: number) => string
  QUARTERLY_YEARS: readonly number[]
}
export interface ToolSource {
  name: string
  path: string
  available: boolean
  whenToUse: string
}
export declare function markdownRecords(
  meta: DocPageMeta,
  compiled: CompiledPage,
): DocSearchRecord[]
export declare function loadFigModule(): Promise<FigSource>
export declare function loadTools(): Promise<readonly ToolSource[]>
export declare function toolRecords(tools: readonly ToolSource[]): DocSearchRecord[]
export declare function buildSearchRecords(options: {
  docsYear: number
  docsDir?: string
  fig?: FigSource
  tools?: readonly ToolSource[]
}): Promise<DocSearchRecord[]>
