// The file server's dataset files (paths relative to the file server root, as the products list
// them): which exist for which year, and what each contains. Same years and special cases as the
// published products: 2017 snapshot in `_txt` form with its two PDFs, the ARID2017→LEI
// cross-reference, no Reporter Panel in the latest years, One Year from 2019, Three Year to 2022,
// dynamic 2017 as plain text.

import { publicationYears } from './years.mjs'

const KINDS = ['lar', 'ts', 'panel', 'msamd']

/**
 * A dataset file: `entry` is the name inside the zip (null for a plain file).
 * @typedef {{ year: string, content: string, format: string, entry: string | null,
 *   lastModified: Date, header?: boolean }} DatasetFile
 */
// The years come from the configuration (years.mjs); a year there without a freeze date below
// is dated by its product's latest one.
/** @param {string[]} years */
const from2018 = (years) => years.filter((year) => year >= '2018')
/** @param {keyof typeof FROZEN} product */
const frozenYears = (product) => publicationYears(product).filter((year) => frozenOn(product, year))

// Dates the files were frozen (Last-Modified of the sample files; 04:00 UTC = midnight Eastern).
/** @type {Record<'snapshot' | 'oneYear' | 'threeYear', Record<string, string>>} */
const FROZEN = {
  snapshot: {
    2017: '2018-04-18',
    2018: '2019-08-07',
    2019: '2020-04-27',
    2020: '2021-05-03',
    2021: '2022-04-30',
    2022: '2023-05-01',
    2023: '2024-05-01',
    2024: '2025-05-19',
    2025: '2026-06-02',
  },
  oneYear: {
    2019: '2022-04-05',
    2020: '2022-04-30',
    2021: '2023-05-01',
    2022: '2024-05-01',
    2023: '2025-05-19',
    2024: '2026-06-02',
  },
  threeYear: {
    2017: '2020-12-31',
    2018: '2021-12-31',
    2019: '2022-12-31',
    2020: '2023-12-31',
    2021: '2024-12-31',
    2022: '2025-12-31',
  },
}

/** The freeze day of a product year, or undefined for a year never produced (one-year 2017, 2018). */
/**
 * @param {keyof typeof FROZEN} product
 * @param {string} year
 */
function frozenOn(product, year) {
  const dates = FROZEN[product]
  if (dates[year]) return dates[year]
  const latest = Object.keys(dates).sort().at(-1) ?? ''
  return year > latest ? dates[latest] : undefined
}

/** Monday 04:00 UTC (midnight Eastern) on or before `now`: weekly files' date. */
/** @param {Date} now */
export function lastMonday(now) {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 4))
  if (d > now) d.setUTCDate(d.getUTCDate() - 1)
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() - 1)
  return d
}

/** @param {string} day */
const at = (day) => new Date(`${day}T04:00:00Z`)

/**
 * Every dataset file: Map path → { year, content, format, entry (name inside the zip, or null for
 * a plain file), lastModified }. content: 'lar' | 'ts' | 'panel' | 'msamd' | 'arid' |
 * 'combined-mlar' | 'pdf-dataformat' | 'pdf-codesheet'.
 * @param {Date} [now]
 */
export function datasetFiles(now = new Date()) {
  /** @type {Map<string, DatasetFile>} */
  const files = new Map()
  const weekly = lastMonday(now)
  /** @param {string} path @param {DatasetFile} spec */
  const put = (path, spec) => files.set(path, spec)

  for (const year of frozenYears('snapshot')) {
    // frozenYears lists the years that have a freeze day.
    const modified = at(/** @type {string} */ (frozenOn('snapshot', year)))
    for (const kind of KINDS) {
      if (kind === 'panel' && year >= '2024') continue
      for (const format of ['csv', year === '2017' ? 'txt' : 'pipe']) {
        const name = `${year}_public_${kind}_${format}`
        put(`/static-data/snapshot/${year}/${name}.zip`, {
          year,
          content: kind,
          format: format === 'csv' ? 'csv' : 'pipe',
          entry: `${name}.${format === 'csv' ? 'csv' : 'txt'}`,
          lastModified: modified,
        })
      }
    }
  }
  for (const format of ['csv', 'psv'])
    put(`/static-data/snapshot/2017/arid2017tolei/arid2017_to_lei_xref_${format}.zip`, {
      year: '2017',
      content: 'arid',
      format: format === 'csv' ? 'csv' : 'pipe',
      entry: `arid2017_to_lei_xref_${format}.${format === 'csv' ? 'csv' : 'txt'}`,
      lastModified: at('2021-01-15'),
    })
  for (const doc of ['dataformat', 'codesheet'])
    put(`/static-data/snapshot/2017/2017_publicstatic_${doc}.pdf`, {
      year: '2017',
      content: `pdf-${doc}`,
      format: 'pdf',
      entry: null,
      lastModified: at(FROZEN.snapshot[2017]),
    })

  /** @type {[keyof typeof FROZEN, string, string, string[], string][]} */
  const products = [
    ['oneYear', 'one-year', 'one_year', frozenYears('oneYear'), '2023'],
    ['threeYear', 'three-year', 'three_year', frozenYears('threeYear'), '2021'],
  ]
  for (const [product, folder, suffix, years, noPanelFrom] of products) {
    for (const year of years) {
      for (const kind of KINDS) {
        if (kind === 'panel' && year >= noPanelFrom) continue
        for (const format of ['csv', 'pipe']) {
          const name = `${year}_public_${kind}_${suffix}_${format}`
          put(`/static-data/${folder}/${year}/${name}.zip`, {
            year,
            content: kind,
            format,
            entry: `${name}.${format === 'csv' ? 'csv' : 'txt'}`,
            lastModified: at(/** @type {string} */ (frozenOn(product, year))),
          })
        }
      }
    }
  }

  for (const year of from2018(publicationYears('dynamic')))
    for (const kind of ['lar', 'ts'])
      put(`/dynamic-data/${year}/${year}_${kind}.zip`, {
        year,
        content: kind,
        format: 'pipe',
        entry: `${year}_${kind}.txt`,
        lastModified: weekly,
      })
  for (const kind of ['lar', 'ts'])
    put(`/dynamic-data/2017/dynamic_${kind}_ultimate_2017.txt`, {
      year: '2017',
      content: kind,
      format: 'pipe',
      entry: null,
      lastModified: at('2021-01-04'),
    })

  for (const year of from2018(publicationYears('mlar')))
    for (const header of [false, true]) {
      const name = `${year}_combined_mlar${header ? '_header' : ''}`
      put(`/modified-lar/combined-mlar/${year}/${name}.zip`, {
        year,
        content: 'combined-mlar',
        header,
        format: 'pipe',
        entry: `${name}.txt`,
        lastModified: weekly,
      })
    }
  return files
}

/**
 * A one-page PDF showing `lines` of text (Helvetica), valid enough for any viewer.
 * @param {string[]} lines
 */
export function simplePdf(lines) {
  /** @param {string} s */
  const escape = (s) => s.replace(/[\\()]/g, (c) => `\\${c}`)
  const text = lines
    .map((line, i) => `BT /F1 12 Tf 72 ${720 - i * 18} Td (${escape(line)}) Tj ET`)
    .join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let out = '%PDF-1.4\n'
  /** @type {number[]} */
  const offsets = []
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out))
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(out)
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}
