import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import type { ChangeLogEntry } from './changeLog'
import { EntryItem } from './EntryItem'

const entry = (description: string): ChangeLogEntry => ({
  id: '2025-test',
  date: '2025-03-01',
  type: 'release',
  product: 'HMDA Tools',
  description,
})
const LONG = `${'Intro words here. '.repeat(20)}The hidden keyword zebra ends it.`

function renderEntry(item: ChangeLogEntry, words: string[] = [], targeted = false) {
  return render(
    <MemoryRouter>
      <ol>
        <EntryItem entry={item} words={words} targeted={targeted} />
      </ol>
    </MemoryRouter>,
  )
}

describe('EntryItem', () => {
  it('shows the date, type, product, text and a permalink described by them', () => {
    renderEntry(entry('Short news.'), [], true)
    const article = screen.getByRole('article', { name: 'March 1, 2025' })
    expect(article).toHaveAttribute('id', '2025-test')
    expect(article).toHaveClass('un-entry__article--target')
    expect(article).toHaveTextContent('Release')
    expect(article).toHaveTextContent('HMDA Tools')
    expect(article).toHaveTextContent('Short news.')
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    const link = screen.getByRole('link', { name: 'Link to this entry' })
    expect(link).toHaveAttribute('href', '#2025-test')
    expect(link).toHaveAccessibleDescription('March 1, 2025 Release HMDA Tools')
  })

  it('collapses a long entry behind Read more, and opens it', async () => {
    const user = userEvent.setup()
    renderEntry(entry(LONG))
    const toggle = screen.getByRole('button', { name: 'Read more' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByRole('article')).not.toHaveTextContent('zebra')
    await user.click(toggle)
    expect(toggle).toHaveTextContent('Show less')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('article')).toHaveTextContent('zebra')
  })

  it('opens by itself when a keyword would be hidden, and highlights it', () => {
    renderEntry(entry(LONG), ['zebra'])
    expect(screen.getByRole('button', { name: 'Show less' })).toBeInTheDocument()
    expect(screen.getByText('zebra', { selector: 'mark' })).toBeInTheDocument()
  })
})
