import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { YearPicker } from './YearPicker'

const YEARS = ['2024', '2023', '2022']

describe('YearPicker', () => {
  it('is a labelled USWDS select whose choice only switches on "Show" or Enter', async () => {
    const onSwitch = vi.fn()
    const user = userEvent.setup()
    render(<YearPicker year="2024" years={YEARS} onSwitch={onSwitch} focus={false} />)
    const select = screen.getByRole('combobox', { name: 'Year' })
    expect(select).toHaveAttribute('id', 'datasets-year')
    expect(select).toHaveClass('usa-select')
    expect(select.closest('.usa-form-group')).not.toBeNull()
    expect(select).not.toHaveFocus()
    expect(screen.queryByRole('button')).toBeNull()

    await user.selectOptions(select, '2022')
    expect(onSwitch).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Show 2022' }))
    expect(onSwitch).toHaveBeenCalledWith('2022')

    onSwitch.mockClear()
    await user.selectOptions(select, '2023')
    select.focus()
    await user.keyboard('{Enter}')
    expect(onSwitch).toHaveBeenCalledWith('2023')
  })

  it('takes focus when the screen was just switched from it', () => {
    render(<YearPicker year="2023" years={YEARS} onSwitch={vi.fn()} focus />)
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveFocus()
  })
})
