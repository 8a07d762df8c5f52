// @vitest-environment node
// The filing service's quality and macro stages are the browser's: the findings the service
// reports for a file (checkFile) are the site engine's (src/hmda/validate/engine.ts) for the
// same file, edit by edit and row by row.
import { beforeAll, describe, expect, it } from 'vitest'
import { TS_INDEX } from '../../src/hmda/schema.ts'
import { generateLarText, QUALITY_ERRORS } from '../../src/hmda/testing/generateLar.ts'
import { validateText } from '../../src/hmda/validate/engine.ts'
import { checkFile } from './filing-check.mjs'
import { institutionRecord, TEST_INSTITUTIONS } from './filing-data.mjs'
import { loadFilingEngine } from './filing-engine.mjs'

/** @type {import('./filing-engine.mjs').FilingEngine} */
let modules
beforeAll(async () => {
  modules = await loadFilingEngine()
}, 120_000)

const BANK = /** @type {import('./filing-data.mjs').TestInstitution} */ (TEST_INSTITUTIONS[0])
/** @typedef {1 | 2 | 3 | null} Quarter */
/** The bank's institution record of `year` (it has one for every year the tests use). */
const recordOf = (/** @type {number} */ year) =>
  /** @type {import('./filing-data.mjs').AdminInstitution} */ (institutionRecord(BANK, year))
// Q303 needs the institution record and Q647 a HUD filer (agency 7, which the record is not).
const FACT_EDITS = new Set(['Q303', 'Q647'])

/**
 * The quality and macro edits the generator can make in the period, each alone.
 * @param {number} year
 * @param {Quarter} quarter
 */
function errorsFor(year, quarter) {
  return Object.keys(QUALITY_ERRORS).filter((id) => {
    if (FACT_EDITS.has(id)) return false
    try {
      generateLarText({ year, quarter, rows: 5, errors: [id] })
      return true
    } catch (e) {
      // Not run in the period; other refusals (too few rows) are met by the files below.
      return !/is not an edit of/.test(String(e))
    }
  })
}

/**
 * The engine's findings in the service's shape: edit → rows (id, field names and values).
 * @param {string} text
 */
function engineFindings(text) {
  const result = validateText(text, { maxExamplesPerEdit: 1_000_000, maxExamples: 10_000_000 })
  const quality = Object.fromEntries(
    result.quality.map((e) => [
      e.id,
      e.examples.map((r) => ({
        row: r.row,
        id: r.row === 1 ? 'TS' : r.uli,
        fields: r.fields.map((f) => ({ name: f.name, value: f.value })),
        note: r.note,
      })),
    ]),
  )
  const macro = result.macro.filter((m) => m.triggered).map((m) => m.id)
  return { quality, macro, result }
}

/** Compares the service's quality and macro edits of `text` with the engine's. */
/** @param {string} text @param {number} year @param {Quarter} quarter */
function compare(text, year, quarter) {
  const period = { year, quarter: quarter ? `Q${quarter}` : null }
  const check = checkFile(text, period, recordOf(year), modules)
  const engine = engineFindings(text)
  expect(check.hasParseErrors).toBe(false)
  if (engine.result.edits.length > 0) {
    // A form that also fails a validity edit (Q621 from 2025: V695-3): as on the platform, the
    // service runs no quality or macro edit then.
    expect(check.groups.validity.length + check.groups.syntactical.length).toBeGreaterThan(0)
    expect([...check.groups.quality, ...check.groups.macro]).toEqual([])
    return []
  }
  expect(check.groups.syntactical).toEqual([])
  expect(check.groups.validity).toEqual([])
  // The service's edits: the engine's, by id.
  const serviceIds = check.groups.quality.map((e) => e.edit)
  expect(serviceIds).toEqual(Object.keys(engine.quality).sort())
  const macroIds = check.groups.macro.map((e) => e.edit)
  expect(macroIds).toEqual([...engine.macro].sort())
  for (const m of check.groups.macro) expect(m.rows).toEqual([])

  const tsLei = text.split('\n')[0].split('|')[TS_INDEX.lei]
  for (const edit of check.groups.quality) {
    const expected = engine.quality[edit.edit]
    if (edit.edit === 'Q600' && edit.rows[0]?.fields[1]?.name === 'Rows with the same ULI') {
      // One row per repeated ULI: its rows after the first are the engine's rows.
      const repeats = edit.rows.flatMap((r) => r.fields[1].value.split(', ').slice(1))
      expect(repeats.map(Number)).toEqual(expected.map((r) => r.row))
      continue
    }
    if (edit.edit.startsWith('Q600')) {
      // The transmittal sheet's entries against the distinct count.
      expect(edit.transmittalSheet).toBe(false)
      expect(edit.rows).toHaveLength(1)
      expect(edit.rows[0].fields[0].value).toBe(expected[0].fields[0].value)
      const distinct = edit.rows[0].fields[1].value
      expect(expected[0].note).toContain(`has ${Number(distinct).toLocaleString('en-US')} distinct`)
      continue
    }
    expect(edit.transmittalSheet).toBe(expected.every((r) => r.row === 1))
    expect(edit.rows).toEqual(
      expected.map((r) => ({ id: r.row === 1 ? tsLei : r.id, fields: r.fields })),
    )
  }
  return [...serviceIds, ...macroIds]
}

describe('filing service: quality and macro are the engine’s', () => {
  for (const [year, quarter] of /** @type {[number, Quarter][]} */ ([
    [2025, null],
    [2026, 3],
    [2022, null],
    [2020, null],
  ])) {
    it(`${year}${quarter ? `-Q${quarter}` : ''}: every quality and macro finding, row by row`, () => {
      const ids = errorsFor(year, quarter)
      const fileWide = ids.filter((id) => /^Q6(00|3[4-9]|40)/.test(id))
      const rowIds = ids.filter((id) => !fileWide.includes(id))
      expect(rowIds.length).toBeGreaterThan(5)
      expect(fileWide.length).toBeGreaterThan(3)
      // Each row edit on three rows of its own file.
      /** @type {string[]} */
      const found = []
      for (const id of rowIds) {
        const text = generateLarText({ year, quarter, rows: 40, errors: [id], errorRows: 3 })
        found.push(...compare(text, year, quarter))
      }
      expect(new Set(found).size).toBeGreaterThan(rowIds.length * 0.8)
      // The file-wide and macro edits, one file each (their forms set exact counts).
      for (const id of fileWide) {
        const text = generateLarText({
          year,
          quarter,
          rows: id === 'Q639' ? 1100 : 200,
          errors: [id],
        })
        const got = compare(text, year, quarter)
        expect(got).toContain(id)
        found.push(...got)
      }
    }, 120_000)
  }
})

describe('filing service: one engine run', () => {
  it('checks a file with one call of the engine, quality and macro on, and no other rule module', () => {
    /** @type {(Parameters<typeof validateText>[1])[]} */
    const calls = []
    /** @type {typeof modules.engine} */
    const engine = {
      ...modules.engine,
      validateText: (text, options) => {
        calls.push(options)
        return modules.engine.validateText(text, options)
      },
    }
    // Only the engine, the parser (formatting details), the schema and the edit catalogue.
    const only = { engine, parse: modules.parse, schema: modules.schema, lookup: modules.lookup }
    const text = generateLarText({ year: 2025, rows: 200, errors: ['Q635', 'Q609'] })
    const check = checkFile(text, { year: 2025, quarter: null }, recordOf(2025), only)
    expect(calls).toHaveLength(1)
    expect(calls[0]?.quality).not.toBe(false)
    expect(check.groups.quality.map((e) => e.edit)).toContain('Q609')
    expect(check.groups.macro.map((e) => e.edit)).toEqual(['Q635'])
  })
})
