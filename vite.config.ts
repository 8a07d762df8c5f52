import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { configDefaults } from 'vitest/config'
import { docsPages } from './scripts/vite/docs.mjs'
import { SRC_ALIAS } from './scripts/lib/alias.mjs'

const root = fileURLToPath(new URL('.', import.meta.url))
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string
}

/**
 * Publishes config/*.json as /config/*.json: emitted into the build so operators can edit the
 * live copy without a rebuild, and served by the dev server from the same folder.
 */
function publishConfig(): Plugin {
  const dir = `${root}config`
  const files = () => readdirSync(dir).filter((f) => f.endsWith('.json'))
  return {
    name: 'hmda:publish-config',
    generateBundle() {
      for (const file of files()) {
        this.emitFile({
          type: 'asset',
          fileName: `config/${file}`,
          source: readFileSync(`${dir}/${file}`, 'utf8'),
        })
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = /^\/config\/([a-z-]+\.json)(\?.*)?$/.exec(req.url ?? '')
        if (!match || !files().includes(match[1] ?? '')) return next()
        res.setHeader('Content-Type', 'application/json')
        res.end(readFileSync(`${dir}/${match[1]}`, 'utf8'))
      })
    },
  }
}

/**
 * After the browser bundle is written, renders the prerendered pages into it (scripts/prerender.mjs:
 * an SSR build of src/entry-prerender.tsx, then one HTML file per route, 404.html, spa.html).
 * Part of every client build, so `npx vite build` gives the same output as `npm run build`;
 * HMDA_PRERENDER=0 leaves it out (the empty shell then serves every address).
 */
function prerenderPages(): Plugin {
  let outDir = ''
  let skip = false
  return {
    name: 'hmda:prerender',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
      skip = Boolean(config.build.ssr) || process.env.HMDA_PRERENDER === '0'
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (skip) return
        const child = spawn(process.execPath, ['scripts/prerender.mjs', '--out', outDir], {
          cwd: root,
          stdio: 'inherit',
          env: { ...process.env, NODE_ENV: 'production' },
        })
        const code = await new Promise<number | null>((done, fail) => {
          child.once('error', fail)
          child.once('exit', done)
        })
        if (code !== 0) throw new Error(`Prerendering failed (scripts/prerender.mjs, exit ${code})`)
      },
    },
  }
}

// The instant the prerendered pages are rendered at: one value for the browser bundle and the
// SSR build of the same run (the nested build re-reads this file in the same process).
process.env.HMDA_PRERENDER_NOW ??= String(Date.now())

/** The documentation plugin; the prerender's SSR build needs its pages, not the search index. */
function docs(isSsrBuild: boolean): Plugin {
  const plugin = docsPages()
  if (isSsrBuild) delete plugin.generateBundle
  return plugin
}

/** Test files that run in plain Node (see `test.projects`). */
const NODE_TESTS = ['src/hmda/**/*.test.ts', 'scripts/**/*.test.mjs']

/**
 * Test files that replace or reload modules (`vi.mock`, `vi.doMock`, `vi.resetModules`). A mock
 * applies only to modules imported after it, so these cannot share a module graph that another
 * file has already filled: each runs in a fresh one (see `test.isolate`). Found by their text, so
 * a new test that mocks a module needs no list. Read only when Vitest loads this file (it sets
 * VITEST before): a build or the dev server does not read every test file.
 */
const MODULE_MOCKING_TESTS = process.env.VITEST
  ? readdirSync(resolve(root, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => `src/${file.split('\\').join('/')}`)
      .filter((file) =>
        /vi\.(mock|doMock|resetModules)\(/.test(readFileSync(resolve(root, file), 'utf8')),
      )
  : []

export default defineConfig(({ isSsrBuild = false }) => ({
  resolve: { alias: SRC_ALIAS },
  plugins: [react(), publishConfig(), docs(isSsrBuild), prerenderPages()],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __PRERENDER_NOW__: process.env.HMDA_PRERENDER_NOW,
  },
  css: {
    preprocessorOptions: {
      scss: {
        loadPaths: [`${root}node_modules/@uswds/uswds/packages`],
        quietDeps: true,
        silenceDeprecations: ['mixed-decls', 'import', 'global-builtin'],
      },
    },
  },
  build: {
    target: 'es2022',
    // Read by the prerender (which chunks and stylesheets each page needs), then removed.
    manifest: !isSsrBuild,
    assetsInlineLimit: 2048,
    // Every browser the site supports has modulepreload: no polyfill in the first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // boot: the loader of prerendered pages (src/boot.ts), written into them by the prerender.
      input: isSsrBuild ? undefined : { index: `${root}index.html`, boot: `${root}src/boot.ts` },
      output: {
        // Documentation page bodies (compiled markdown) get a "doc-" prefix, so the bench can
        // tell them from route chunks of the same name (the check-digit guide vs the tool).
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.endsWith('.md')
            ? 'assets/doc-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
  preview: { port: 4173, strictPort: true },
  test: {
    globals: true,
    css: false,
    // Generous: the CI machine has two cores shared with the e2e browser and builds.
    testTimeout: 20_000,
    // One worker a core: left to itself Vitest 4 kept one core of two idle here.
    maxWorkers: availableParallelism(),
    // Test files share their worker's module graph and DOM instead of each starting a fresh one
    // (jsdom and the imports cost about 1.5 s a file; the suite takes 1.5 min instead of 8.5),
    // except the files that mock modules, which get a fresh graph each ('dom-isolated'). So a
    // test file must leave nothing another relies on: src/test/setup.ts unmounts what Testing
    // Library rendered and re-arms React's act() before every file, and a test that replaces a
    // global or fakes the clock sets up its own each time. Running the files in a shuffled order
    // checks it: `npx vitest run --sequence.shuffle.files --sequence.seed=N`.
    isolate: false,
    // The HMDA library and the build and service scripts never touch a DOM: they run in plain
    // Node, which spares each of their test files a jsdom window. Everything else runs in jsdom
    // with the Testing Library setup.
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...NODE_TESTS, ...MODULE_MOCKING_TESTS, ...configDefaults.exclude],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-isolated',
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          include: MODULE_MOCKING_TESTS,
          isolate: true,
        },
      },
      { extends: true, test: { name: 'node', environment: 'node', include: NODE_TESTS } },
    ],
  },
}))
