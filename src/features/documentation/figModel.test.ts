import { editsFor } from '@/hmda/edits/lookup'
import { getSchema } from '@/hmda/schema'
import {
  FIG_YEARS,
  figModel,
  figUrl,
  QUARTERLY_YEARS,
  quarterlyModel,
  quarterlyUrl,
} from './fig/figModel'

describe('figModel', () => {
  it.each(FIG_YEARS.map((year) => [year]))('%i lists every field and edit of the year', (year) => {
    const model = figModel(year)
    const schema = getSchema(year)
    expect(model.tsFields.map((f) => f.anchor)).toEqual(schema.ts.map((f) => `ts-${f.key}`))
    expect(model.larFields.map((f) => f.anchor)).toEqual(schema.lar.map((f) => `lar-${f.key}`))
    const listed = model.editSections.flatMap((s) => s.edits.map((e) => e.id))
    for (const edit of editsFor(year)) expect(listed).toContain(edit.id)
    for (const edit of editsFor(year, { quarterly: true })) expect(listed).toContain(edit.id)
    const anchors = [
      ...model.intro,
      model.ts,
      model.lar,
      ...model.editSections,
      ...model.tsFields,
      ...model.larFields,
      ...model.editSections.flatMap((s) => s.edits),
    ].map((x) => x.anchor)
    const family = model.editSections.flatMap((s) => s.edits.flatMap((e) => e.familyAnchor ?? []))
    expect(new Set([...anchors, ...family]).size).toBe(anchors.length + family.length)
  })

  it('has the anchors other pages link to in 2026', () => {
    const model = figModel(2026)
    const edits = model.editSections.flatMap((s) => s.edits)
    expect(edits.find((e) => e.id === 'V608-1')?.anchor).toBe('edit-V608-1')
    expect(edits.find((e) => e.id === 'V608-1')?.familyAnchor).toBe('edit-V608')
    expect(edits.find((e) => e.id === 'S305')?.anchor).toBe('edit-S305')
    expect(model.larFields.find((f) => f.key === 'uli')?.anchor).toBe('lar-uli')
    expect(model.larFields.find((f) => f.key === 'loanAmount')?.anchor).toBe('lar-loanAmount')
    expect(model.tsFields.find((f) => f.key === 'lei')?.anchor).toBe('ts-lei')
    expect(model.editSections.map((s) => s.title)).toEqual([
      'Syntactical edits',
      'Validity edits',
      'Quality edits',
      'Macro quality edits',
    ])
  })

  it('links edit fields to the field rows', () => {
    const v608 = figModel(2026)
      .editSections.flatMap((s) => s.edits)
      .find((e) => e.id === 'V608-1')
    expect(v608?.fields.some((f) => f.anchor === 'lar-uli')).toBe(true)
    expect(figUrl(2026)).toBe('/documentation/fig/2026/overview')
  })

  it('refuses years without a guide', () => {
    expect(() => figModel(2017)).toThrow(RangeError)
  })
})

describe('quarterlyModel', () => {
  it.each(QUARTERLY_YEARS.map((year) => [year]))(
    '%i lists exactly the quarterly edit subset, and the annual-only edits',
    (year) => {
      const model = quarterlyModel(year)
      const listed = model.editSections.flatMap((s) => s.edits.map((e) => e.id))
      const quarterly = editsFor(year, { quarterly: true }).map((e) => e.id)
      expect([...listed].sort()).toEqual([...quarterly].sort())
      const annualOnly = editsFor(year)
        .map((e) => e.id)
        .filter((id) => !quarterly.includes(id))
      expect([...model.annualOnly.ids].sort()).toEqual(annualOnly.sort())
      expect(model.quarterField.key).toBe('calendarQuarter')
      expect(model.quarterSection.paragraphs[0]).toContain('1 (first quarter)')
      expect(model.title).toBe(`Supplemental Guide for Quarterly Filers for ${year}`)
    },
  )

  it('exists from 2020, and the guide links to it', () => {
    expect(QUARTERLY_YEARS[0]).toBe(2020)
    expect(() => quarterlyModel(2019)).toThrow(RangeError)
    const link = figModel(2026).intro.find((s) => s.anchor === 'quarterly-filers')?.link
    expect(link?.url).toBe(quarterlyUrl(2026))
    expect(figModel(2019).intro.find((s) => s.anchor === 'quarterly-filers')?.link).toBeUndefined()
  })
})
