import type { CompiledPage } from './markdown.mjs'
import type { DocPageMeta } from './pages.mjs'

export type RecordType = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content'
export interface DocSearchRecord {
  objectID: string
  url: string
  url_without_anchor: string
  anchor: string | null
  type: RecordType
  hierarchy: {
    lvl0: string
    lvl1: string | null
    lvl2: string | null
    lvl3: string | null
    lvl4: string | null
    lvl5: string | null
    lvl6: string | null
  }
  content: string | null
  weight: { pageRank: number; level: number; position: number }
}
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
