import { compileFile } from '../../../scripts/docs/markdown.mjs'
import { listPages, ROOT } from '../../../scripts/docs/pages.mjs'
import { buildSearchRecords, type DocSearchRecord } from '../../../scripts/docs/records.mjs'
import * as fig from './fig/figModel'

const FIXTURES = `${ROOT}/docs/_fixtures-for-tests`
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content']

function expectShape(record: DocSearchRecord) {
  expect(Object.keys(record).sort()).toEqual(
    [
      'anchor',
      'content',
      'hierarchy',
      'objectID',
      'type',
      'url',
      'url_without_anchor',
      'weight',
    ].sort(),
  )
  expect(LEVELS).toContain(record.type)
  expect(Object.keys(record.hierarchy)).toEqual(LEVELS.slice(0, 7))
  expect(record.url).toBe(
    record.anchor ? `${record.url_without_anchor}#${record.anchor}` : record.url_without_anchor,
  )
  expect(record.content === null).toBe(record.type !== 'content')
  expect(record.hierarchy.lvl1).not.toBeNull()
  if (record.type !== 'content' && record.type !== 'lvl1') {
    expect(record.hierarchy[record.type]).not.toBeNull()
  }
}

describe('buildSearchRecords', () => {
  let records: DocSearchRecord[]
  beforeAll(async () => {
    records = await buildSearchRecords({ docsYear: 2026, docsDir: FIXTURES, fig })
  })

  it('gives every record the DocSearch shape and a unique objectID', () => {
    records.forEach(expectShape)
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length)
  })

  it('makes a lvl1 record per page and records per heading and content block', () => {
    const alpha = records.filter((r) => r.url_without_anchor === '/documentation/faq/alpha')
    expect(alpha[0]).toMatchObject({
      type: 'lvl1',
      anchor: null,
      hierarchy: { lvl0: 'Frequently Asked Questions', lvl1: 'Alpha test page', lvl2: null },
      weight: { pageRank: 0, level: 90, position: 0 },
    })
    expect(alpha.map((r) => r.weight.position)).toEqual(alpha.map((_, i) => i))
    expect(alpha.find((r) => r.type === 'lvl3')).toMatchObject({
      anchor: 'deeper-details',
      url: '/documentation/faq/alpha#deeper-details',
      hierarchy: { lvl2: 'First heading', lvl3: 'Deeper: details!' },
      weight: { level: 70 },
    })
    expect(
      alpha.find((r) => r.content === 'Field: LEI; Meaning: Legal Entity Identifier'),
    ).toMatchObject({ type: 'content', anchor: 'first-heading-2', weight: { level: 0 } })
    const gamma = records.find((r) => r.url_without_anchor === '/documentation/tools/gamma')
    expect(gamma?.hierarchy.lvl0).toBe('Tools')
  })

  it('indexes every field and edit of the 2026 guide with its anchor', () => {
    const guide = records.filter((r) => r.url_without_anchor === '/documentation/fig/2026/overview')
    expect(guide[0]).toMatchObject({
      type: 'lvl1',
      hierarchy: { lvl0: 'Filing Instructions Guide', lvl1: 'Filing Instructions Guide for 2026' },
    })
    const v608 = guide.find((r) => r.anchor === 'edit-V608-1')
    expect(v608?.url).toBe('/documentation/fig/2026/overview#edit-V608-1')
    expect(v608?.content).toMatch(/^V608-1: /)
    expect(v608?.hierarchy.lvl2).toBe('Validity edits')
    const model = fig.figModel(2026)
    const anchors = new Set(guide.map((r) => r.anchor))
    for (const item of [
      ...model.tsFields,
      ...model.larFields,
      ...model.editSections.flatMap((s) => s.edits),
    ]) {
      expect(anchors.has(item.anchor), item.anchor).toBe(true)
    }
    expect(guide.find((r) => r.anchor === 'lar-uli')?.hierarchy.lvl2).toBe('LAR fields')
    expect(guide.find((r) => r.anchor === 'ts-lei')?.hierarchy.lvl2).toBe(
      'Transmittal sheet fields',
    )
  })

  it('gives each earlier guide year a single lvl1 record', () => {
    for (const year of [2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025]) {
      const own = records.filter(
        (r) => r.url_without_anchor === `/documentation/fig/${year}/overview`,
      )
      expect(own).toHaveLength(1)
      expect(own[0]?.hierarchy.lvl1).toBe(`Filing Instructions Guide for ${year}`)
    }
  })

  it('indexes the quarterly supplement of the year in full, other years by title', () => {
    const supplement = records.filter((r) => r.url_without_anchor === fig.quarterlyUrl(2026))
    const anchors = new Set(supplement.map((r) => r.anchor))
    const model = fig.quarterlyModel(2026)
    for (const section of [...model.intro, model.quarterSection, ...model.editSections]) {
      expect(anchors).toContain(section.anchor)
    }
    for (const record of supplement) expectShape(record)
    for (const year of fig.QUARTERLY_YEARS.filter((y) => y !== 2026)) {
      const own = records.filter((r) => r.url_without_anchor === fig.quarterlyUrl(year))
      expect(own.map((r) => r.hierarchy.lvl1)).toEqual([fig.quarterlyTitle(year)])
      // Other years come after the current documentation when both match as well.
      expect(own[0]?.weight.pageRank).toBe(-1)
    }
    expect(records.some((r) => r.url_without_anchor === fig.quarterlyUrl(2019))).toBe(false)
  })

  it('has one page per tool and the tools hub, ranked before documentation (pageRank)', () => {
    const tools = records.filter((r) => r.url_without_anchor.startsWith('/tools/'))
    expect(new Set(tools.map((r) => r.url_without_anchor)).size).toBe(6)
    for (const record of tools) {
      expectShape(record)
      expect(record.hierarchy.lvl0).toBe('Platform Tools')
      expect(record.weight.pageRank).toBe(1)
    }
  })

  it('points only at headings that exist, for the real pages', async () => {
    const real = await buildSearchRecords({ docsYear: 2026, fig })
    for (const page of listPages()) {
      const { toc } = compileFile(page.file)
      const ids = new Set(toc.map((t) => t.id))
      for (const record of real.filter((r) => r.url_without_anchor === page.url)) {
        expectShape(record)
        if (record.anchor) expect(ids.has(record.anchor), record.url).toBe(true)
      }
    }
  })
})
