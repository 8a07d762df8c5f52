// Bundles TypeScript modules of the project for plain Node with Vite's build API (lib mode, ES
// modules, not minified) and imports them: the same approach as scripts/make-lar.mjs, for several
// entries at once.
//
//   const { engine, generateLar } = await bundleTs({
//     entries: { engine: 'src/hmda/validate/engine.ts', generateLar: 'src/hmda/testing/...' },
//     outDir: 'node_modules/.cache/bench-validator',
//   })
//
// Entries and outDir are relative to the project root (or absolute). outDir is emptied first.
// Shared code goes into common chunks, so module-level state is shared between the entries.
import { dirname, isAbsolute, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { SRC_ALIAS } from './alias.mjs'

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')

/** @param {string} path */
const fromRoot = (path) => (isAbsolute(path) ? path : join(ROOT, path))

/**
 * @param {{ entries: Record<string, string>, outDir: string, target?: string }} options
 * @returns {Promise<Record<string, Record<string, unknown>>>} each entry's module by name
 */
export async function bundleTs({ entries, outDir, target = 'node20' }) {
  const { build } = await import('vite')
  const dir = fromRoot(outDir)
  const entry = Object.fromEntries(
    Object.entries(entries).map(([name, path]) => [name, fromRoot(path)]),
  )
  await build({
    configFile: false,
    root: ROOT,
    resolve: { alias: SRC_ALIAS },
    logLevel: 'silent',
    build: {
      lib: { entry, formats: ['es'], fileName: (_format, name) => `${name}.mjs` },
      outDir: dir,
      emptyOutDir: true,
      minify: false,
      target,
      reportCompressedSize: false,
      copyPublicDir: false,
    },
  })
  /** @type {Record<string, Record<string, unknown>>} */
  const modules = {}
  for (const name of Object.keys(entry)) {
    modules[name] = await import(pathToFileURL(join(dir, `${name}.mjs`)).href)
  }
  return modules
}
