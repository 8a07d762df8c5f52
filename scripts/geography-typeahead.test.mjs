// @vitest-environment node
// The Datasets screen's type-ahead over the 3,243 counties of the 2024 list as the site serves it,
// and the geography lists the screen loads on demand (their sizes printed). Its time per
// keystroke is measured by `npm run bench -- --suites search` (budget: 16 ms at the 90th
// percentile), not here.
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { matchOptions, prepareOptions } from '../src/features/data-browser/datasets/typeahead.ts'

const GEOGRAPHY = new URL('../public/data/geography/', import.meta.url)
/** @param {string} name */
const read = (name) => readFileSync(new URL(name, GEOGRAPHY))

describe('type-ahead over the county list', () => {
  it('finds counties by name and by code among the 3,243 of 2024', () => {
    const raw = JSON.parse(read('counties-2024-2025.json').toString('utf8'))
    const options = prepareOptions(
      raw.counties.map((/** @type {[string, string]} */ [code, name]) => ({
        value: code,
        label: `${name} (${code})`,
      })),
    )
    expect(options).toHaveLength(3243)
    expect(matchOptions(options, 'san ber').options.some((o) => o.value === '06071')).toBe(true)
    const byCode = matchOptions(options, '060').options
    expect(byCode.length).toBeGreaterThan(0)
    expect(byCode.every((o) => o.value.startsWith('060') || o.label.includes('060'))).toBe(true)
  })

  it('reports the bytes of the lists loaded on demand', () => {
    const index = JSON.parse(read('index.json').toString('utf8'))
    const files = index.years['2024']
    expect(files).toBeDefined()
    const names = [
      'index.json',
      index.states,
      files?.counties ?? '',
      files?.msaMds ?? '',
      files?.recordCounts ?? '',
    ]
    for (const name of names) {
      const body = read(name)
      console.log(
        `${name}: ${(body.length / 1024).toFixed(1)} KB, ${(gzipSync(body).length / 1024).toFixed(1)} KB gzip`,
      )
      expect(body.length).toBeGreaterThan(0)
    }
  })
})
