import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfigContext } from '@/config/configContext'
import { buildConfig } from '@/config/loadConfig'
import { queryWrapper } from '@/lib/testing/queryWrapper'
import { InstitutionScreen } from './InstitutionScreen'

const CONFIG = buildConfig('prod', {}, new Date('2026-11-21T15:00:00Z'))

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('InstitutionScreen search', () => {
  it('is a USWDS field whose message marks the LEI box invalid and describes it', async () => {
    // The type-ahead's filers list: one filer.
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          Response.json({ institutions: [{ lei: 'HMDATESTBANK00000137', name: 'Test Bank' }] }),
        ),
      ),
    )
    const user = userEvent.setup()
    render(
      <MemoryRouter>
        <ConfigContext value={CONFIG}>
          <InstitutionScreen route={{ screen: 'search' }} />
        </ConfigContext>
      </MemoryRouter>,
      queryWrapper(),
    )
    const box = screen.getByRole('textbox', { name: 'LEI' })
    expect(box).toHaveClass('usa-input')
    expect(box.closest('.usa-form-group')).not.toBeNull()
    expect(box).not.toHaveAttribute('aria-invalid')
    const hint =
      '20 letters and digits; spaces and other characters are removed. Part of an LEI or of a name shows matching filers.'
    expect(box).toHaveAccessibleDescription(hint)

    await user.type(box, 'hmda test')
    expect(box).toHaveValue('HMDATEST')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(screen.getByText('An LEI has 20 letters and digits; 8 typed so far.')).toHaveAttribute(
      'role',
      'status',
    )
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(box).toHaveAccessibleDescription(
      `${hint} An LEI has 20 letters and digits; 8 typed so far.`,
    )
  })
})
