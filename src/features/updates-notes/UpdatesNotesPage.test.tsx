import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, useLocation, useNavigate, useNavigationType } from 'react-router-dom'
import { CHANGE_LOG } from './changeLog'
import { UpdatesNotesPage } from './UpdatesNotesPage'

const TOTAL = CHANGE_LOG.length

/** Shows the router's location and offers the history buttons a browser would have. */
function Probe() {
  const location = useLocation()
  const navigationType = useNavigationType()
  const navigate = useNavigate()
  return (
    <div>
      <output data-testid="pathname">{location.pathname}</output>
      <output data-testid="search">{location.search}</output>
      <output data-testid="hash">{location.hash}</output>
      <output data-testid="navigation">{navigationType}</output>
      <button type="button" onClick={() => navigate(-1)}>
        history back
      </button>
      <button type="button" onClick={() => navigate(1)}>
        history forward
      </button>
    </div>
  )
}

function renderPage(url = '/updates-notes') {
  const user = userEvent.setup()
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <UpdatesNotesPage />
      <Probe />
    </MemoryRouter>,
  )
  return { user, ...view }
}

const search = () => screen.getByTestId('search').textContent
const count = () => screen.getByText(/^Showing \d+ out of \d+ entries$/).textContent
const pill = (group: 'Type' | 'Product', name: string) =>
  within(screen.getByRole('group', { name: group })).getByRole('button', { name })
const entries = () => screen.queryAllByRole('article')
const keywordBox = () => screen.getByRole('searchbox', { name: 'Search descriptions' })

/** jsdom has no scrollIntoView: records the ids of the elements scrolled to. */
function scrollSpy(): string[] {
  const scrolled: string[] = []
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this.id)
  }
  return scrolled
}

afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView')
})

describe('UpdatesNotesPage', () => {
  it('sets the title and description', async () => {
    renderPage()
    await act(async () => {})
    expect(document.title).toBe('Updates and Notes | HMDA')
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Updates and Notes: /,
    )
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Updates and Notes')
  })

  it('lists every entry, newest first, with formatted dates and permalinks', () => {
    renderPage()
    expect(count()).toBe(`Showing ${TOTAL} out of ${TOTAL} entries`)
    const articles = entries()
    expect(articles).toHaveLength(TOTAL)
    const dates = articles.map((a) => a.querySelector('time')?.getAttribute('dateTime') ?? '')
    expect(dates).toEqual([...dates].sort().reverse())
    const first = articles[0] as HTMLElement
    expect(first.querySelector('time')).toHaveTextContent(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
    const link = within(first).getByRole('link', { name: 'Link to this entry' })
    expect(link).toHaveAttribute('href', `#${first.id}`)
    expect(CHANGE_LOG.map((e) => e.id)).toContain(first.id)
  })

  it('shows the date of the 2024 filing deadline entry as written', () => {
    renderPage()
    const article = document.getElementById('2024-opened') as HTMLElement
    expect(within(article).getByRole('heading')).toHaveTextContent('January 1, 2025')
    expect(article).toHaveTextContent('timely deadline is Monday, March 3, 2025')
  })

  it('toggles type and product pills and keeps them in the address', async () => {
    const { user } = renderPage()
    await user.click(pill('Type', 'Update'))
    expect(pill('Type', 'Update')).toHaveAttribute('aria-pressed', 'true')
    expect(search()).toBe('?type=update')
    expect(screen.getByTestId('navigation')).toHaveTextContent('PUSH')
    const updates = CHANGE_LOG.filter((e) => e.type === 'update').length
    expect(count()).toBe(`Showing ${updates} out of ${TOTAL} entries`)

    await user.click(pill('Type', 'Release'))
    expect(search()).toBe('?type=release,update')
    await user.click(pill('Product', 'HMDA Tools'))
    expect(search()).toBe('?type=release,update&product=tools')
    const expected = CHANGE_LOG.filter(
      (e) => ['release', 'update'].includes(e.type) && e.product === 'HMDA Tools',
    )
    expect(entries().map((a) => a.id)).toEqual(expected.map((e) => e.id))

    await user.click(pill('Type', 'Update'))
    await user.click(pill('Type', 'Release'))
    expect(pill('Type', 'Release')).toHaveAttribute('aria-pressed', 'false')
    expect(search()).toBe('?product=tools')
  })

  it('restores the filters from the address, ignoring unknown values', () => {
    renderPage(
      '/updates-notes?type=announcement,nonsense&product=HMDA%20Filing,Nope&keywords=Login.gov',
    )
    expect(pill('Type', 'Announcement')).toHaveAttribute('aria-pressed', 'true')
    expect(pill('Type', 'Release')).toHaveAttribute('aria-pressed', 'false')
    expect(pill('Product', 'HMDA Filing')).toHaveAttribute('aria-pressed', 'true')
    expect(keywordBox()).toHaveValue('Login.gov')
    expect(entries().map((a) => a.id)).toEqual(['login-gov-required'])
    expect(count()).toBe(`Showing 1 out of ${TOTAL} entries`)
    const notice = document.querySelector('.un-unknown') as HTMLElement
    expect(notice).toHaveTextContent('“nonsense”')
    expect(notice).toHaveTextContent('“Nope”')
  })

  it('says nothing about the address when every value is known', () => {
    renderPage('/updates-notes?type=update&product=reports')
    expect(pill('Product', 'Reports')).toHaveAttribute('aria-pressed', 'true')
    expect(document.querySelector('.un-unknown')).toBeNull()
  })

  it('searches descriptions by all keywords, highlights them and replaces the history entry', async () => {
    const { user } = renderPage('/updates-notes?type=announcement')
    await user.type(keywordBox(), 'Check DIGITS')
    expect(search()).toBe('?type=announcement&keywords=Check%20DIGITS')
    expect(screen.getByTestId('navigation')).toHaveTextContent('REPLACE')
    expect(entries().map((a) => a.id)).toEqual(['uli-check-digits'])
    const marks = [...(entries()[0] as HTMLElement).querySelectorAll('mark')].map((m) =>
      m.textContent?.toLowerCase(),
    )
    expect(marks).toContain('check')
    expect(marks).toContain('digits')
    expect(keywordBox()).toHaveValue('Check DIGITS')
  })

  it('says so when nothing matches, and resets every filter', async () => {
    const { user } = renderPage('/updates-notes?product=Reports&type=correction')
    expect(count()).toBe(`Showing 0 out of ${TOTAL} entries`)
    expect(screen.getByText(/No entries match the current filters/)).toBeInTheDocument()
    expect(entries()).toHaveLength(0)
    await user.type(keywordBox(), 'zzz')
    await user.click(screen.getByRole('button', { name: 'Reset filters' }))
    expect(search()).toBe('')
    expect(keywordBox()).toHaveValue('')
    expect(pill('Type', 'Correction')).toHaveAttribute('aria-pressed', 'false')
    expect(count()).toBe(`Showing ${TOTAL} out of ${TOTAL} entries`)
    expect(screen.queryByText(/No entries match/)).not.toBeInTheDocument()
  })

  it('follows the history back and forward, keyword box included', async () => {
    const { user } = renderPage()
    await user.click(pill('Product', 'Documentation'))
    await user.type(keywordBox(), 'FICO')
    expect(search()).toBe('?product=documentation&keywords=FICO')
    await user.click(pill('Type', 'Update'))
    expect(search()).toBe('?type=update&product=documentation&keywords=FICO')

    await user.click(screen.getByRole('button', { name: 'history back' }))
    expect(search()).toBe('?product=documentation&keywords=FICO')
    expect(pill('Type', 'Update')).toHaveAttribute('aria-pressed', 'false')
    expect(keywordBox()).toHaveValue('FICO')

    await user.click(screen.getByRole('button', { name: 'history back' }))
    expect(search()).toBe('')
    expect(keywordBox()).toHaveValue('')
    expect(pill('Product', 'Documentation')).toHaveAttribute('aria-pressed', 'false')

    await user.click(screen.getByRole('button', { name: 'history forward' }))
    expect(keywordBox()).toHaveValue('FICO')
    expect(pill('Product', 'Documentation')).toHaveAttribute('aria-pressed', 'true')
  })

  it('collapses long entries behind Read more', async () => {
    const { user } = renderPage()
    const article = document.getElementById('edits-2020-quality-checks') as HTMLElement
    const toggle = within(article).getByRole('button', { name: 'Read more' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const text = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    expect(text).toHaveTextContent('…')
    expect(article).not.toHaveTextContent('V717')

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(toggle).toHaveTextContent('Show less')
    expect(article).toHaveTextContent('V717')
    await user.click(toggle)
    expect(toggle).toHaveTextContent('Read more')
    expect(article).not.toHaveTextContent('V717')

    const short = document.getElementById('login-gov-required') as HTMLElement
    expect(within(short).queryByRole('button')).not.toBeInTheDocument()
  })

  it('opens a long entry by itself when a keyword would be hidden', () => {
    renderPage('/updates-notes?keywords=V717')
    const article = entries()[0] as HTMLElement
    expect(article.id).toBe('edits-2020-quality-checks')
    expect(within(article).getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    expect(article.querySelector('mark')).toHaveTextContent('V717')
  })

  it('renders in-site links of descriptions through the router', async () => {
    const { user } = renderPage('/updates-notes?keywords=Login.gov')
    const link = screen.getByRole('link', { name: 'filing page' })
    expect(link).toHaveAttribute('href', '/filing')
    expect(screen.getByRole('link', { name: 'Login.gov' })).toHaveAttribute(
      'href',
      'https://www.login.gov/',
    )
    await user.click(link)
    expect(screen.getByTestId('pathname')).toHaveTextContent(/^\/filing$/)
  })

  it('offers to show an entry that the address links to but the filters hide', async () => {
    const scrolled = scrollSpy()
    const { user } = renderPage('/updates-notes?type=release#login-gov-required')
    expect(screen.getByText(/hidden by the current filters/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Show all entries' }))
    expect(search()).toBe('')
    expect(screen.getByTestId('hash')).toHaveTextContent('#login-gov-required')
    expect(document.activeElement?.id).toBe('login-gov-required')
    expect(scrolled).toContain('login-gov-required')
    expect(screen.queryByText(/hidden by the current filters/)).not.toBeInTheDocument()
  })

  it('scrolls to the entry named by the fragment when it opens', () => {
    const scrolled = scrollSpy()
    renderPage('/updates-notes#hmda-rule-2015')
    expect(scrolled).toEqual(['hmda-rule-2015'])
  })

  it('takes the deadline anchors of earlier versions of the page to the period’s entry', () => {
    const scrolled = scrollSpy()
    renderPage('/updates-notes#2024-deadline')
    expect(scrolled).toEqual(['2024-opened'])
    expect(document.getElementById('2024-opened')).toHaveClass('un-entry__article--target')
  })
})
