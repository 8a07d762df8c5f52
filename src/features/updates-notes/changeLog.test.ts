import { BUILT_IN } from '@/config/loadConfig'
import { EDIT_CATALOGUE } from '@/hmda/edits/catalogue'
import { CHANGE_LOG, ENTRY_TYPES, PRODUCTS } from './changeLog'
import { isoToLongDate, parseIsoDate } from '@/lib/dates'
import { isInSitePath, parseMarkdown, plainText, type Block, type Inline } from './markdown'

const prod = BUILT_IN.prod

const links = (blocks: readonly Block[]): string[] => {
  const inInline = (nodes: readonly Inline[]): string[] =>
    nodes.flatMap((n) =>
      n.kind === 'text' ? [] : [...(n.kind === 'link' ? [n.href] : []), ...inInline(n.children)],
    )
  return blocks.flatMap((b) =>
    b.kind === 'paragraph' ? inInline(b.content) : b.items.flatMap(inInline),
  )
}

/** "01/01/2025 - 03/03/2025 - 12/31/2027" → the three dates as 'YYYY-MM-DD'. */
function guardDates(year: string, key: string): [string, string, string] {
  const guards = prod.timedGuards as unknown as Record<string, Record<string, string>>
  const guard = guards[year]?.[key]
  if (!guard) throw new Error(`no guard for ${year} ${key}`)
  const [start = '', late = '', end = ''] = guard.split(' - ').map((d) => {
    const [m, day, y] = d.trim().split('/')
    return `${y}-${m}-${day}`
  })
  return [start, late, end]
}

describe('the change log data', () => {
  it('has at least 40 entries', () => {
    expect(CHANGE_LOG.length).toBeGreaterThanOrEqual(40)
  })

  it('has unique, stable slug ids that cannot clash with the page’s own ids', () => {
    const ids = CHANGE_LOG.map((e) => e.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) {
      expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$|^\d{4}-Q[123]-opened$/)
      expect(id.startsWith('un-')).toBe(false)
    }
  })

  it('keeps the anchors of earlier versions of the page for filing periods', () => {
    const ids = new Set(CHANGE_LOG.map((e) => e.id))
    for (const id of [
      '2018-opened',
      '2024-opened',
      '2025-opened',
      '2020-Q1-opened',
      '2026-Q3-opened',
    ]) {
      expect(ids).toContain(id)
    }
  })

  it('has real calendar dates, none in the future', () => {
    const today = new Date().toISOString().slice(0, 10)
    for (const e of CHANGE_LOG) {
      expect(parseIsoDate(e.date), `${e.id}: ${e.date}`).not.toBeNull()
      expect(e.date <= today, e.id).toBe(true)
      expect(e.date >= '2015-01-01', e.id).toBe(true)
    }
  })

  it('uses only the known types and products, each at least once', () => {
    for (const e of CHANGE_LOG) {
      expect(ENTRY_TYPES).toContain(e.type)
      expect(PRODUCTS).toContain(e.product)
    }
    expect(new Set(CHANGE_LOG.map((e) => e.type))).toEqual(new Set(ENTRY_TYPES))
    expect(new Set(CHANGE_LOG.map((e) => e.product))).toEqual(new Set(PRODUCTS))
  })

  it('is written newest first', () => {
    const dates = CHANGE_LOG.map((e) => e.date)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('has descriptions in the markdown subset, with safe links to existing sections', () => {
    const sections = new Set([
      'filing',
      'data-publication',
      'data-browser',
      'tools',
      'documentation',
    ])
    for (const e of CHANGE_LOG) {
      const blocks = parseMarkdown(e.description)
      const text = plainText(blocks)
      expect(text.length, e.id).toBeGreaterThan(40)
      expect(text, e.id).not.toMatch(/\*\*|\]\(|\[[^\]]*\]/)
      for (const href of links(blocks)) {
        if (isInSitePath(href)) expect(sections, `${e.id}: ${href}`).toContain(href.split('/')[1])
        else expect(href, e.id).toMatch(/^https:\/\//)
      }
    }
  })

  it('names only edits that exist in the edit catalogue', () => {
    const known = new Set(EDIT_CATALOGUE.map((e) => e.id))
    for (const e of CHANGE_LOG) {
      for (const [id] of e.description.matchAll(/\b[SVQ]\d{3}(-\d)?\b/g)) {
        // A base id (Q615) stands for its numbered parts (Q615-1, Q615-2).
        const exists = known.has(id) || [...known].some((k) => k.startsWith(`${id}-`))
        expect(exists, `${e.id} names ${id}`).toBe(true)
      }
    }
  })
})

describe('agreement with the configuration', () => {
  const opened = CHANGE_LOG.filter((e) => /^\d{4}(-Q[123])?-opened$/.test(e.id))
  const closed = CHANGE_LOG.filter((e) => /^\d{4}-closed$/.test(e.id))

  it('dates each period opening by its guard, with its timely deadline in the text', () => {
    expect(opened.length).toBeGreaterThanOrEqual(15)
    for (const e of opened) {
      const [, year = '', quarter] = /^(\d{4})-(?:(Q[123])-)?opened$/.exec(e.id) ?? []
      const [start, late] = guardDates(year, quarter ?? 'annual')
      expect(e.date, e.id).toBe(start)
      expect(e.description, e.id).toContain(isoToLongDate(start))
      expect(e.description, e.id).toContain(isoToLongDate(late))
      expect(e.product).toBe('HMDA Filing')
      if (year !== '2017') {
        const period = quarter ? `${year}-${quarter}` : year
        expect(e.description, e.id).toContain(` filing page](/filing/${period}/)`)
      }
    }
  })

  it('states the closing date of annual periods as in the guards', () => {
    expect(closed.length).toBeGreaterThanOrEqual(5)
    for (const e of closed) {
      const year = e.id.slice(0, 4)
      const [, , end] = guardDates(year, 'annual')
      expect(e.date, e.id).toBe(end)
      expect(e.description, e.id).toContain(isoToLongDate(end))
    }
    const annual = CHANGE_LOG.filter((e) => /^\d{4}-opened$/.test(e.id))
    for (const e of annual) {
      const [, , end] = guardDates(e.id.slice(0, 4), 'annual')
      expect(e.description, e.id).toContain(isoToLongDate(end))
    }
  })

  it('lists the data publication years of the configuration', () => {
    const years = prod.dataPublicationYears
    const span = (list: string[]) => `${list.at(-1)} to ${list[0]}`
    const text = (id: string) => CHANGE_LOG.find((e) => e.id === id)?.description ?? ''
    expect(text('modified-lar-years-2017-2025')).toContain(span(years.mlar))
    expect(text('reports-years-2017-2025')).toContain(span(years.aggregate))
    expect(span(years.disclosure)).toBe(span(years.aggregate))
    const national = text('national-datasets-years-2017-2025')
    expect(national).toContain(`**Snapshot** datasets: ${span(years.snapshot)}`)
    expect(span(years.dynamic)).toBe(span(years.snapshot))
    expect(national).toContain(`**One-Year** dataset: ${span(years.oneYear)}`)
    expect(national).toContain(`**Three-Year** dataset: ${span(years.threeYear)}`)
    expect(national).toContain(`covers ${span(prod.dataBrowserYears)}`)
  })
})
