export interface TocEntry {
  id: string
  text: string
  level: number
}
export interface TextSection {
  level: number
  id: string | null
  text: string | null
  blocks: string[]
}
export interface CompiledPage {
  data: Record<string, string>
  html: string
  toc: TocEntry[]
  sections: TextSection[]
}
export declare function parseFrontMatter(source: string): {
  data: Record<string, string>
  body: string
}
export declare function slugify(text: string): string
export declare function createSlugger(): (text: string) => string
export declare function escapeHtml(text: string): string
export declare function compileMarkdown(source: string): CompiledPage
export declare function compileFile(file: string): CompiledPage
