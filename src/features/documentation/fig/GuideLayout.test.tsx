import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { vi } from 'vitest'
import { GuideLayout } from './GuideLayout'

// The documentation's manifest is a build-time module (scripts/vite/docs.mjs) that the unit
// tests do not compile; the frame needs only the address of the documentation home.
vi.mock('../docsData', () => ({ DOCS_HOME: '/documentation/' }))

function Where() {
  const { pathname, hash } = useLocation()
  return <output data-testid="where">{`${pathname}${hash}`}</output>
}

const intro = [
  { anchor: 'about', title: 'About this guide', paragraphs: ['First words.', 'Second words.'] },
  {
    anchor: 'more',
    title: 'More',
    paragraphs: ['See the tools.'],
    link: { text: 'Tools', url: '/tools' },
  },
]

function renderGuide(url = '/documentation/fig/2024/overview') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <GuideLayout
        title="Guide 2024"
        description="The guide for 2024."
        crumb="2024"
        crumbUrl="/documentation/fig/2024/overview"
        years={{
          year: 2024,
          years: [2023, 2024, 2025],
          url: (y) => `/documentation/fig/${y}/overview`,
          label: 'Guide year',
          text: 'Guide for another year:',
        }}
        intro={intro}
        contents={[...intro, { anchor: 'tables', title: 'Tables', paragraphs: [] }]}
      >
        <section aria-labelledby="tables">
          <h2 id="tables">Tables</h2>
        </section>
      </GuideLayout>
      <Where />
    </MemoryRouter>,
  )
}

afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView')
})

describe('GuideLayout', () => {
  it('gives the page its title, trail, heading and year links', async () => {
    renderGuide()
    await act(async () => {})
    expect(document.title).toBe('Guide 2024 | HMDA')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Guide 2024')
    const trail = screen.getByRole('navigation', { name: 'Breadcrumbs' })
    expect(within(trail).getByRole('link', { name: 'Documentation' })).toHaveAttribute(
      'href',
      '/documentation/',
    )
    expect(within(trail).getByRole('link', { name: 'Filing Instructions Guide' })).toHaveAttribute(
      'href',
      '/documentation/fig/2024/overview',
    )
    expect(trail).toHaveTextContent(/2024$/)
    const years = screen.getByRole('navigation', { name: 'Guide year' })
    expect(
      within(years)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['2025', '2024', '2023'])
    expect(within(years).getByRole('link', { name: '2024' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  it('lists every section in the contents and shows the intro before the rest', () => {
    renderGuide()
    const toc = screen.getByRole('navigation', { name: 'On this page' })
    expect(
      within(toc)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['#about', '#more', '#tables'])
    const about = screen.getByRole('region', { name: 'About this guide' })
    expect(about).toHaveTextContent('First words.Second words.')
    expect(
      within(screen.getByRole('region', { name: 'More' })).getByRole('link', { name: 'Tools' }),
    ).toHaveAttribute('href', '/tools')
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(headings.slice(-3)).toEqual(['About this guide', 'More', 'Tables'])
  })

  it('scrolls to the fragment, and follows in-page anchors without a reload', async () => {
    const scrolled: string[] = []
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id)
    }
    renderGuide('/documentation/fig/2024/overview#more')
    expect(scrolled).toContain('more')
    const toc = screen.getByRole('navigation', { name: 'On this page' })
    await userEvent.setup().click(within(toc).getByRole('link', { name: 'About this guide' }))
    expect(screen.getByTestId('where')).toHaveTextContent('/documentation/fig/2024/overview#about')
  })
})
