// What the build-time renderer (src/entry-prerender.tsx, built by Vite in SSR mode) gives
// scripts/prerender.mjs: a plain TypeScript file, so the script's type check (tsconfig.scripts.json,
// no JSX) can import these types without pulling in the app.
import type { YearlessAddress } from '@/config/yearless'

export interface YearlessPage extends YearlessAddress {
  name: string
  summary: string
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string
  title: string
  description: string
}

/** The exports of src/entry-prerender.tsx that scripts/prerender.mjs uses. */
export interface PrerenderEntry {
  NOT_FOUND_PATH: string
  prerenderRoutes(): string[]
  yearlessPages(): YearlessPage[]
  renderRoute(url: string): Promise<RenderedPage>
  canonicalUrl(route: string): string
}
