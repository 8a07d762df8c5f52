// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { mod97 as projectMod97 } from '../../src/hmda/checkDigit.ts'
import { isValidLei, leiCheckDigits, makeLei, mod97 } from './lei.mjs'
import { createRandom } from './random.mjs'
import {
  DEFAULT_GEOGRAPHY_DIR,
  generateSample,
  INSTITUTION_COUNT,
  loadGeography,
  SAMPLE_YEARS,
} from './sample.mjs'

const geography = loadGeography()
const sample = generateSample({ geography })

describe('LEIs', () => {
  it('computes ISO 7064 MOD 97-10 check digits like the project’s ULI code', () => {
    // A published LEI (GLEIF's own) and the test institution of the HMDA documentation
    expect(isValidLei('506700GE1G29325QX363')).toBe(true)
    expect(leiCheckDigits('506700GE1G29325QX3')).toBe('63')
    expect(isValidLei('506700GE1G29325QX364')).toBe(false)
    const random = createRandom('lei-test')
    for (let i = 0; i < 200; i++) {
      const lei = makeLei(random)
      expect(lei).toMatch(/^[0-9A-Z]{18}\d{2}$/)
      expect(mod97(lei)).toBe(1)
      expect(projectMod97(lei)).toBe(1)
    }
  })

  it('gives every sample institution a valid, unique LEI and a unique name', () => {
    expect(sample.institutions).toHaveLength(INSTITUTION_COUNT)
    expect(sample.institutions.every((i) => isValidLei(i.lei) && projectMod97(i.lei) === 1)).toBe(
      true,
    )
    expect(new Set(sample.institutions.map((i) => i.lei)).size).toBe(INSTITUTION_COUNT)
    expect(new Set(sample.institutions.map((i) => i.name)).size).toBe(INSTITUTION_COUNT)
    expect(new Set(sample.institutions.map((i) => i.institutionId2017)).size).toBe(
      INSTITUTION_COUNT,
    )
  })
})

describe('determinism', () => {
  /** @param {import('./sample.mjs').Sample} s @param {string} year */
  const digest = (s, year) =>
    JSON.stringify({
      institutions: s.institutions,
      rows: s.years[year]?.rows.slice(0, 50),
      count: s.years[year]?.rows.length,
    })

  it('gives the same data for the same seed, whatever order the years are built in', () => {
    const other = generateSample({ geography })
    void other.years['2025'] // build a later year first
    for (const year of ['2018', '2024']) expect(digest(other, year)).toBe(digest(sample, year))
  })

  it('gives different data for another seed', () => {
    const other = generateSample({ geography, seed: 'another seed' })
    expect(other.institutions[0].lei).not.toBe(sample.institutions[0].lei)
  })
})

describe('geography of the rows', () => {
  /** @param {string} name @returns {any} the geography file (its shape: sample.mjs's reader) */
  const read = (name) => JSON.parse(readFileSync(join(DEFAULT_GEOGRAPHY_DIR, name), 'utf8'))
  const index = read('index.json')
  const fipsByAbbr = new Map(
    read('states.json').states.map((/** @type {string[]} */ [code, abbr]) => [abbr, code]),
  )

  it('uses real states, counties and MSA/MDs of each year', () => {
    for (const year of SAMPLE_YEARS) {
      const counties = new Set(
        read(index.years[year].counties).counties.map((/** @type {string[]} */ [code]) => code),
      )
      const msas = new Map(
        read(index.years[year].msaMds).msaMds.map(
          (/** @type {[string, string, string[]]} */ [id, , st]) => [id, st],
        ),
      )
      const data = sample.years[year]
      expect(data.rows.length, year).toBeGreaterThan(10_000)
      expect(data.filers.length, year).toBeGreaterThan(200)
      const msaIds = new Set()
      const wrong = []
      const tract = /^\d{11}$/
      for (const row of data.rows) {
        if (!fipsByAbbr.has(row.state)) wrong.push(`state ${row.state}`)
        if (!counties.has(row.county)) wrong.push(`county ${row.county}`)
        if (row.county.slice(0, 2) !== fipsByAbbr.get(row.state))
          wrong.push(`county ${row.county} in ${row.state}`)
        if (!tract.test(row.tract) || !row.tract.startsWith(row.county))
          wrong.push(`tract ${row.tract}`)
        if (row.msa !== '99999') {
          if (!msas.get(row.msa)?.includes(row.state)) wrong.push(`msa ${row.msa} in ${row.state}`)
          msaIds.add(row.msa)
        }
        if (row.amount % 10_000 !== 5_000) wrong.push(`amount ${row.amount}`)
      }
      expect(wrong.slice(0, 5), year).toEqual([])
      // spread: rows in most MSA/MDs and in many states
      expect(msaIds.size, year).toBeGreaterThan(250)
      expect(new Set(data.rows.map((r) => r.state)).size, year).toBeGreaterThan(45)
    }
  })
})
