// Local stand-in for the quarterly graphs service and the quarterly filers table:
//
//   /quarterly-data/graphs                          { overview, graphs: [{ title, category, endpoint }] }
//   /quarterly-data/graphs/{endpoint}               { title, subtitle, series: [{ name, updated,
//                                                     coordinates: [{ x: "2025-Q1", y }] }],
//                                                     xLabel, yLabel, decimalPrecision }
//   /v2/public/institutions/quarterly/{year}/lars/past/{n}
//                                                   { yearly: [{ year, count }], quarterly: [{ lei,
//                                                     name, agency, larCounts: [{ year, count }] }] }
//
// The graph list follows the real service: 21 graphs in 7 categories (titles, series names, axis
// label and decimal precision as the HMDA quarterly data service publishes them), each repeated
// for home purchase and refinance loans (63 in all). The numbers are generated samples
// (deterministic), with a few suppressed quarters (missing points) as in the real data. The
// quarters run from 2018-Q1 to the last one whose filing deadline in config/prod.json has passed
// at the service's clock (years.mjs), so the filers table asks for that quarter's year.
import { createRandom, hash } from './random.mjs'
import { CONFIGURED, publishedQuarters } from './years.mjs'

/** @typedef {import('node:http').IncomingMessage} Req */
/** @typedef {import('node:http').ServerResponse} Res */

export const QUARTERLY_PREFIX = '/quarterly-data'
export const QUARTERLY_FILERS_PREFIX = '/v2/public/institutions/quarterly/'

const LOAN_TYPES = [
  'Conventional Conforming',
  'Conventional Non-Conforming',
  'FHA',
  'HELOC',
  'RHS/FSA',
  'VA',
]
const RACES = ['Asian', 'Black', 'Hispanic', 'White']

/**
 * A graph the service serves: its list entry (GraphInfo) and how its data are made.
 * @typedef {import('../../src/lib/api/quarterly.ts').GraphInfo & { series: string[], yLabel: string, decimalPrecision: number,
 *   metric: string }} ServiceGraph
 */

/** [category, metric key, yLabel, decimals, base graph titles] of the 7 categories. */
/** @type {[string, string, string, number, string, string][]} */
const CATEGORIES = [
  ['Credit Score', 'credit-scores', 'Median Credit Score', 0, 'median credit scores', 'have'],
  ['Combined Loan-to-Value Ratio', 'ltv', 'Median CLTV', 2, 'median CLTV', 'has'],
  ['Debt-to-Income Ratio', 'dti', 'Median DTI', 2, 'median DTI', 'has'],
  ['Denial Rates', 'denials', 'Denial Rate Percentage', 2, 'denial rates', 'have'],
  ['Interest Rates', 'interest-rates', 'Median Interest Rates', 3, 'median interest rates', 'have'],
  ['Total Loan Costs', 'tlc', 'Median Total Loan Costs', 2, 'median total loan costs', 'have'],
]

/** @type {Record<string, string>} */
const BASE_TITLES = {
  'credit-scores': 'How have median credit scores changed?',
  ltv: 'How has median CLTV changed?',
  dti: 'How have median DTIs changed?',
  denials: 'How have denial rates changed?',
  'interest-rates': 'How have median interest rates changed?',
  tlc: 'How have median total loan costs changed?',
}

/** The 21 base graphs, in the service's order. */
function baseGraphs() {
  const counts = 'Loan & Application Counts'
  /** @type {ServiceGraph[]} */
  const graphs = [
    {
      endpoint: 'applications',
      category: counts,
      title: 'How has the number of applications changed?',
      series: LOAN_TYPES,
      yLabel: 'Application Count',
      decimalPrecision: 0,
      metric: 'count',
    },
    {
      endpoint: 'all-applications',
      category: counts,
      title: 'How much of the total loan/application count do quarterly filers account for?',
      series: ['Quarterly Filers', 'All HMDA Filers'],
      yLabel: 'Application Count',
      decimalPrecision: 0,
      metric: 'count',
    },
    {
      endpoint: 'loans',
      category: counts,
      title: 'How has the number of loans changed?',
      series: LOAN_TYPES,
      yLabel: 'Loan Count',
      decimalPrecision: 0,
      metric: 'count',
    },
  ]
  for (const [category, key, yLabel, decimalPrecision, noun, verb] of CATEGORIES) {
    graphs.push({
      endpoint: key,
      category,
      title: BASE_TITLES[key],
      series: key === 'tlc' ? LOAN_TYPES.filter((s) => s !== 'HELOC') : LOAN_TYPES,
      yLabel,
      decimalPrecision,
      metric: key,
    })
    for (const [suffix, loans] of [
      ['cc-re', 'conventional conforming loans'],
      ['fha-re', 'FHA loans'],
    ])
      graphs.push({
        endpoint: `${key}-${suffix}`,
        category,
        title: `For ${loans}, how ${verb} ${noun} differed by race/ethnicity?`,
        series: RACES,
        yLabel,
        decimalPrecision,
        metric: key,
      })
  }
  return graphs
}

/** All 63 graphs: the 21 base graphs, then their home purchase and refinance variants. */
export function quarterlyGraphs() {
  const base = baseGraphs()
  /** @param {string} suffix @param {string} titleSuffix */
  const variant = (suffix, titleSuffix) =>
    base.map((g) => ({
      ...g,
      endpoint: `${g.endpoint}-loan-purpose-${suffix}`,
      title: `${g.title} - ${titleSuffix}`,
      series: g.series.filter((s) => s !== 'HELOC'),
    }))
  return [...base, ...variant('home', 'Home Purchase'), ...variant('refinance', 'Refinance')]
}

/** @type {Record<string, [number, number]>} */
const LEVELS = {
  count: [40_000, 1_300_000],
  'credit-scores': [680, 770],
  ltv: [70, 96],
  dti: [30, 44],
  denials: [5, 25],
  'interest-rates': [2.8, 7.6],
  tlc: [3000, 9500],
}

/** @param {number} value @param {number} decimals */
const round = (value, decimals) => Number(value.toFixed(decimals))

/** "2026-09-14 06:00:00.0": the service's update stamp, two weeks after the last deadline. */
/** @param {{ quarter: string, deadline: number }[]} quarters */
function updatedStamp(quarters) {
  const last = quarters.at(-1)
  const day = new Date((last?.deadline ?? 0) + 14 * 24 * 60 * 60 * 1000)
  return `${day.toISOString().slice(0, 10)} 06:00:00.0`
}

/**
 * @param {ServiceGraph} graph
 * @param {string} name
 * @param {{ quarter: string, deadline: number }[]} quarters
 * @returns {import('../../src/lib/api/quarterly.ts').GraphSeries}
 */
function seriesFor(graph, name, quarters) {
  const random = createRandom(`${graph.endpoint}|${name}`)
  const [low, high] = /** @type {[number, number]} */ (LEVELS[graph.metric])
  let level = low + (high - low) * (0.2 + 0.6 * random.next())
  if (graph.endpoint.startsWith('all-applications') && name === 'All HMDA Filers') level = high
  /** @type {import('../../src/lib/api/quarterly.ts').GraphPoint[]} */
  const coordinates = []
  for (const [i, { quarter: x }] of quarters.entries()) {
    level += (high - low) * 0.04 * (random.next() - 0.5)
    level = Math.min(high, Math.max(low, level))
    // Suppressed cells (fewer than 100 records): small series miss some quarters.
    if (name === 'RHS/FSA' && i % 9 === 4) continue
    const seasonal = graph.metric === 'count' ? 1 + 0.08 * Math.sin((i * Math.PI) / 2) : 1
    coordinates.push({ x, y: round(level * seasonal, graph.decimalPrecision) })
  }
  return { name, updated: updatedStamp(quarters), coordinates }
}

/**
 * The body of /quarterly-data/graphs/{endpoint} over `quarters` (publishedQuarters), or null for
 * an unknown endpoint.
 * @param {string} endpoint
 * @param {{ quarter: string, deadline: number }[]} quarters
 * @returns {import('../../src/lib/api/quarterly.ts').Graph | null}
 */
export function graphData(endpoint, quarters) {
  const graph = quarterlyGraphs().find((g) => g.endpoint === endpoint)
  if (!graph) return null
  return {
    title: graph.title,
    subtitle: '',
    series: graph.series.map((name) => seriesFor(graph, name, quarters)),
    xLabel: 'Year Quarter',
    yLabel: graph.yLabel,
    decimalPrecision: graph.decimalPrecision,
  }
}

/** The list's overview text, for the year of the latest quarter. */
/** @param {string} year */
export const graphOverview = (year) =>
  `35 financial institutions were required to report HMDA quarterly data in ${year}. The following graphs show current and historic quarterly HMDA data for these institutions.`

const AGENCIES = [
  'Consumer Financial Protection Bureau (CFPB)',
  'Office of the Comptroller of the Currency (OCC)',
  'Federal Deposit Insurance Corporation (FDIC)',
  'Federal Reserve System (FRS)',
  'National Credit Union Administration (NCUA)',
  'Department of Housing and Urban Development (HUD)',
]
const NAME_PARTS = [
  ['Summit', 'Harbor', 'Prairie', 'Granite', 'Lakeside', 'Pioneer', 'Cedar', 'Liberty'],
  ['Home Loans', 'Mortgage', 'Bank', 'Financial', 'Lending'],
  ['LLC', 'N.A.', 'Inc.', 'Corporation'],
]
const LEI_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'
/** Years of the sample filers table: the Data Browser's (annual data complete). */
export const FILER_YEARS = CONFIGURED.dataBrowser

/** 35 sample quarterly filers with LAR counts for every year (0 when they did not report). */
function sampleFilers() {
  const random = createRandom('quarterly-filers')
  /** @type {{ lei: string, name: string, agency: string, counts: Record<string, number> }[]} */
  const filers = []
  for (let i = 0; i < 35; i++) {
    let lei = ''
    for (let c = 0; c < 20; c++) lei += LEI_CHARS[random.int(0, 35)]
    const name = `${NAME_PARTS[0][i % 8]} ${NAME_PARTS[1][i % 5]} ${NAME_PARTS[2][i % 4]}`
      .toUpperCase()
      .concat(i >= 8 ? ` ${Math.floor(i / 8) + 1}` : '')
    const size = 60_000 + (hash(lei) % 400_000)
    /** @type {Record<string, number>} */
    const counts = {}
    for (const year of FILER_YEARS)
      counts[year] =
        i % 11 === 3 && year < '2022' ? 0 : Math.round(size * (0.7 + 0.6 * random.next()))
    filers.push({ lei, name, agency: AGENCIES[i % AGENCIES.length], counts })
  }
  return filers
}

/**
 * The body of /v2/public/institutions/quarterly/{year}/lars/past/{n}: years year-1 … year-n, or
 * null when none of them has data.
 * @param {string} year
 * @param {number} past
 * @returns {import('../../src/lib/api/quarterly.ts').QuarterlyFilers | null}
 */
export function filersTable(year, past) {
  /** @type {string[]} */
  const years = []
  for (let k = 1; k <= past; k++) years.push(String(Number(year) - k))
  const served = years.filter((y) => FILER_YEARS.includes(y))
  if (!served.length) return null
  const quarterly = sampleFilers().map((f) => ({
    lei: f.lei,
    name: f.name,
    agency: f.agency,
    larCounts: served
      .filter((y) => (f.counts[y] ?? 0) > 0)
      .map((y) => ({ year: y, count: /** @type {number} */ (f.counts[y]) })),
  }))
  const yearly = served.map((y) => ({
    year: y,
    // all HMDA filers: the quarterly filers are about half of every year's records
    count: Math.round(
      quarterly.reduce((sum, f) => sum + (f.larCounts.find((c) => c.year === y)?.count ?? 0), 0) *
        2.1,
    ),
  }))
  return { yearly, quarterly }
}

/**
 * @param {{ json: (req: Req, res: Res, status: number, data: unknown) => boolean,
 *   notFound: (req: Req, res: Res, message?: string) => boolean, now?: Date }} io now: decides
 *   the quarters published (those whose filing deadline in config/prod.json has passed)
 * @returns {(req: Req, res: Res, pathname: string) => boolean} answers both services' paths
 */
export function createQuarterly({ json, notFound, now = new Date() }) {
  const quarters = publishedQuarters(now)
  /** @type {import('../../src/lib/api/quarterly.ts').GraphList} */
  const list = {
    overview: graphOverview(quarters.at(-1)?.quarter.slice(0, 4) ?? ''),
    graphs: quarterlyGraphs().map(({ title, category, endpoint }) => ({
      title,
      category,
      endpoint,
    })),
  }
  return function quarterly(req, res, pathname) {
    if (pathname.startsWith(QUARTERLY_FILERS_PREFIX)) {
      const match = /^(\d{4})\/lars\/past\/(\d{1,2})$/.exec(
        pathname.slice(QUARTERLY_FILERS_PREFIX.length),
      )
      const table = match && filersTable(match[1] ?? '', Number(match[2]))
      if (!table)
        return json(req, res, 404, {
          httpStatus: 404,
          message: 'Quarterly LAR counts are not available for that year',
          path: pathname,
        })
      return json(req, res, 200, table)
    }
    const rest = pathname.slice(QUARTERLY_PREFIX.length).replace(/\/+$/, '')
    if (rest === '/graphs') return json(req, res, 200, list)
    const graph = /^\/graphs\/([a-z-]+)$/.exec(rest)
    const data = graph && graphData(graph[1] ?? '', quarters)
    if (!data) return notFound(req, res, 'The requested resource could not be found.')
    return json(req, res, 200, data)
  }
}
