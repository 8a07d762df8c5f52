import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Pager } from './Pager'

function Paged({ last, start = 1 }: { last: number; start?: number }) {
  const [page, setPage] = useState(start)
  return <Pager page={page} last={last} onPage={setPage} label="Pages of rows" />
}

const shown = () =>
  within(screen.getByRole('navigation', { name: 'Pages of rows' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent)

describe('Pager', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(<Pager page={1} last={1} onPage={vi.fn()} label="Pages" />)
    expect(container).toBeEmptyDOMElement()
  })

  it('is a USWDS pagination naming the current page', () => {
    render(<Paged last={3} start={2} />)
    const nav = screen.getByRole('navigation', { name: 'Pages of rows' })
    expect(nav).toHaveClass('usa-pagination')
    expect(shown()).toEqual(['‹ Previous', '1', '2', '3', 'Next ›'])
    const current = within(nav).getByRole('button', { name: 'Page 2' })
    expect(current).toHaveAttribute('aria-current', 'page')
    expect(current).toHaveClass('usa-pagination__button', 'usa-current')
    expect(within(nav).getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current')
  })

  it('goes to the next, previous and a chosen page; no previous on the first, no next on the last', async () => {
    const user = userEvent.setup()
    render(<Paged last={12} />)
    expect(screen.queryByRole('button', { name: 'Previous page' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    await user.click(screen.getByRole('button', { name: 'Page 12' }))
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument()
    expect(shown()).toEqual(['‹ Previous', '1', '8', '9', '10', '11', '12'])
    await user.click(screen.getByRole('button', { name: 'Previous page' }))
    expect(screen.getByRole('button', { name: 'Page 11' })).toHaveAttribute('aria-current', 'page')
  })

  it('keeps keyboard focus in the pager when the button pressed goes away', async () => {
    const user = userEvent.setup()
    render(<Paged last={3} start={2} />)
    screen.getByRole('button', { name: 'Next page' }).focus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveFocus()
    screen.getByRole('button', { name: 'Page 2' }).focus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveFocus()
    screen.getByRole('button', { name: 'Previous page' }).focus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveFocus()
  })
})
