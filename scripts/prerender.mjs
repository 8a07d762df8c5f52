// Prerenders the pages whose content does not depend on the visitor into their own HTML files
// (see docs/decisions/0001-prerendered-frames.md). Run by the Vite build itself (vite.config.ts,
// plugin hmda:prerender, after the browser bundle is written), so `npm run build`,
// `npx vite build`, `npm start`, the e2e tests and the bench all get the same output:
//   dist/index.html               the home page
//   dist/<route>/index.html       every other prerendered route
//   dist/404.html                 the not-found page (served with status 404)
//   dist/spa.html                 the empty shell for every other address of the app
// Steps: build src/entry-prerender.tsx with Vite in SSR mode, render each route with React's
// `prerender` (waits for lazy code and Suspense), and write the built index.html around it with
// the route's title, description, canonical link, and its own chunks and stylesheets (from the
// build manifest) so the browser neither restyles the page nor waits for code to hydrate it.
//   node scripts/prerender.mjs [--out DIR]     (after a `vite build`; default dist/)
// The plugin runs it as a child process: React must be loaded fresh in production mode, not as
// whatever copy the build process may already hold.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const MANIFEST = '.vite/manifest.json'

/** The loader of every HTML file (see src/boot.ts). */
export const BOOT_MODULE = 'src/boot.ts'

/** First path segments that the shell serves (its fallback prefixes, see static-server.mjs). */
const SHELL_SEGMENTS = [
  'filing',
  'data-browser',
  'data-publication',
  'tools',
  'documentation',
  'hmda-help',
  'updates-notes',
]

/** @typedef {import('../src/prerenderTypes.ts').PrerenderEntry} PrerenderEntry */
/** @typedef {import('../src/prerenderTypes.ts').YearlessPage} YearlessPage */
/** @typedef {Record<string, { file: string, imports?: string[], css?: string[], isEntry?: boolean }>} ViteManifest */

/**
 * Escapes text for an HTML attribute value or element content.
 * @param {unknown} text
 */
export const escapeHtml = (text) =>
  String(text)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')

/**
 * The output file of a route: "/" → index.html, "/a/b/" and "/a/b" → a/b/index.html.
 * @param {string} route
 */
export function routeFile(route) {
  const path = route.replace(/^\/+|\/+$/g, '')
  return path ? `${path}/index.html` : 'index.html'
}

/**
 * The source modules whose chunks a route renders beyond the entry: its screen, the lazily
 * loaded parts below it (a tool, the guide, a documentation page's body) and the footer.
 * Keys are those of Vite's build manifest (paths relative to the project root).
 * @param {string} route
 * @param {string[]} manifestKeys
 */
export function routeModules(route, manifestKeys) {
  const [first = '', second = '', third = ''] = route.split('/').filter(Boolean)
  /** @param {RegExp} pattern */
  const find = (pattern) => manifestKeys.filter((key) => pattern.test(key))
  const modules = ['src/app/footer/Footer.tsx']
  // A section's screen is named after its folder (data-publication → DataPublicationPage.tsx);
  // the pages it loads lazily are added below, only on their own routes.
  const pascal = first.replace(/(^|-)([a-z])/g, (_, _dash, c) => c.toUpperCase())
  const screen = first ? find(new RegExp(`^src/features/${first}/${pascal}Page\\.tsx$`)) : []
  if (!first) modules.push('src/features/home/HomePage.tsx')
  else if (screen.length > 0) modules.push(...screen)
  else modules.push('src/components/NotFound.tsx')
  if (first === 'tools' && second) {
    modules.push(...find(new RegExp(`^src/features/tools/${second}/[A-Za-z]+Page\\.tsx$`)))
  }
  if (first === 'data-browser' && second) {
    /** @type {Record<string, string>} */
    const screens = {
      data: 'datasets/DatasetsPage.tsx',
      maps: 'maps/MapsPage.tsx',
      graphs: 'graphs/QuarterlyGraphsPage.tsx',
    }
    if (screens[second]) modules.push(`src/features/data-browser/${screens[second]}`)
  }
  if (first === 'data-publication' && (!second || /^\d{4}$/.test(second))) {
    modules.push('src/features/data-publication/Overview.tsx')
  } else if (first === 'data-publication') {
    const page = second.endsWith('-national-loan-level-dataset')
      ? 'DatasetPage.tsx'
      : /** @type {Record<string, string>} */ ({
          'modified-lar': 'ModifiedLarPage.tsx',
          'aggregate-reports': 'reports/AggregateReports.tsx',
          'disclosure-reports': 'reports/DisclosureReports.tsx',
          'national-aggregate-reports': 'reports/NationalReports.tsx',
        })[second]
    if (page) modules.push(`src/features/data-publication/${page}`)
  }
  if (first === 'documentation' && second === 'fig') {
    modules.push('src/features/documentation/fig/FigPage.tsx')
  } else if (first === 'documentation' && second && third) {
    modules.push(`docs/${second}/${third}.md`)
  }
  return modules.filter((key) => manifestKeys.includes(key))
}

/**
 * The JS chunks and stylesheets of `modules` and their static imports, not already in `seen`.
 * @param {ViteManifest} manifest
 * @param {string[]} modules
 * @param {Set<string>} seen
 */
function assetsOf(manifest, modules, seen) {
  /** @type {string[]} */
  const scripts = []
  /** @type {string[]} */
  const styles = []
  /** @param {string} key */
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return
    seen.add(key)
    for (const imported of chunk.imports ?? []) visit(imported)
    scripts.push(`/${chunk.file}`)
    for (const css of chunk.css ?? []) styles.push(`/${css}`)
  }
  for (const key of modules) visit(key)
  return { scripts, styles }
}

/**
 * The manifest keys the entry loads by itself (its static import graph).
 * @param {ViteManifest} manifest
 */
function entryKeys(manifest) {
  /** @type {Set<string>} */
  const seen = new Set()
  /** @param {string} key */
  const visit = (key) => {
    const chunk = manifest[key]
    if (seen.has(key) || !chunk) return
    seen.add(key)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key)
  return seen
}

/**
 * The shell without the app's script tag and modulepreload links, and what they named.
 * @param {string} template
 */
function withoutAppScript(template) {
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template)
  if (!entry) throw new Error('The built index.html has no module script to replace')
  const links = [...template.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)]
  let page = template.replace(entry[0], '')
  for (const link of links) page = page.replace(link[0], '')
  return { page, app: entry[1], preload: links.map((link) => link[1]) }
}

/**
 * The empty shell (spa.html): the app's entry and its imports stay preloaded by the HTML, and
 * the loader adds the current route's screen beside them at once (`routes`, by first segment).
 * @param {string} template
 * @param {{ boot: string, routes: Record<string, string[]> }} options
 */
export function shellHtml(template, { boot, routes }) {
  const { page, app, preload } = withoutAppScript(template)
  const data = { app, preload: [], routes }
  const head = [
    ...[app, ...preload].map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    `<script type="application/json" id="hmda-boot">${JSON.stringify(data).replaceAll('<', '\\u003c')}</script>`,
    `<script type="module" crossorigin src="${boot}"></script>`,
  ]
  return page.replace('</head>', `  ${head.join('\n    ')}\n  </head>`)
}

/**
 * Writes a prerendered page: the shell's head around the rendered #root, with the app's script
 * tag and its modulepreload links replaced by the loader (`boot`) and its data: the app's entry
 * and every chunk to preload, loaded once the page has painted (see src/boot.ts).
 * @param {string} template the built index.html (the shell)
 * @param {import('../src/prerenderTypes.ts').RenderedPage & { route: string, canonical: string | null,
 *   boot: string, scripts: string[], styles: string[] }} page
 */
export function pageHtml(
  template,
  { route, html, title, description, canonical, boot, scripts, styles },
) {
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template)
  if (!entry) throw new Error('The built index.html has no module script to replace')
  const entryPreloads = [
    ...template.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g),
  ]
  let page = template.replace(entry[0], '')
  for (const link of entryPreloads) page = page.replace(link[0], '')
  const data = { app: entry[1], preload: [...entryPreloads.map((link) => link[1]), ...scripts] }
  const head = [
    ...styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...(canonical ? [`<link rel="canonical" href="${escapeHtml(canonical)}">`] : []),
    // JSON inside a script element: only "<" could end it early.
    `<script type="application/json" id="hmda-boot">${JSON.stringify(data).replaceAll('<', '\\u003c')}</script>`,
    `<script type="module" crossorigin src="${boot}"></script>`,
  ]
  const replaced = page
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(description)}" />`,
    )
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
    .replace('</head>', `  ${head.join('\n    ')}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-route="${escapeHtml(route)}">${html}</div>`,
    )
  if (!replaced.includes(`${html}</div>`)) {
    throw new Error('The built index.html has no empty <div id="root"></div> to fill')
  }
  return replaced
}

/** The one script of the year-less pages (written beside them as /yearless.js). */
export const YEARLESS_SCRIPT = '/yearless.js'

/**
 * Its text: the refresh would drop the query (a Data Browser selection) and the hash, so with
 * JavaScript an address with either goes on with both kept, replacing itself in the history (a
 * plain one is left to the refresh). Deferred (it does not hold up the first paint), it still runs
 * before the refresh, which waits for the load event.
 */
export const YEARLESS_SCRIPT_TEXT = `// The page of an address without a year: open its latest year, keeping the query and hash.
(function () {
  var refresh = document.querySelector('meta[http-equiv="refresh"]')
  var target = refresh && /url=(\\/\\S*)$/.exec(refresh.getAttribute('content'))
  if (target && (location.search || location.hash))
    location.replace(target[1] + location.search + location.hash)
})()
`

/**
 * The page of an address without a year (`/data-browser/maps`, a Data Publication product…),
 * made from the prerendered page of its latest year (`targetHtml`): the same header, footer and
 * stylesheets, a main part that names the product and links to the latest year and the others,
 * the latest year's canonical address, and a refresh that opens it at once. It has no app (nothing
 * would hydrate it), only YEARLESS_SCRIPT, which keeps the query and hash; a browser without
 * JavaScript or a crawler follows the refresh. nginx answers these addresses with a 302 instead
 * (nginx-config.mjs).
 * @param {string} targetHtml the written HTML of the latest year's page
 * @param {YearlessPage} page
 */
export function yearlessHtml(targetHtml, { path, target, year, years, name, summary }) {
  const main = /(<main id="main-content"[^>]*>)[\s\S]*?(<\/main>)/.exec(targetHtml)
  if (!main) throw new Error(`Prerender: the page of ${path}'s latest year has no main-content`)
  const others = years.filter((y) => y !== year)
  /** @param {string} href @param {string} text */
  const link = (href, text) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`
  const content = [
    '<div class="grid-container page">',
    `<h1>${escapeHtml(name)}</h1>`,
    `<p class="usa-intro">${escapeHtml(summary)}</p>`,
    `<p>Opening the latest year, ${escapeHtml(year)}: ${link(target, `${name} ${year}`)}</p>`,
    others.length > 0
      ? `<h2>Other years</h2><ul class="usa-list">${others.map((y) => `<li>${link(`${path}/${y}`, y)}</li>`).join('')}</ul>`
      : '',
    '</div>',
  ].join('')
  return targetHtml
    .replace(main[0], `${main[1]}${content}${main[2]}`)
    .replace(/\s*<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(`${name} | HMDA`)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(summary)}" />\n    <meta http-equiv="refresh" content="0; url=${escapeHtml(target)}">\n    <script defer src="${YEARLESS_SCRIPT}"></script>`,
    )
    .replace(
      /<div id="root" data-route="[^"]*">/,
      `<div id="root" data-route="${escapeHtml(path)}">`,
    )
}

/**
 * Builds the SSR entry, renders every route and writes the files into `outDir`.
 * @param {{ root: string, outDir: string, log?: (line: string) => void }} options
 */
export async function prerenderSite({ root, outDir, log = console.log }) {
  const started = performance.now()
  const manifestPath = join(outDir, MANIFEST)
  // The built index.html (the shell) and the manifest: a run needs a fresh `vite build`.
  const shellPath = join(outDir, 'spa.html')
  const templatePath = join(outDir, 'index.html')
  if (!existsSync(manifestPath) || !existsSync(templatePath)) {
    throw new Error(`Prerender: ${relative(root, outDir)} has no index.html or ${MANIFEST}`)
  }
  const template = readFileSync(templatePath, 'utf8')
  /** @type {ViteManifest} */
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))

  // The SSR build runs in a process of its own: rendering in a process that has run a Vite
  // build fails (React then sees no context values), so the render stays in this one.
  const ssrDir = join(root, 'node_modules/.cache/hmda-prerender')
  const ssr = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--ssr-build', ssrDir], {
    cwd: root,
    stdio: 'inherit',
  })
  if (ssr.status !== 0) throw new Error(`Prerender: the SSR build failed (exit ${ssr.status})`)
  const entryFile = readdirSync(ssrDir).find((name) => /^entry-prerender\.m?js$/.test(name))
  if (!entryFile) throw new Error(`Prerender: no entry-prerender.js in ${ssrDir}`)
  // No cache-busting query: the lazy chunks import this same module by its plain URL.
  /** @type {PrerenderEntry} */
  const entry = await import(pathToFileURL(join(ssrDir, entryFile)).href)

  const inEntry = entryKeys(manifest)
  const keys = Object.keys(manifest)
  const boot = manifest[BOOT_MODULE]
  if (!boot) throw new Error(`Prerender: the build has no chunk for ${BOOT_MODULE}`)

  // The shell for every address that is not prerendered, with each section's screen chunks
  // (the section's own screen only: not the page of its root address, such as Data
  // Publication's overview, which a deeper address does not show).
  /** @type {Record<string, string[]>} */
  const shellRoutes = {}
  for (const segment of SHELL_SEGMENTS) {
    const screen = routeModules(`/${segment}`, keys).filter((key) =>
      /^src\/features\/[^/]+\/[A-Za-z]+Page\.tsx$/.test(key),
    )
    const { scripts } = assetsOf(manifest, screen, new Set(inEntry))
    if (scripts.length > 0) shellRoutes[segment] = scripts
  }
  writeFileSync(shellPath, shellHtml(template, { boot: `/${boot.file}`, routes: shellRoutes }))
  const routes = entry.prerenderRoutes()
  // React warnings while rendering (e.g. a <Navigate> on the first render) fail the build.
  /** @type {string[]} */
  const problems = []
  const original = { error: console.error, warn: console.warn }
  let current = ''
  console.error = (...args) => problems.push(`${current}: ${args.map(String).join(' ')}`)
  console.warn = console.error
  const written = new Map()
  try {
    /** @type {{ route: string, file: string, notFound?: boolean }[]} */
    const pages = [...routes.map((route) => ({ route, file: routeFile(route) }))]
    pages.push({ route: entry.NOT_FOUND_PATH, file: '404.html', notFound: true })
    for (const { route, file, notFound } of pages) {
      current = route
      const rendered = await entry.renderRoute(route)
      const { scripts, styles } = assetsOf(manifest, routeModules(route, keys), new Set(inEntry))
      const html = pageHtml(template, {
        route,
        ...rendered,
        canonical: notFound ? null : entry.canonicalUrl(route),
        boot: `/${boot.file}`,
        scripts,
        styles,
      })
      // The site's Content-Security-Policy allows neither inline scripts nor style attributes.
      if (/<script(?![^>]*\b(src=|type="application\/json"))[^>]*>/.test(html)) {
        problems.push(`${route}: an inline <script>`)
      }
      if (/\sstyle="/.test(rendered.html)) problems.push(`${route}: a style="" attribute`)
      const target = join(outDir, file)
      mkdirSync(dirname(target), { recursive: true })
      writeFileSync(target, html)
      written.set(route, html)
    }
    // Addresses without a year: a page that names the product and opens the latest year.
    writeFileSync(join(outDir, YEARLESS_SCRIPT), YEARLESS_SCRIPT_TEXT)
    for (const page of entry.yearlessPages()) {
      const targetHtml = written.get(page.target)
      if (!targetHtml) {
        problems.push(`${page.path}: its latest year ${page.target} is not prerendered`)
        continue
      }
      const target = join(outDir, routeFile(page.path))
      mkdirSync(dirname(target), { recursive: true })
      writeFileSync(target, yearlessHtml(targetHtml, page))
    }
  } finally {
    Object.assign(console, original)
  }
  if (problems.length > 0) {
    throw new Error(`Prerender: React reported problems:\n${problems.join('\n')}`)
  }
  rmSync(join(outDir, '.vite'), { recursive: true, force: true })
  log(
    `Prerendered ${routes.length} pages, ${entry.yearlessPages().length} year-less addresses and 404.html in ${Math.round(performance.now() - started)} ms`,
  )
}

/**
 * The SSR build of src/entry-prerender.tsx into `ssrDir`.
 * @param {string} root
 * @param {string} ssrDir
 */
async function ssrBuild(root, ssrDir) {
  const { build } = await import('vite')
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-prerender.tsx',
      outDir: ssrDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      sourcemap: false,
    },
  })
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.env.NODE_ENV = 'production'
  const ssrArg = process.argv.indexOf('--ssr-build')
  if (ssrArg > 0) {
    await ssrBuild(resolve(dirname(fileURLToPath(import.meta.url)), '..'), process.argv[ssrArg + 1])
    process.exit(0)
  }
  const outArg = process.argv.indexOf('--out')
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
  const outDir = resolve(outArg > 0 ? (process.argv[outArg + 1] ?? 'dist') : 'dist')
  try {
    await prerenderSite({ root, outDir })
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
