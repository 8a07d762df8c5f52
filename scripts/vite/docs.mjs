// Vite plugin for the documentation pages (docs/{category}/{slug}.md):
// - `virtual:docs-manifest`: categories and page metadata (no bodies) plus one lazy loader per
//   page, so index pages never pull every page;
// - each docs/**/*.md imported through a loader compiles at build time to a small module
//   `{ html, toc }` (its own chunk); no markdown parser reaches the browser;
// - search/docs-index.json: the DocSearch records, emitted into the build and served in dev.
import { readFileSync } from 'node:fs'
import { resolve, sep } from 'node:path'
import { compileMarkdown } from '../docs/markdown.mjs'
import { CATEGORIES, DOCS_DIR, listPages } from '../docs/pages.mjs'
import { buildSearchRecords } from '../docs/records.mjs'

const MANIFEST_ID = 'virtual:docs-manifest'
const RESOLVED_MANIFEST_ID = `\0${MANIFEST_ID}`
export const SEARCH_INDEX_PATH = 'search/docs-index.json'

/**
 * @param {{ docsDir?: string, docsYear?: number }} [options]
 * @returns {import('vite').Plugin}
 */
export function docsPages({ docsDir = DOCS_DIR, docsYear = 2026 } = {}) {
  const dir = resolve(docsDir)
  const isPage = (/** @type {string} */ id) =>
    id.startsWith(dir + sep) && id.endsWith('.md') && !id.slice(dir.length).includes(`${sep}_`)

  return {
    name: 'hmda:docs-pages',
    enforce: 'pre',
    resolveId(id) {
      return id === MANIFEST_ID ? RESOLVED_MANIFEST_ID : undefined
    },
    load(id) {
      if (id === RESOLVED_MANIFEST_ID) {
        const pages = listPages(dir)
        this.addWatchFile(dir)
        for (const page of pages) this.addWatchFile(page.file)
        const meta = pages.map(({ category, slug, title, description, order, url }) => ({
          category,
          slug,
          title,
          description,
          order,
          url,
        }))
        const loaders = pages
          .map(
            (p) =>
              `  ${JSON.stringify(`${p.category}/${p.slug}`)}: () => import(${JSON.stringify(p.file)}),`,
          )
          .join('\n')
        return [
          `export const categories = ${JSON.stringify(CATEGORIES)}`,
          `export const pages = ${JSON.stringify(meta)}`,
          `export const loaders = {\n${loaders}\n}`,
        ].join('\n')
      }
      const file = id.split('?')[0] ?? id
      if (!isPage(file)) return undefined
      this.addWatchFile(file)
      const { html, toc } = compileMarkdown(readFileSync(file, 'utf8'))
      return { code: `export default ${JSON.stringify({ html, toc })}`, map: null }
    },
    configureServer(server) {
      const refresh = (/** @type {string} */ file) => {
        if (!isPage(resolve(file))) return
        const manifest = server.moduleGraph.getModuleById(RESOLVED_MANIFEST_ID)
        if (manifest) server.moduleGraph.invalidateModule(manifest)
        server.ws.send({ type: 'full-reload' })
      }
      server.watcher.add(dir)
      server.watcher.on('add', refresh)
      server.watcher.on('unlink', refresh)
      server.watcher.on('change', refresh)
      server.middlewares.use(async (req, res, next) => {
        if ((req.url ?? '').split('?')[0] !== `/${SEARCH_INDEX_PATH}`) return next()
        try {
          const records = await buildSearchRecords({ docsYear, docsDir: dir })
          res.setHeader('Content-Type', 'application/json')
          res.end(JSON.stringify(records))
        } catch (error) {
          next(error)
        }
      })
    },
    async generateBundle() {
      const records = await buildSearchRecords({ docsYear, docsDir: dir })
      this.emitFile({ type: 'asset', fileName: SEARCH_INDEX_PATH, source: JSON.stringify(records) })
    },
  }
}
