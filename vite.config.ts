/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { docsPages } from './scripts/vite/docs.mjs'

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

/** First path segment → the feature folder whose screen serves it ('' is the home page). */
const ROUTE_FEATURES: Record<string, string> = {
  '': 'home',
  filing: 'filing',
  'data-browser': 'data-browser',
  'data-publication': 'data-publication',
  tools: 'tools',
  documentation: 'documentation',
  'hmda-help': 'hmda-help',
  'updates-notes': 'updates-notes',
}

/**
 * Adds a tiny inline script to index.html that preloads the current route's lazily loaded
 * screen while the main bundle is still downloading, instead of one round trip after it.
 */
function preloadRouteChunk(): Plugin {
  return {
    name: 'hmda:preload-route-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files: Record<string, string> = {}
        for (const chunk of Object.values(ctx.bundle ?? {})) {
          if (chunk.type !== 'chunk' || !chunk.facadeModuleId) continue
          const match = /src\/features\/([a-z-]+)\/[A-Za-z]+Page\.tsx$/.exec(chunk.facadeModuleId)
          if (!match) continue
          for (const [segment, feature] of Object.entries(ROUTE_FEATURES)) {
            if (feature === match[1]) files[segment] = `/${chunk.fileName}`
          }
        }
        const script = `(function(){var m=${JSON.stringify(files)};var s=location.pathname.split('/')[1]||'';var f=m[s];if(f){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f;document.head.appendChild(l)}})()`
        return [{ tag: 'script', children: script, injectTo: 'head' }]
      },
    },
  }
}

export default defineConfig({
  plugins: [react(), publishConfig(), preloadRouteChunk(), docsPages()],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
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
    assetsInlineLimit: 2048,
    rolldownOptions: {
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
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    css: false,
    // Generous: the CI machine has two cores shared with the e2e browser and builds.
    testTimeout: 20_000,
  },
})
