// Loads the site's own HMDA file checker (src/hmda: row parser, validator, schema, edit
// catalogue) and filing-period engine (src/config) for the local filing service. Plain Node cannot load TypeScript, so the modules are
// bundled once per process with Vite's build API (as scripts/make-lar.mjs does) into
// node_modules/.cache/filing-engine-{pid}/, imported, and the folder removed. About a second;
// the promise is shared, so the first upload (or `warm()`) pays it once.
import { rmSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))

const ENTRIES = {
  engine: 'src/hmda/validate/engine.ts',
  parse: 'src/hmda/parse.ts',
  schema: 'src/hmda/schema.ts',
  lookup: 'src/hmda/edits/lookup.ts',
  // The site's filing-period engine and host → environment rule: the periods open to filing
  // follow config/<environment>.json as the site shows them (filing.mjs).
  periods: 'src/config/filingPeriods.ts',
  environment: 'src/config/environment.ts',
}

let loading = null

/**
 * @returns {Promise<{ engine: object, parse: object, schema: object, lookup: object,
 *   periods: object, environment: object }>}
 */
export function loadFilingEngine() {
  loading ??= (async () => {
    const outDir = `${root}node_modules/.cache/filing-engine-${process.pid}`
    const { build } = await import('vite')
    await build({
      configFile: false,
      root,
      logLevel: 'silent',
      build: {
        lib: {
          entry: Object.fromEntries(Object.entries(ENTRIES).map(([k, v]) => [k, `${root}${v}`])),
          formats: ['es'],
          fileName: (_format, name) => `${name}.mjs`,
        },
        outDir,
        emptyOutDir: true,
        copyPublicDir: false,
        minify: false,
        target: 'node20',
      },
    })
    try {
      const modules = {}
      for (const name of Object.keys(ENTRIES))
        modules[name] = await import(pathToFileURL(`${outDir}/${name}.mjs`).href)
      return modules
    } finally {
      rmSync(outDir, { recursive: true, force: true })
    }
  })()
  loading.catch(() => {
    loading = null
  })
  return loading
}
