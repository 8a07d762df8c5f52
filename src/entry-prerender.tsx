/**
 * Build-time renderer of the prerendered pages (built by Vite in SSR mode and run by
 * scripts/prerender.mjs in Node). It renders the same tree as src/main.tsx under a static
 * router, with the production configuration at the build's fixed instant (prerenderConfig), and
 * lists the routes whose content does not depend on the visitor.
 */
import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'
import { Layout } from '@/app/Layout'
import { PageMetaCollector, type CollectedPageMeta } from '@/components/pageMetaContext'
import { ConfigProvider } from '@/config/ConfigProvider'
import { PRODUCTION_ORIGIN, prerenderConfig } from '@/config/prerenderConfig'
import { yearlessAddresses } from '@/config/yearless'
import type { PrerenderEntry, RenderedPage, YearlessPage } from './prerenderTypes'
import { allCategories, pagesIn } from '@/features/documentation/docsData'
import {
  FIG_YEARS,
  QUARTERLY_YEARS,
  figUrl,
  quarterlyUrl,
} from '@/features/documentation/fig/figModel'
import { PRODUCT_ORDER, PRODUCTS, productYears } from '@/features/data-publication/products'
import { TOOLS } from '@/features/tools/tools'

/** The path rendered into 404.html (any path the route table does not have). */
export const NOT_FOUND_PATH = '/404'

/**
 * Every route whose content does not depend on the visitor, the clock or the query string, and
 * the frames of the screens that do (the filing landing of each period, the Data Browser's
 * Datasets, Maps and Graphs): heading and introduction in the HTML, the rest rendered in the
 * browser once hydrated (useHydrated). Not here (the empty shell, rendered in the browser): the
 * signed-in filing pages, a graph or a Data Browser tab below the graphs, the Data Publication
 * report pickers below a year and the addresses that only redirect (/documentation/fig,
 * /filing). A product without a year gets a page of its own: see yearlessPages.
 */
export function prerenderRoutes(): string[] {
  const config = prerenderConfig()
  const routes = [
    '/',
    '/data-browser/',
    '/data-publication/',
    '/tools/',
    '/documentation/',
    '/updates-notes',
    '/hmda-help/',
  ]
  for (const key of PRODUCT_ORDER) {
    const product = PRODUCTS[key]
    for (const year of productYears(config.dataPublicationYears, product.configKey)) {
      routes.push(`${product.path}/${year}`)
    }
  }
  for (const tool of TOOLS) if (tool.available) routes.push(tool.path)
  for (const category of allCategories()) {
    routes.push(category.indexUrl)
    for (const page of pagesIn(category.id)) routes.push(page.url)
  }
  // The filing landing of every period label (its status and dates render in the browser),
  // and the frames of the Data Browser's screens (their data and query-driven parts too).
  for (const period of Object.keys(config.filingPeriodStatus)) {
    if (period !== '2017') routes.push(`/filing/${period}/`)
  }
  for (const year of config.dataBrowserYears) routes.push(`/data-browser/data/${year}`)
  for (const year of config.dataBrowserMapsYears) routes.push(`/data-browser/maps/${year}`)
  routes.push('/data-browser/graphs/quarterly')
  for (const year of FIG_YEARS) routes.push(figUrl(year))
  for (const year of QUARTERLY_YEARS) routes.push(quarterlyUrl(year))
  return [...new Set(routes)]
}

/** The Data Browser screens that have a year (their names as their pages title them). */
const DATA_BROWSER_SCREENS: Record<string, { name: string; summary: string }> = {
  '/data-browser/data': {
    name: 'Data Browser: Datasets',
    summary:
      'Filter the HMDA data of a year by geography and loan or applicant details, see summary tables and download the records.',
  },
  '/data-browser/maps': {
    name: 'Data Browser: Maps',
    summary:
      'Maps of a year’s HMDA records by state, county or MSA/MD, shaded by records per 1,000 people.',
  },
}

/**
 * The addresses without a year (src/config/yearlessAddresses.json) with the latest year of the
 * build's configuration: scripts/prerender.mjs writes each as a page naming the product that
 * opens that year's page.
 */
export function yearlessPages(): YearlessPage[] {
  return yearlessAddresses(prerenderConfig()).map((address) => {
    const product = Object.values(PRODUCTS).find((p) => p.path === address.path)
    const screen = product ?? DATA_BROWSER_SCREENS[address.path]
    if (!screen) throw new Error(`No product or screen has the year-less address ${address.path}`)
    return { ...address, name: screen.name, summary: screen.summary }
  })
}

/** Renders one route, waiting for its lazily loaded code and data (Suspense) to resolve. */
export async function renderRoute(url: string): Promise<RenderedPage> {
  const meta: CollectedPageMeta = { title: 'Home Mortgage Disclosure Act', description: '' }
  const errors: unknown[] = []
  const { prelude } = await prerender(
    <StrictMode>
      <PageMetaCollector value={(collected) => Object.assign(meta, collected)}>
        <ConfigProvider host={new URL(PRODUCTION_ORIGIN).host}>
          <StaticRouter location={url}>
            <Layout />
          </StaticRouter>
        </ConfigProvider>
      </PageMetaCollector>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Every Suspense boundary inline in the HTML: large ones would otherwise be revealed by
      // inline scripts (which the site's Content-Security-Policy refuses, and need JavaScript).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  )
  const html = await new Response(prelude as ReadableStream<Uint8Array>).text()
  if (errors.length > 0) {
    throw new Error(`Prerendering ${url} failed: ${errors.map(String).join('; ')}`)
  }
  return { html, ...meta }
}

/** The canonical address of a prerendered route: on the production host. */
export const canonicalUrl = (route: string): string => `${PRODUCTION_ORIGIN}${route}`

export type { RenderedPage, YearlessPage }

// The script's view of this module (scripts/prerender.mjs) must stay true.
export const prerenderEntry = {
  NOT_FOUND_PATH,
  prerenderRoutes,
  yearlessPages,
  renderRoute,
  canonicalUrl,
} satisfies PrerenderEntry
