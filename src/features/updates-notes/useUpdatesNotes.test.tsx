import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom'
import { CHANGE_LOG } from './changeLog'
import { useUpdatesNotes } from './useUpdatesNotes'

/** The hook with the router's location and navigate beside it (for history moves). */
function setup(url = '/updates-notes') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  )
  return renderHook(
    () => ({ model: useUpdatesNotes(), location: useLocation(), navigate: useNavigate() }),
    { wrapper },
  )
}

const withOpened = CHANGE_LOG.find((e) => /^\d{4}-opened$/.test(e.id))

afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView')
})

describe('useUpdatesNotes', () => {
  it('starts with every entry, newest first, and no filters', () => {
    const { result } = setup()
    const { model } = result.current
    expect(model.total).toBe(CHANGE_LOG.length)
    expect(model.results).toHaveLength(CHANGE_LOG.length)
    const dates = model.results.map((e) => e.date)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(model.unknown).toEqual({ types: [], products: [] })
    expect(model.keywordText).toBe('')
  })

  it('puts toggled types and products in the address as new history entries', () => {
    const { result } = setup()
    act(() => result.current.model.toggleType('release'))
    expect(result.current.location.search).toBe('?type=release')
    expect(result.current.model.filters.types).toEqual(['release'])
    expect(result.current.model.results.every((e) => e.type === 'release')).toBe(true)
    act(() => result.current.model.toggleType('release'))
    expect(result.current.location.search).toBe('')
  })

  it('keeps every filter chosen before the page re-renders (navigations render late)', () => {
    const { result } = setup()
    // Two clicks and a key handled by the same render, as when the router's transition has not
    // yet rendered the first: each builds on the address the one before it made.
    const { model } = result.current
    act(() => {
      model.toggleType('announcement')
      model.toggleProduct('HMDA Filing')
      model.setKeywords('Login.gov')
    })
    expect(result.current.location.search).toBe(
      '?type=announcement&product=filing&keywords=Login.gov',
    )
  })

  it('keeps the typed keywords, replacing the history entry, and resets everything', () => {
    const { result } = setup('/updates-notes?type=release')
    act(() => result.current.model.setKeywords('Data'))
    expect(result.current.model.keywordText).toBe('Data')
    expect(result.current.model.words).toEqual(['data'])
    expect(new URLSearchParams(result.current.location.search).get('keywords')).toBe('Data')
    act(() => result.current.model.reset())
    expect(result.current.model.keywordText).toBe('')
    expect(result.current.location.search).toBe('')
    expect(result.current.model.results).toHaveLength(CHANGE_LOG.length)
  })

  it('takes the keywords of the address again when the history moves back', () => {
    const { result } = setup('/updates-notes?keywords=data')
    act(() => result.current.navigate('/updates-notes'))
    expect(result.current.model.keywordText).toBe('data')
    act(() => result.current.navigate(-1))
    expect(result.current.model.keywordText).toBe('data')
    act(() => result.current.model.setKeywords('filing'))
    act(() => result.current.navigate('/updates-notes?keywords=x'))
    act(() => result.current.navigate(-1))
    expect(result.current.model.keywordText).toBe('filing')
  })

  it('names the unknown filter values of the address', () => {
    const { result } = setup('/updates-notes?type=nope&product=hmm')
    expect(result.current.model.unknown).toEqual({ types: ['nope'], products: ['hmm'] })
  })

  it('knows when the linked entry is hidden, and shows it again with focus', () => {
    const entry = CHANGE_LOG[0]
    if (!entry) throw new Error('empty change log')
    const other = entry.type === 'release' ? 'correction' : 'release'
    const { result } = setup(`/updates-notes?type=${other}#${entry.id}`)
    expect(result.current.model.target).toBe(entry.id)
    expect(result.current.model.targetHidden).toBe(true)
    const element = document.createElement('article')
    element.id = entry.id
    element.tabIndex = -1
    document.body.append(element)
    const scrolled: string[] = []
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id)
    }
    act(() => result.current.model.showAll())
    expect(result.current.location.search).toBe('')
    expect(result.current.model.targetHidden).toBe(false)
    expect(document.activeElement).toBe(element)
    expect(scrolled).toContain(entry.id)
    element.remove()
  })

  it('takes a deadline anchor of the earlier page to the period’s entry', () => {
    if (!withOpened) throw new Error('no “opened” entry in the change log')
    const period = withOpened.id.replace(/-opened$/, '')
    const { result } = setup(`/updates-notes#${period}-deadline`)
    expect(result.current.model.target).toBe(withOpened.id)
  })
})
