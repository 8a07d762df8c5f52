import { describe, expect, it } from 'vitest'
import {
  escapeHtml,
  pageHtml,
  routeFile,
  routeModules,
  shellHtml,
  yearlessHtml,
  YEARLESS_SCRIPT_TEXT,
} from './prerender.mjs'

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Home Mortgage Disclosure Act</title>
    <meta
      name="description"
      content="Default."
    />
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
  </head>
  <body>
    <noscript>This site needs JavaScript.</noscript>
    <div id="root"></div>
  </body>
</html>`

describe('prerender helpers', () => {
  it('maps routes to files', () => {
    expect(routeFile('/')).toBe('index.html')
    expect(routeFile('/tools/')).toBe('tools/index.html')
    expect(routeFile('/tools/rate-spread')).toBe('tools/rate-spread/index.html')
  })

  it('lists the chunks a route renders beyond the entry', () => {
    const keys = [
      'src/app/footer/Footer.tsx',
      'src/features/home/HomePage.tsx',
      'src/features/tools/ToolsPage.tsx',
      'src/features/tools/rate-spread/RateSpreadPage.tsx',
      'src/features/documentation/DocumentationPage.tsx',
      'src/features/documentation/fig/FigPage.tsx',
      'docs/faq/check-digit.md',
      'src/components/NotFound.tsx',
      'src/features/data-browser/DataBrowserPage.tsx',
      'src/features/data-browser/maps/MapsPage.tsx',
      'src/features/filing/FilingPage.tsx',
    ]
    expect(routeModules('/', keys)).toEqual([
      'src/app/footer/Footer.tsx',
      'src/features/home/HomePage.tsx',
    ])
    expect(routeModules('/tools/rate-spread', keys)).toEqual([
      'src/app/footer/Footer.tsx',
      'src/features/tools/ToolsPage.tsx',
      'src/features/tools/rate-spread/RateSpreadPage.tsx',
    ])
    expect(routeModules('/documentation/fig/2025/overview', keys)).toContain(
      'src/features/documentation/fig/FigPage.tsx',
    )
    expect(routeModules('/documentation/faq/check-digit', keys)).toContain(
      'docs/faq/check-digit.md',
    )
    expect(routeModules('/404', keys)).toContain('src/components/NotFound.tsx')
    // The frames of screens whose data loads in the browser carry their screen's chunk too.
    expect(routeModules('/data-browser/maps/2024', keys)).toEqual([
      'src/app/footer/Footer.tsx',
      'src/features/data-browser/DataBrowserPage.tsx',
      'src/features/data-browser/maps/MapsPage.tsx',
    ])
    expect(routeModules('/filing/2026/', keys)).toEqual([
      'src/app/footer/Footer.tsx',
      'src/features/filing/FilingPage.tsx',
    ])
    // A section's own screen, not every lazily loaded page of the section.
    const publication = [
      ...keys,
      'src/features/data-publication/DataPublicationPage.tsx',
      'src/features/data-publication/Overview.tsx',
      'src/features/data-publication/DatasetPage.tsx',
      'src/features/data-publication/ModifiedLarPage.tsx',
      'src/features/data-publication/reports/AggregateReports.tsx',
    ]
    for (const route of ['/data-publication/', '/data-publication/2024']) {
      expect(routeModules(route, publication)).toEqual([
        'src/app/footer/Footer.tsx',
        'src/features/data-publication/DataPublicationPage.tsx',
        'src/features/data-publication/Overview.tsx',
      ])
    }
    expect(routeModules('/data-publication/aggregate-reports/2024/TX', publication)).toEqual([
      'src/app/footer/Footer.tsx',
      'src/features/data-publication/DataPublicationPage.tsx',
      'src/features/data-publication/reports/AggregateReports.tsx',
    ])
    expect(
      routeModules('/data-publication/snapshot-national-loan-level-dataset/2024', publication),
    ).toContain('src/features/data-publication/DatasetPage.tsx')
  })

  it('fills the shell with the page, its head and its assets', () => {
    const html = pageHtml(TEMPLATE, {
      route: '/tools/',
      html: '<main><h1>Tools</h1></main>',
      title: 'Tools & more | HMDA',
      description: 'The "tools".',
      canonical: 'https://ffiec.cfpb.gov/tools/',
      boot: '/assets/boot.js',
      scripts: ['/assets/ToolsPage.js'],
      styles: ['/assets/ToolsPage.css'],
    })
    expect(html).toContain('<title>Tools &amp; more | HMDA</title>')
    expect(html).toContain('<meta name="description" content="The &quot;tools&quot;." />')
    expect(html).toContain('<link rel="canonical" href="https://ffiec.cfpb.gov/tools/">')
    // The app loads through the loader once the page has painted.
    expect(html).toContain('<script type="module" crossorigin src="/assets/boot.js"></script>')
    expect(html).toContain(
      '<script type="application/json" id="hmda-boot">{"app":"/assets/index.js","preload":["/assets/react.js","/assets/ToolsPage.js"]}</script>',
    )
    expect(html).not.toContain('src="/assets/index.js"')
    expect(html).not.toContain('rel="modulepreload"')
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/ToolsPage.css">')
    expect(html).toContain('<div id="root" data-route="/tools/"><main><h1>Tools</h1></main></div>')
    expect(html).not.toContain('noscript')
    expect(escapeHtml('<a>')).toBe('&lt;a&gt;')
  })

  it('makes a year-less address a page naming the product, sent on to its latest year', () => {
    const target = pageHtml(TEMPLATE, {
      route: '/data-browser/maps/2025',
      html: '<header>Site</header><main id="main-content" tabindex="-1" class="site-main"><h1>Maps 2025</h1><p>Map</p></main><footer>Links</footer>',
      title: 'Maps 2025 | HMDA',
      description: 'The maps of 2025.',
      canonical: 'https://ffiec.cfpb.gov/data-browser/maps/2025',
      boot: '/assets/boot.js',
      scripts: ['/assets/MapsPage.js'],
      styles: ['/assets/MapsPage.css'],
    })
    const html = yearlessHtml(target, {
      path: '/data-browser/maps',
      target: '/data-browser/maps/2025',
      year: '2025',
      years: ['2025', '2024'],
      name: 'Data Browser: Maps',
      summary: 'Maps of <lending>.',
    })
    expect(html).toContain('<title>Data Browser: Maps | HMDA</title>')
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/data-browser/maps/2025">')
    // Search engines index the year page, which has the content.
    expect(html).toContain(
      '<link rel="canonical" href="https://ffiec.cfpb.gov/data-browser/maps/2025">',
    )
    // No app (nothing would hydrate this page): only the script that keeps the query, after
    // the refresh it reads.
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script defer src="/yearless.js">'])
    expect(html.indexOf('<script defer src="/yearless.js">')).toBeGreaterThan(
      html.indexOf('http-equiv="refresh"'),
    )
    expect(html).not.toContain('modulepreload')
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/MapsPage.css">')
    expect(html).toContain('<div id="root" data-route="/data-browser/maps"><header>Site</header>')
    expect(html).toContain('<footer>Links</footer>')
    expect(html).toContain('<h1>Data Browser: Maps</h1>')
    expect(html).toContain('Maps of &lt;lending&gt;.')
    expect(html).toContain('<a href="/data-browser/maps/2025">Data Browser: Maps 2025</a>')
    expect(html).toContain('<li><a href="/data-browser/maps/2024">2024</a></li>')
    expect(html).not.toContain('<h1>Maps 2025</h1>')
    expect(() => yearlessHtml('<main>x</main>', /** @type {any} */ ({ path: '/a' }))).toThrow(
      /main-content/,
    )
  })

  it("the year-less pages' script opens the refresh's address with the query and hash", () => {
    /** @type {string[]} */
    const replaced = []
    const document = {
      querySelector: () => ({ getAttribute: () => '0; url=/data-browser/data/2025' }),
    }
    const location = {
      search: '?items=TX',
      hash: '#x',
      replace: (/** @type {string} */ url) => replaced.push(url),
    }
    /** @param {object} location */
    const run = (location) =>
      new Function('document', 'location', YEARLESS_SCRIPT_TEXT)(document, location)
    run(location)
    expect(replaced).toEqual(['/data-browser/data/2025?items=TX#x'])
    // Nothing to keep: the refresh opens the year.
    run({ ...location, search: '', hash: '' })
    expect(replaced).toHaveLength(1)
  })

  it('writes the shell with the entry preloaded and the screen of each section for the loader', () => {
    const html = shellHtml(TEMPLATE, {
      boot: '/assets/boot.js',
      routes: { 'data-browser': ['/assets/DataBrowserPage.js'] },
    })
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/index.js">')
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/react.js">')
    expect(html).toContain(
      '{"app":"/assets/index.js","preload":[],"routes":{"data-browser":["/assets/DataBrowserPage.js"]}}',
    )
    expect(html).toContain('<script type="module" crossorigin src="/assets/boot.js"></script>')
    expect(html).toContain('<div id="root"></div>')
    expect(html).toContain('<noscript>')
  })

  it('refuses a shell without an empty #root', () => {
    expect(() =>
      pageHtml(
        '<html><head><script type="module" crossorigin src="/a.js"></script></head></html>',
        {
          route: '/',
          html: 'x',
          title: 't',
          description: 'd',
          canonical: null,
          boot: '/b.js',
          scripts: [],
          styles: [],
        },
      ),
    ).toThrow(/no empty <div id="root">/)
  })
})
