/**
 * The loan-level datasets' files and years: freeze dates, years never produced, reporter panels
 * and the file server's URLs of each file. Only the dataset screens and the overview need these,
 * so they live apart from the product list every Data Publication screen loads.
 */

import type { DatasetKey } from './products'

/** "Data as of" dates of the frozen datasets. */
export const FREEZE_DATES: Record<'snapshot' | 'oneYear' | 'threeYear', Record<string, string>> = {
  snapshot: {
    '2025': 'June 2, 2026',
    '2024': 'May 19, 2025',
    '2023': 'May 1, 2024',
    '2022': 'May 1, 2023',
    '2021': 'April 30, 2022',
    '2020': 'May 3, 2021',
    '2019': 'April 27, 2020',
    '2018': 'August 7, 2019',
    '2017': 'April 18, 2018',
  },
  oneYear: {
    '2024': 'June 2, 2026',
    '2023': 'May 19, 2025',
    '2022': 'May 1, 2024',
    '2021': 'May 1, 2023',
    '2020': 'April 30, 2022',
    '2019': 'April 5, 2022',
  },
  threeYear: {
    '2022': 'December 31, 2025',
    '2021': 'December 31, 2024',
    '2020': 'December 31, 2023',
    '2019': 'December 31, 2022',
    '2018': 'December 31, 2021',
    '2017': 'December 31, 2020',
  },
}

/** Years a product was never produced for, with the reason. */
export const NOT_PRODUCED: Partial<Record<DatasetKey, Record<string, string>>> = {
  oneYear: {
    '2017':
      'The one-year dataset was not produced for 2017: submissions of 2017 data closed on December 31, 2020, before the product existed.',
    '2018':
      'The one-year dataset was not produced for 2018: the product was created after submissions of 2018 data closed on December 31, 2021.',
  },
}

/** Notes that apply to one product year. */
export const YEAR_NOTES: Partial<Record<DatasetKey, Record<string, string>>> = {
  oneYear: {
    '2019':
      'The 2019 one-year files were taken later than usual and contain more than twelve months of updates.',
  },
  snapshot: {
    '2018': 'The 2018 aggregate and disclosure reports were produced from this snapshot.',
  },
}

/* ----------------------------------------------------------------------------------------- */
/* Reporter Panel (no longer produced): what each dataset year says about it                  */

/** Last year whose dataset includes a Reporter Panel file (it is no longer produced). */
const LAST_PANEL_YEAR: Record<'snapshot' | 'oneYear' | 'threeYear', number> = {
  snapshot: 2023,
  oneYear: 2022,
  threeYear: 2020,
}

/**
 * Newest data year of the Federal Reserve Bank of Philadelphia's HMDA Lender File, which takes
 * the panel's place: the programme's site points 2024 users to it, and 2025 users to it "when it
 * becomes available".
 */
const LENDER_FILE_LATEST_YEAR = 2024

export type ReporterPanel =
  | { status: 'included' }
  /** Not produced for the year: the last year with a panel, whether the Lender File is out. */
  | { status: 'discontinued'; lastYear: string; lenderFileReleased: boolean }

/** The Reporter Panel of a dataset year (null for the dynamic dataset, which never had one). */
export function reporterPanel(product: DatasetKey, year: string): ReporterPanel | null {
  if (product === 'dynamic') return null
  const last = LAST_PANEL_YEAR[product]
  if (Number(year) <= last) return { status: 'included' }
  return {
    status: 'discontinued',
    lastYear: String(last),
    lenderFileReleased: Number(year) <= LENDER_FILE_LATEST_YEAR,
  }
}

/** One sentence on a discontinued panel: where it was last, what replaces it for `year`. */
export function panelNotice(
  panel: Extract<ReporterPanel, { status: 'discontinued' }>,
  year: string,
): string {
  const lead = `The Reporter Panel is no longer produced (the last one is in the ${panel.lastYear} files).`
  return panel.lenderFileReleased
    ? `${lead} Use the Federal Reserve Bank of Philadelphia’s HMDA Lender File for ${year} instead.`
    : `${lead} The Federal Reserve Bank of Philadelphia’s HMDA Lender File takes its place; the one for ${year} is not released yet.`
}

export const LENDER_FILE_URL =
  'https://www.philadelphiafed.org/surveys-and-data/consumer-finance-data/home-mortgage-disclosure-act-lender-file'

export type FileKind = 'lar' | 'ts' | 'panel' | 'msamd' | 'arid'

export interface DatasetFile {
  kind: FileKind
  name: string
  /** Field documentation for the file. */
  docs?: string
  /** Download links (one per format). */
  links: { label: string; url: string }[]
  /** Set when the file is not produced for the year: why, and where to look instead. */
  unavailable?: string
}

export interface DatasetYear {
  product: DatasetKey
  year: string
  /** Why nothing is offered this year (one-year 2017, 2018). */
  notProduced?: string
  freezeDate?: string
  note?: string
  files: DatasetFile[]
  /** Further documents of the year (PDFs, specifications). */
  extras: { label: string; url: string }[]
}

const FILE_NAMES: Record<FileKind, string> = {
  lar: 'Loan/Application Records (LAR)',
  ts: 'Transmittal Sheet Records (TS)',
  panel: 'Reporter Panel',
  msamd: 'MSA/MD Description',
  arid: 'ARID2017 to LEI Reference Table',
}

const FILE_DOCS: Partial<Record<FileKind, string>> = {
  lar: '/documentation/publications/public-lar-fields-loan',
  ts: '/documentation/publications/transmittal-sheet-records',
  panel: '/documentation/publications/reporter-panel',
}

const STATIC_FOLDER = { snapshot: 'snapshot', oneYear: 'one-year', threeYear: 'three-year' }
const STATIC_SUFFIX = { snapshot: '', oneYear: '_one_year', threeYear: '_three_year' }

const trimBase = (fileServer: string) => fileServer.replace(/\/+$/, '')

/** A static (snapshot, one-year, three-year) file: `{kind}` in CSV and pipe-delimited form. */
export function staticFileUrl(
  fileServer: string,
  product: 'snapshot' | 'oneYear' | 'threeYear',
  year: string,
  kind: Exclude<FileKind, 'arid'>,
  format: 'csv' | 'pipe',
): string {
  const base = trimBase(fileServer)
  // 2017 snapshot files are named _txt rather than _pipe.
  const fmt = format === 'pipe' && product === 'snapshot' && year === '2017' ? 'txt' : format
  return `${base}/static-data/${STATIC_FOLDER[product]}/${year}/${year}_public_${kind}${STATIC_SUFFIX[product]}_${fmt}.zip`
}

export function aridXrefUrl(fileServer: string, format: 'csv' | 'psv'): string {
  return `${trimBase(fileServer)}/static-data/snapshot/2017/arid2017tolei/arid2017_to_lei_xref_${format}.zip`
}

export function dynamicFileUrl(fileServer: string, year: string, kind: 'lar' | 'ts'): string {
  const base = trimBase(fileServer)
  return year === '2017'
    ? `${base}/dynamic-data/2017/dynamic_${kind}_ultimate_2017.txt`
    : `${base}/dynamic-data/${year}/${year}_${kind}.zip`
}

/** Whether combined modified LAR files exist for the year (2018 and later). */
export const hasCombinedMlar = (year: string) => Number(year) >= 2018

const pdf2017 = (fileServer: string, which: 'dataformat' | 'codesheet') =>
  `${trimBase(fileServer)}/static-data/snapshot/2017/2017_publicstatic_${which}.pdf`

const DYNAMIC_2017_SPECS = [
  {
    label: '2017 dynamic LAR file specification (CSV)',
    url: 'https://github.com/cfpb/hmda-platform/blob/v1.x/Documents/2017_Dynamic_LAR_Spec.csv',
  },
  {
    label: '2017 dynamic TS file specification (CSV)',
    url: 'https://github.com/cfpb/hmda-platform/blob/v1.x/Documents/2017_Dynamic_TS_Spec.csv',
  },
]

/** Everything a dataset page offers for one year. */
export function datasetYear(fileServer: string, product: DatasetKey, year: string): DatasetYear {
  const notProduced = NOT_PRODUCED[product]?.[year]
  const result: DatasetYear = {
    product,
    year,
    notProduced,
    freezeDate: product === 'dynamic' ? undefined : FREEZE_DATES[product][year],
    note: YEAR_NOTES[product]?.[year],
    files: [],
    extras: [],
  }
  if (notProduced) return result
  if (product === 'dynamic') {
    for (const kind of ['lar', 'ts'] as const) {
      result.files.push({
        kind,
        name: FILE_NAMES[kind],
        docs: year === '2017' ? undefined : FILE_DOCS[kind],
        links: [
          {
            label: year === '2017' ? 'Pipe-delimited text' : 'Pipe-delimited (ZIP)',
            url: dynamicFileUrl(fileServer, year, kind),
          },
        ],
      })
    }
    if (year === '2017') result.extras.push(...DYNAMIC_2017_SPECS)
    return result
  }
  const pipeLabel =
    product === 'snapshot' && year === '2017' ? 'Text (ZIP)' : 'Pipe-delimited (ZIP)'
  for (const kind of ['lar', 'ts', 'panel', 'msamd'] as const) {
    const file: DatasetFile = {
      kind,
      name: FILE_NAMES[kind],
      docs: Number(year) >= 2018 ? FILE_DOCS[kind] : undefined,
      links: [],
    }
    const panel = kind === 'panel' ? reporterPanel(product, year) : null
    if (panel?.status === 'discontinued') {
      file.unavailable = panelNotice(panel, year)
    } else {
      file.links = [
        { label: 'CSV (ZIP)', url: staticFileUrl(fileServer, product, year, kind, 'csv') },
        { label: pipeLabel, url: staticFileUrl(fileServer, product, year, kind, 'pipe') },
      ]
    }
    result.files.push(file)
  }
  if (product === 'snapshot') {
    result.files.push({
      kind: 'arid',
      name: FILE_NAMES.arid,
      docs: undefined,
      links: [
        { label: 'CSV (ZIP)', url: aridXrefUrl(fileServer, 'csv') },
        { label: 'Pipe-delimited (ZIP)', url: aridXrefUrl(fileServer, 'psv') },
      ],
    })
  }
  if (year === '2017') {
    result.extras.push({ label: '2017 data format (PDF)', url: pdf2017(fileServer, 'dataformat') })
    if (product === 'snapshot') {
      result.extras.push({ label: '2017 code sheet (PDF)', url: pdf2017(fileServer, 'codesheet') })
    }
  }
  return result
}

/** Every URL of a dataset year, in page order (for tests and HEAD requests). */
export const datasetUrls = (d: DatasetYear): string[] => [
  ...d.files.flatMap((f) => f.links.map((l) => l.url)),
  ...d.extras.filter((e) => !e.url.startsWith('https://github.com/')).map((e) => e.url),
]
