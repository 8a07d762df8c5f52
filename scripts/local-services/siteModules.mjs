// The site's own TypeScript modules (src/hmda, src/config) for the local services. Plain Node
// cannot load TypeScript, so a set of entries is bundled once per process with Vite's build API
// (as scripts/make-lar.mjs does) into node_modules/.cache/{name}-{pid}/, imported, and the folder
// removed. About a second; the promise is shared per name, so the first request (or `warm()`)
// pays it once, and a failed build is tried again on the next call.
import { rmSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { SRC_ALIAS } from '../lib/alias.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** @type {Map<string, Promise<any>>} */
const loading = new Map()

/**
 * @param {string} name the cache folder's name (one bundle per name and process)
 * @param {Record<string, string>} entries module name → path from the repository's root
 * @returns {Promise<any>} each entry's module, by name: the caller states their types (as
 *   `typeof import('../../src/…')`), since a bundle's exports are not known to the checker
 */
export function loadSiteModules(name, entries) {
  let modules = loading.get(name)
  if (!modules) {
    modules = bundle(name, entries)
    loading.set(name, modules)
    modules.catch(() => loading.delete(name))
  }
  return modules
}

/**
 * @param {string} name
 * @param {Record<string, string>} entries
 */
async function bundle(name, entries) {
  const outDir = `${root}node_modules/.cache/${name}-${process.pid}`
  const { build } = await import('vite')
  await build({
    configFile: false,
    root,
    resolve: { alias: SRC_ALIAS },
    logLevel: 'silent',
    build: {
      lib: {
        entry: Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, `${root}${v}`])),
        formats: ['es'],
        fileName: (_format, entry) => `${entry}.mjs`,
      },
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      target: 'node20',
    },
  })
  try {
    /** @type {Record<string, unknown>} */
    const modules = {}
    for (const entry of Object.keys(entries))
      modules[entry] = await import(pathToFileURL(`${outDir}/${entry}.mjs`).href)
    return modules
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}
