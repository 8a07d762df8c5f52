import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CopyLink } from './CopyLink'

afterEach(() => vi.restoreAllMocks())

describe('CopyLink', () => {
  it('copies the address and says so', async () => {
    const user = userEvent.setup()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    render(<CopyLink />)
    await user.click(screen.getByRole('button', { name: 'Copy link to this view' }))
    expect(writeText).toHaveBeenCalledWith(window.location.href)
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied')
  })

  it('when copying fails, shows the address to copy by hand', async () => {
    const user = userEvent.setup()
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'))
    render(<CopyLink />)
    await user.click(screen.getByRole('button', { name: 'Copy link to this view' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Could not copy. The link is: ${window.location.href}`,
    )
  })
})
