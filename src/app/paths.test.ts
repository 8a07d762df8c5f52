import { describe, expect, it } from 'vitest'
import { isFilingHomePath, isHelpPath, isMapsPath, isShortMenuPath, pageKey } from './paths'

describe('isFilingHomePath', () => {
  it.each([
    '/filing',
    '/filing/',
    '/filing/2024',
    '/filing/2024/',
    '/filing/2024-Q1',
    '/filing/2024-Q2',
    '/filing/2024-Q3/',
    '/filing/2024-q1',
  ])('%s is a filing home path', (path) => {
    expect(isFilingHomePath(path)).toBe(true)
  })

  it.each([
    '/filing/2024-Q4',
    '/filing/2024/institutions',
    '/filing/2024-Q1/institutions',
    '/filing/24',
    '/filing/20245',
    '/filingx',
    '/filings/2024',
    '/data-browser/filing',
    '/',
    '',
  ])('%j is not a filing home path', (path) => {
    expect(isFilingHomePath(path)).toBe(false)
  })
})

describe('isMapsPath', () => {
  it.each([
    '/maps',
    '/maps/',
    '/maps/state',
    '/data-browser/maps',
    '/data-browser/maps/',
    '/data-browser/maps/state',
  ])('%s is a map page', (path) => {
    expect(isMapsPath(path)).toBe(true)
  })

  it.each([
    '/2024/maps',
    '/2024/maps/',
    '/data-browser/data',
    '/data-browser/',
    '/',
    '',
    '/mapsx',
    '/data-browser/mapsx',
    '/a/b/maps',
  ])('%j is not a map page', (path) => {
    expect(isMapsPath(path)).toBe(false)
  })
})

describe('isHelpPath', () => {
  it.each(['/hmda-help', '/hmda-help/', '/hmda-help/institutions', '/hmda-help/publications/2024'])(
    '%s is a help path',
    (path) => {
      expect(isHelpPath(path)).toBe(true)
    },
  )

  it.each([
    '/',
    '/hmda-helpx',
    '/hmda-help-desk',
    '/filing/hmda-help',
    '/documentation/hmda-help',
    '',
  ])('%j is not a help path', (path) => {
    expect(isHelpPath(path)).toBe(false)
  })
})

describe('isShortMenuPath', () => {
  it.each([
    '/filing',
    '/filing/',
    '/filing/2024',
    '/filing/2024-Q1/',
    '/filing/2024/institutions',
    '/filing/2024/bank0/upload',
  ])('%s uses the short menu', (path) => {
    expect(isShortMenuPath(path)).toBe(true)
  })

  it.each(['/', '/filingx', '/data-browser/', '/documentation/filing', '/tools/', ''])(
    '%j uses the full menu',
    (path) => {
      expect(isShortMenuPath(path)).toBe(false)
    },
  )
})

describe('pageKey', () => {
  it('ignores a trailing slash', () => {
    expect(pageKey('/tools/')).toBe(pageKey('/tools'))
    expect(pageKey('/data-publication/modified-lar/')).toBe('/data-publication/modified-lar')
    expect(pageKey('/')).toBe('/')
  })

  it('makes the filing landing one page across its periods', () => {
    const key = pageKey('/filing/2026-Q3/')
    for (const path of [
      '/filing',
      '/filing/',
      '/filing/2026',
      '/filing/2026-Q1/',
      '/filing/2026-q2',
    ])
      expect(pageKey(path)).toBe(key)
  })

  it('tells other pages apart', () => {
    expect(pageKey('/filing/2026/institutions')).not.toBe(pageKey('/filing/2026'))
    expect(pageKey('/tools/check-digit')).not.toBe(pageKey('/tools/'))
    expect(pageKey('/tools/')).not.toBe(pageKey('/'))
  })
})
