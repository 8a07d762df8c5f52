// @vitest-environment node
// The local services take their years from the built-in configuration.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DATA_BROWSER_YEARS } from './dataBrowser.mjs'
import { datasetFiles } from './datasets.mjs'
import { FILE_YEARS, REPORTING_YEARS } from './index.mjs'
import { MAP_FILTER_YEARS } from './mapFilters.mjs'
import { SAMPLE_YEARS } from './sample.mjs'
import { CONFIG_DIR, ENVIRONMENTS, publishedQuarters, readConfiguredYears } from './years.mjs'

const prod = JSON.parse(readFileSync(join(CONFIG_DIR, 'prod.json'), 'utf8'))
/** @param {string[]} years */
const asc = (years) => [...years].sort()

describe('years read from config/*.json', () => {
  it('unites the environments, oldest first, and names a broken file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hmda-config-'))
    for (const env of ENVIRONMENTS) {
      const config = JSON.parse(readFileSync(join(CONFIG_DIR, `${env}.json`), 'utf8'))
      if (env === 'dev') {
        config.dataBrowserYears = ['2027', ...config.dataBrowserYears]
        config.dataPublicationYears.snapshot = ['2026', ...config.dataPublicationYears.snapshot]
      }
      writeFileSync(join(dir, `${env}.json`), JSON.stringify(config))
    }
    const years = readConfiguredYears(dir)
    expect(years.dataBrowser.at(-1)).toBe('2027')
    expect(years.dataBrowser[0]).toBe('2018')
    expect(years.publication.snapshot.at(-1)).toBe('2026')
    expect(years.all).toContain('2027')
    writeFileSync(join(dir, 'dev-beta.json'), '{ nope')
    expect(() => readConfiguredYears(dir)).toThrow(/dev-beta\.json/)
  })

  it('serve exactly the production years of every product', () => {
    expect(DATA_BROWSER_YEARS).toEqual(asc(prod.dataBrowserYears))
    expect(MAP_FILTER_YEARS).toEqual(asc(prod.dataBrowserMapsYears))
    expect(FILE_YEARS).toEqual(asc(prod.dataPublicationYears.mlar))
    expect(REPORTING_YEARS).toEqual(asc(prod.dataPublicationYears.disclosure).slice(1))
    expect(SAMPLE_YEARS).toEqual(asc(prod.dataPublicationYears.shared))
    const files = [...datasetFiles(new Date('2026-11-24T12:00:00Z')).keys()]
    /** @param {RegExp} re */
    const yearsOf = (re) => [...new Set(files.flatMap((f) => re.exec(f)?.[1] ?? []))].sort()
    const { snapshot, oneYear, threeYear, dynamic, mlar } = prod.dataPublicationYears
    expect(yearsOf(/^\/static-data\/snapshot\/(\d{4})\//)).toEqual(asc(snapshot))
    // One-year files were never produced for 2017 and 2018.
    expect(yearsOf(/^\/static-data\/one-year\/(\d{4})\//)).toEqual(
      asc(oneYear).filter((y) => y >= '2019'),
    )
    expect(yearsOf(/^\/static-data\/three-year\/(\d{4})\//)).toEqual(asc(threeYear))
    expect(yearsOf(/^\/dynamic-data\/(\d{4})\//)).toEqual(asc(dynamic))
    expect(yearsOf(/^\/modified-lar\/combined-mlar\/(\d{4})\//)).toEqual(
      asc(mlar).filter((y) => y >= '2018'),
    )
  })
})

describe('published quarters', () => {
  /** @param {string} iso */
  const last = (iso) => publishedQuarters(new Date(iso), prod.timedGuards).at(-1)?.quarter

  it('start with 2018-Q1 and follow the filing deadlines of the configuration', () => {
    expect(publishedQuarters(new Date('2026-11-24T12:00:00Z'), prod.timedGuards)[0]).toMatchObject({
      quarter: '2018-Q1',
    })
    // 2026-Q2's deadline is 08/31/2026, 2026-Q3's 11/30/2026.
    expect(last('2026-11-24T12:00:00Z')).toBe('2026-Q2')
    expect(last('2026-12-01T00:00:00Z')).toBe('2026-Q3')
    // 2025's annual deadline (03/02/2026) brings 2025-Q4.
    expect(last('2026-03-02T23:00:00Z')).toBe('2025-Q3')
    expect(last('2026-03-03T00:00:00Z')).toBe('2025-Q4')
  })
})
