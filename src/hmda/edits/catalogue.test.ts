import { EDIT_CATALOGUE } from './catalogue'
import { getSchema } from '../schema'
import {
  EDIT_YEARS,
  QUARTERLY_EDIT_YEARS,
  compareEditIds,
  editHistory,
  editsFor,
  getEdit,
} from './lookup'
import type { EditCategory } from './types'

type Counts = Record<EditCategory, number>

// Unique edit ids per category in the platform's published lists, counted once from those files.
// (The 2022 annual list prints Q651 twice and the 2020 quarterly list prints Q653-2 twice; each
// counts once.)
const ANNUAL_COUNTS: Record<number, Counts> = {
  2018: { syntactical: 6, validity: 221, quality: 40, macro: 7 },
  2019: { syntactical: 6, validity: 221, quality: 43, macro: 9 },
  2020: { syntactical: 7, validity: 223, quality: 54, macro: 9 },
  2021: { syntactical: 7, validity: 225, quality: 57, macro: 9 },
  2022: { syntactical: 8, validity: 230, quality: 60, macro: 9 },
  2023: { syntactical: 8, validity: 232, quality: 60, macro: 9 },
  2024: { syntactical: 8, validity: 234, quality: 64, macro: 9 },
  2025: { syntactical: 7, validity: 235, quality: 68, macro: 9 },
  2026: { syntactical: 7, validity: 235, quality: 67, macro: 9 },
}

const QUARTERLY_COUNTS: Record<number, Counts> = {
  2020: { syntactical: 6, validity: 223, quality: 52, macro: 9 },
  2021: { syntactical: 7, validity: 225, quality: 57, macro: 9 },
  2022: { syntactical: 8, validity: 229, quality: 60, macro: 9 },
  2023: { syntactical: 8, validity: 232, quality: 60, macro: 9 },
  2024: { syntactical: 8, validity: 234, quality: 64, macro: 9 },
  2025: { syntactical: 7, validity: 235, quality: 68, macro: 9 },
  2026: { syntactical: 7, validity: 235, quality: 67, macro: 9 },
}

const CATEGORIES: readonly EditCategory[] = ['syntactical', 'validity', 'quality', 'macro']
const MACRO_IDS = ['Q634', 'Q635', 'Q636', 'Q637', 'Q638', 'Q639', 'Q640', 'Q646', 'Q647']

function countByCategory(year: number, quarterly: boolean): Counts {
  const counts: Counts = { syntactical: 0, validity: 0, quality: 0, macro: 0 }
  for (const edit of editsFor(year, { quarterly })) counts[edit.category] += 1
  return counts
}

const sentenceEnds = (text: string) => text.match(/[.!?](?=\s|$)/g)?.length ?? 0

describe('edit counts per year', () => {
  it('covers 2018–2026 annually and 2020–2026 quarterly', () => {
    expect(EDIT_YEARS).toEqual(Object.keys(ANNUAL_COUNTS).map(Number))
    expect(QUARTERLY_EDIT_YEARS).toEqual(Object.keys(QUARTERLY_COUNTS).map(Number))
  })

  it.each(Object.entries(ANNUAL_COUNTS))('annual %s matches the published list', (year, counts) => {
    expect(countByCategory(Number(year), false)).toEqual(counts)
  })

  it.each(Object.entries(QUARTERLY_COUNTS))(
    'quarterly %s matches the published list',
    (year, counts) => {
      expect(countByCategory(Number(year), true)).toEqual(counts)
    },
  )

  it('has no quarterly edits before quarterly filing began', () => {
    expect(editsFor(2018, { quarterly: true })).toEqual([])
    expect(editsFor(2019, { quarterly: true })).toEqual([])
  })

  it('filters by category', () => {
    for (const year of EDIT_YEARS) {
      for (const category of CATEGORIES) {
        const edits = editsFor(year, { category })
        expect(edits).toHaveLength(ANNUAL_COUNTS[year]?.[category] ?? -1)
        expect(edits.every((edit) => edit.category === category)).toBe(true)
      }
    }
  })
})

describe('catalogue integrity', () => {
  it('has unique ids within every annual and quarterly list', () => {
    for (const year of EDIT_YEARS) {
      for (const quarterly of [false, true]) {
        const ids = editsFor(year, { quarterly }).map((edit) => edit.id)
        expect(new Set(ids).size).toBe(ids.length)
      }
    }
  })

  it('never lets two versions of an edit share a year', () => {
    const ids = new Set(EDIT_CATALOGUE.map((edit) => edit.id))
    for (const id of ids) {
      const versions = editHistory(id)
      const years = versions.flatMap((edit) => edit.years)
      const quarterlyYears = versions.flatMap((edit) => edit.quarterlyYears)
      expect(new Set(years).size, id).toBe(years.length)
      expect(new Set(quarterlyYears).size, id).toBe(quarterlyYears.length)
    }
  })

  it('explains what changed on every later version of an edit', () => {
    for (const edit of EDIT_CATALOGUE) {
      const versions = editHistory(edit.id)
      const isLater = versions.indexOf(edit) > 0
      expect(edit.change !== undefined, edit.id).toBe(isLater)
    }
  })

  it('uses well-formed ids, categories and years', () => {
    for (const edit of EDIT_CATALOGUE) {
      expect(edit.id).toMatch(/^[SVQ]\d{3}(-(\d+|warning))?$/)
      const expected: EditCategory = MACRO_IDS.includes(edit.id)
        ? 'macro'
        : edit.id.startsWith('S')
          ? 'syntactical'
          : edit.id.startsWith('V')
            ? 'validity'
            : 'quality'
      expect(edit.category, edit.id).toBe(expected)
      expect(edit.years.length + edit.quarterlyYears.length, edit.id).toBeGreaterThan(0)
      expect([...edit.years].sort(), edit.id).toEqual(edit.years)
      expect([...edit.quarterlyYears].sort(), edit.id).toEqual(edit.quarterlyYears)
      expect(
        edit.years.every((year) => EDIT_YEARS.includes(year)),
        edit.id,
      ).toBe(true)
      expect(edit.quarterlyYears.every((year) => QUARTERLY_EDIT_YEARS.includes(year))).toBe(true)
    }
  })

  it('names one or more official fields for every edit', () => {
    // The schema is the single source of field names.
    const { ts, lar } = getSchema(2026)
    const official = new Set([...ts, ...lar].map((field) => field.name))
    for (const edit of EDIT_CATALOGUE) {
      expect(edit.fields.length, edit.id).toBeGreaterThan(0)
      expect(new Set(edit.fields).size, edit.id).toBe(edit.fields.length)
      for (const field of edit.fields)
        expect(official.has(field), `${edit.id}: ${field}`).toBe(true)
    }
  })

  it('describes every edit in one to three short sentences', () => {
    for (const edit of EDIT_CATALOGUE) {
      const { description } = edit
      expect(description, edit.id).toBe(description.trim())
      expect(description.length, edit.id).toBeLessThan(400)
      expect(sentenceEnds(description), edit.id).toBeGreaterThanOrEqual(1)
      expect(sentenceEnds(description), edit.id).toBeLessThanOrEqual(3)
      expect(description, edit.id).toMatch(/^[A-Z0-9]/)
      expect(description, edit.id).toMatch(/\.$/)
    }
  })

  it('writes descriptions in the project’s own words, not the platform’s stock phrases', () => {
    const stock = [
      /your data indicates/i,
      /update your file accordingly/i,
      /review the information below/i,
      /cannot be left blank/i,
      /the required format for/i,
      /and the reverse must be true/i,
      /exemption election is taken/i,
      /\{hyphen\}/,
    ]
    for (const edit of EDIT_CATALOGUE) {
      for (const phrase of stock) expect(edit.description, edit.id).not.toMatch(phrase)
    }
    // Different edits never share a description, except where the platform split an edit into
    // numbered sub-edits and the first one kept the old rule (Q614 → Q614-1, Q650 → Q650-1).
    const byText = new Map<string, Set<string>>()
    for (const edit of EDIT_CATALOGUE) {
      const ids = byText.get(edit.description) ?? new Set<string>()
      ids.add(edit.id)
      byText.set(edit.description, ids)
    }
    const shared = [...byText.values()].filter((ids) => ids.size > 1).map((ids) => [...ids].sort())
    expect(shared).toEqual([
      ['Q614', 'Q614-1'],
      ['Q650', 'Q650-1'],
    ])
  })
})

describe('known edits', () => {
  it('classifies S300, V608-1 and Q634', () => {
    expect(getEdit('S300', 2024)?.category).toBe('syntactical')
    expect(getEdit('V608-1', 2024)?.category).toBe('validity')
    expect(getEdit('Q634', 2024)?.category).toBe('macro')
    expect(getEdit('Q601', 2024)?.category).toBe('quality')
  })

  it('has V608-1 in every year, annual and quarterly', () => {
    for (const year of EDIT_YEARS)
      expect(getEdit('V608-1', year, { quarterly: false })).toBeDefined()
    for (const year of QUARTERLY_EDIT_YEARS) {
      expect(getEdit('V608-1', year, { quarterly: true })).toBeDefined()
    }
    expect(getEdit('V608-1', 2019, { quarterly: true })).toBeUndefined()
  })

  it('adds edits only from the year they were introduced', () => {
    const firstYear: Record<string, number> = {
      Q600: 2019,
      Q646: 2019,
      S306: 2020,
      Q648: 2020,
      'V695-1': 2021,
      Q656: 2021,
      S307: 2022,
      'V720-1': 2022,
      'V719-2': 2023,
      'V720-3': 2024,
      'Q660-1': 2024,
      Q303: 2025,
      'Q616-3': 2025,
      'Q651-1': 2025,
    }
    for (const [id, first] of Object.entries(firstYear)) {
      for (const year of EDIT_YEARS) {
        const present = editsFor(year).some((edit) => edit.id === id)
        expect(present, `${id} in ${year}`).toBe(year >= first)
      }
    }
  })

  it('drops retired edits', () => {
    expect(getEdit('Q614', 2019)).toBeDefined()
    expect(getEdit('Q614', 2020)).toBeUndefined()
    expect(getEdit('V695', 2020)).toBeDefined()
    expect(getEdit('V695', 2021)).toBeUndefined()
    expect(getEdit('Q650', 2021)).toBeUndefined()
    expect(getEdit('Q600-warning', 2020)?.category).toBe('quality')
    expect(getEdit('Q600-warning', 2021)).toBeUndefined()
    // S303 became quality edit Q303 in 2025.
    expect(getEdit('S303', 2024)?.category).toBe('syntactical')
    expect(getEdit('S303', 2025)).toBeUndefined()
    expect(getEdit('Q303', 2025)?.category).toBe('quality')
    expect(getEdit('Q621', 2025)).toBeDefined()
    expect(getEdit('Q621', 2026)).toBeUndefined()
  })

  it('keeps the quarterly-only and annual-only differences', () => {
    // V718 was listed for quarterly filings two years before it joined the annual list.
    expect(getEdit('V718', 2020, { quarterly: false })).toBeUndefined()
    expect(getEdit('V718', 2020, { quarterly: true })).toBeDefined()
    expect(getEdit('V718', 2020)?.id).toBe('V718')
    // V716 applies to quarterly filings from 2023 only; S306 and Q600 skip the 2020 quarterly list.
    expect(getEdit('V716', 2022, { quarterly: true })).toBeUndefined()
    expect(getEdit('V716', 2023, { quarterly: true })).toBeDefined()
    expect(getEdit('S306', 2020, { quarterly: true })).toBeUndefined()
    expect(getEdit('Q600', 2020, { quarterly: true })).toBeUndefined()
  })
})

describe('rule changes between years', () => {
  it('picks the version in force for the year', () => {
    expect(getEdit('V660-2', 2021)?.description).not.toMatch(/\b11\b/)
    expect(getEdit('V660-2', 2022)?.description).toMatch(/or 11\./)
    expect(getEdit('V660-2', 2024)?.description).toMatch(/11 to 15/)
    expect(editHistory('V660-2').map((edit) => edit.years[0])).toEqual([2018, 2022, 2024])
    expect(getEdit('Q606', 2019)?.description).toMatch(/\$3 million/)
    expect(getEdit('Q606', 2020)?.description).toMatch(/\$10 million/)
    expect(getEdit('V696-1', 2020)?.description).not.toMatch(/\b7\b/)
    expect(getEdit('V696-1', 2021)?.description).toMatch(/1 to 7/)
  })

  it('follows the published lists where annual and quarterly 2026 disagree (V695-3)', () => {
    expect(getEdit('V695-3', 2026, { quarterly: false })?.description).toMatch(/4 to 7 digits/)
    expect(getEdit('V695-3', 2026, { quarterly: true })?.description).toMatch(/4 to 12 digits/)
  })

  it('merges wording-only changes into one record', () => {
    for (const id of ['S304', 'V717', 'V718']) expect(editHistory(id)).toHaveLength(1)
  })
})

describe('ordering', () => {
  it('sorts S, then V, then Q, by number and then sub-number', () => {
    const ids = ['Q600-warning', 'V608-2', 'Q303', 'S305', 'V610-10', 'V610-2', 'Q600', 'V608']
    expect([...ids].sort(compareEditIds)).toEqual([
      'S305',
      'V608',
      'V608-2',
      'V610-2',
      'V610-10',
      'Q303',
      'Q600',
      'Q600-warning',
    ])
  })

  it('returns every list already in that order, stable for repeated calls', () => {
    for (const year of EDIT_YEARS) {
      for (const quarterly of [false, true]) {
        const ids = editsFor(year, { quarterly }).map((edit) => edit.id)
        expect([...ids].sort(compareEditIds)).toEqual(ids)
      }
    }
    const first = editsFor(2024)
    expect(first[0]?.id).toBe('S300')
    expect(first.at(-1)?.id).toBe('Q660-4')
    expect(editsFor(2024)).toBe(first)
  })
})
