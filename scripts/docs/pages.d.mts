export interface DocCategory {
  id: string
  label: string
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
  file: string
}
export declare const ROOT: string
export declare const DOCS_DIR: string
export declare const CATEGORIES: readonly DocCategory[]
export declare function pageMeta(
  category: string,
  slug: string,
  data: Record<string, string>,
  file?: string,
): DocPageMeta
export declare function listPages(dir?: string): DocPageMeta[]
