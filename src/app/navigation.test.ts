import { describe, expect, it } from 'vitest'
import {
  isCurrentItem,
  isCurrentPage,
  filingHref,
  mainNavigation,
  shortNavigation,
  type NavItem,
} from './navigation'

const byName = (items: NavItem[], name: string): NavItem => {
  const item = items.find((i) => i.name === name)
  if (!item) throw new Error(`no item ${name}`)
  return item
}

const hrefs = (item: NavItem) => (item.submenu ?? []).map((i) => i.href)

describe('mainNavigation', () => {
  const nav = mainNavigation('2026')

  it('has the six top-level items in order', () => {
    expect(nav.map((i) => i.name)).toEqual([
      'Home',
      'Filing',
      'Data Browser',
      'Data Publication',
      'Tools',
      'Documentation',
    ])
  })

  it('links the top-level items', () => {
    expect(nav.map((i) => i.href)).toEqual([
      '/',
      '/filing',
      '/data-browser/',
      '/data-publication/',
      '/tools/',
      '/documentation/',
    ])
  })

  it('gives Home and Filing no submenu', () => {
    expect(byName(nav, 'Home').submenu).toBeUndefined()
    expect(byName(nav, 'Filing').submenu).toBeUndefined()
  })

  it('lists the Data Browser submenu', () => {
    expect(hrefs(byName(nav, 'Data Browser'))).toEqual([
      '/data-browser/',
      '/data-browser/data/',
      '/data-browser/maps/',
      '/data-browser/graphs/quarterly/',
    ])
  })

  it('lists the Tools submenu', () => {
    expect(hrefs(byName(nav, 'Tools'))).toEqual([
      '/tools/',
      '/tools/rate-spread',
      '/tools/lar-formatting',
      '/tools/online-lar-formatting',
      '/tools/file-format-verification',
      '/tools/check-digit',
    ])
  })

  it('lists the Data Publication submenu under its groups', () => {
    const submenu = byName(nav, 'Data Publication').submenu ?? []
    expect(submenu[0]).toEqual({ name: 'Overview', href: '/data-publication/' })
    expect(submenu.every((i) => i.href.startsWith('/data-publication/'))).toBe(true)
    expect([...new Set(submenu.slice(1).map((i) => i.group))]).toEqual([
      'Dynamic datasets',
      'Static datasets',
      'Reports',
    ])
  })

  describe('Documentation submenu', () => {
    const submenu = byName(nav, 'Documentation').submenu ?? []

    it('starts with the Filing Instructions Guide of the year given, as a reload link', () => {
      const fig = submenu[0]
      expect(fig?.href).toBe('/documentation/fig/2026/overview')
      expect(fig?.name).toContain('2026')
      expect(fig?.name).toMatch(/Filing Instructions Guide/)
      expect(fig?.reload).toBe(true)
    })

    it('follows the year given', () => {
      const fig = (byName(mainNavigation('2024'), 'Documentation').submenu ?? [])[0]
      expect(fig?.href).toBe('/documentation/fig/2024/overview')
      expect(fig?.name).toContain('2024')
      expect(fig?.name).not.toContain('2026')
    })

    it('links FAQs, Publications, Tools and Developer APIs as reload links', () => {
      expect(submenu.map((i) => [i.name, i.href, i.reload === true])).toEqual([
        [expect.stringContaining('2026'), '/documentation/fig/2026/overview', true],
        ['FAQs', '/documentation/', true],
        ['Publications', '/documentation/category/publications', true],
        ['Tools', '/documentation/category/tools', true],
        ['Developer APIs', '/documentation/category/developer-apis', true],
        ['Updates', '/updates-notes', false],
      ])
    })

    it('links Updates inside the app (no reload)', () => {
      const updates = byName(submenu, 'Updates')
      expect(updates.href).toBe('/updates-notes')
      expect(updates.reload).toBeFalsy()
    })
  })

  it('has no reload links outside the Documentation submenu', () => {
    const all = nav.flatMap((i) => [i, ...(i.name === 'Documentation' ? [] : (i.submenu ?? []))])
    expect(all.filter((i) => i.reload)).toEqual([])
  })
})

describe('shortNavigation', () => {
  it('has only Home and Filing, as reload links', () => {
    const nav = shortNavigation()
    expect(nav.map((i) => [i.name, i.href])).toEqual([
      ['Home', '/'],
      ['Filing', '/filing'],
    ])
    expect(nav.every((i) => i.reload)).toBe(true)
    expect(nav.every((i) => !i.submenu)).toBe(true)
  })
})

describe('isCurrentItem', () => {
  const nav = mainNavigation('2026')
  const item = (name: string) => byName(nav, name)

  it('marks Home current only on "/" exactly', () => {
    expect(isCurrentItem(item('Home'), '/')).toBe(true)
    for (const path of ['/filing', '/tools/', '/data-browser/maps/', '']) {
      expect(isCurrentItem(item('Home'), path)).toBe(false)
    }
  })

  it.each([
    ['Filing', '/filing'],
    ['Filing', '/filing/'],
    ['Filing', '/filing/2024/'],
    ['Filing', '/filing/2024-Q1/institutions'],
    ['Data Browser', '/data-browser'],
    ['Data Browser', '/data-browser/'],
    ['Data Browser', '/data-browser/maps/state'],
    ['Data Publication', '/data-publication/modified-lar/'],
    ['Tools', '/tools'],
    ['Tools', '/tools/'],
    ['Tools', '/tools/rate-spread'],
    ['Documentation', '/documentation/'],
    ['Documentation', '/documentation/fig/2026/overview'],
    ['Documentation', '/updates-notes'],
    ['Documentation', '/updates-notes/'],
  ])('%s is current on %s', (name, path) => {
    expect(isCurrentItem(item(name), path)).toBe(true)
  })

  it.each([
    ['Tools', '/toolsx'],
    ['Tools', '/'],
    ['Filing', '/filingx'],
    ['Filing', '/tools/filing'],
    ['Data Browser', '/data-browserx'],
    ['Documentation', '/updates-notesx'],
    ['Documentation', '/docs'],
    ['Data Publication', '/data-browser/'],
  ])('%s is not current on %s', (name, path) => {
    expect(isCurrentItem(item(name), path)).toBe(false)
  })

  it('marks exactly one item current on a section page', () => {
    for (const path of ['/', '/filing/2024/', '/tools/check-digit', '/updates-notes']) {
      expect(nav.filter((i) => isCurrentItem(i, path))).toHaveLength(1)
    }
  })

  it('uses the href when an item has no sections', () => {
    const plain: NavItem = { name: 'Plain', href: '/plain' }
    expect(isCurrentItem(plain, '/plain')).toBe(true)
    expect(isCurrentItem(plain, '/plain/child')).toBe(true)
    expect(isCurrentItem(plain, '/plainer')).toBe(false)
  })

  it('treats the short menu the same way', () => {
    const [home, filing] = shortNavigation()
    expect(home && isCurrentItem(home, '/filing/2024/')).toBe(false)
    expect(filing && isCurrentItem(filing, '/filing/2024/')).toBe(true)
  })
})

describe('isCurrentPage', () => {
  it('matches the item’s own page only, a trailing slash aside', () => {
    const overview = { name: 'Overview', href: '/tools/' }
    expect(isCurrentPage(overview, '/tools/')).toBe(true)
    expect(isCurrentPage(overview, '/tools')).toBe(true)
    expect(isCurrentPage(overview, '/tools/check-digit')).toBe(false)
    expect(isCurrentPage({ name: 'Home', href: '/' }, '/')).toBe(true)
    expect(isCurrentPage({ name: 'Home', href: '/' }, '/tools/')).toBe(false)
  })

  it('marks a submenu item on the pages under its link, but not an Overview', () => {
    const parent = { name: 'Data Publication', href: '/data-publication/' }
    const mlar = { name: 'Modified LAR', href: '/data-publication/modified-lar/' }
    const overview = { name: 'Overview', href: '/data-publication/' }
    expect(isCurrentPage(mlar, '/data-publication/modified-lar/2024', parent)).toBe(true)
    expect(isCurrentPage(mlar, '/data-publication/modified-lar-x', parent)).toBe(false)
    expect(isCurrentPage(mlar, '/data-publication/modified-lar/2024')).toBe(false)
    expect(isCurrentPage(overview, '/data-publication/modified-lar/2024', parent)).toBe(false)
    expect(isCurrentPage(overview, '/data-publication', parent)).toBe(true)
  })
})

describe('filingHref (the Filing item)', () => {
  const known = (p: string) => ['2023', '2025', '2026-Q3'].includes(p)
  it('leads to the filing landing when signed out', () => {
    expect(filingHref('/filing/2023/institutions', false, '2025', known)).toBe('/filing')
    expect(mainNavigation('2026')[1]?.href).toBe('/filing')
    expect(shortNavigation()[1]).toMatchObject({ href: '/filing', reload: true })
  })

  it("signed in, leads to the lender's institutions for the period shown, else the default", () => {
    expect(filingHref('/filing/2023/HMDATESTBANK00000137/upload', true, '2025', known)).toBe(
      '/filing/2023/institutions',
    )
    expect(filingHref('/filing/2026-q3/', true, '2025', known)).toBe('/filing/2026-Q3/institutions')
    expect(filingHref('/filing/2019/institutions', true, '2025', known)).toBe(
      '/filing/2025/institutions',
    )
    expect(filingHref('/tools/', true, '2025', known)).toBe('/filing/2025/institutions')
    const href = '/filing/2025/institutions'
    expect(mainNavigation('2026', href)[1]?.href).toBe(href)
    // Inside the app: a reload would lose the session's tokens, which live in memory.
    expect(shortNavigation(href)[1]).toMatchObject({ href, reload: false })
  })
})
