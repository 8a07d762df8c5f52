import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { variablesForYear } from '@/lib/api/dataBrowser'
import { EMPTY_SELECTION, type Selection } from './selection'
import { VariablesStep } from './VariablesStep'

const [first, second] = variablesForYear('2024')

function Step() {
  const [selection, setSelection] = useState<Selection>({
    ...EMPTY_SELECTION,
    category: 'nationwide',
  })
  return <VariablesStep year="2024" selection={selection} onChange={setSelection} />
}

describe('VariablesStep', () => {
  it('adds a picked variable and ticks its values with USWDS fields', async () => {
    if (!first || !second) throw new Error('2024 has fewer than two variables')
    const user = userEvent.setup()
    render(<Step />)
    const select = screen.getByRole('combobox', { name: 'Add a variable' })
    expect(select).toHaveAttribute('id', 'add-variable')
    expect(select).toHaveClass('usa-select')
    expect(select.closest('.usa-form-group')).not.toBeNull()
    expect(select).toHaveAccessibleDescription(
      'Choose one in the list and press Add, then tick the values to count.',
    )
    expect(select).toHaveValue('')

    await user.selectOptions(select, first.key)
    await user.click(screen.getByRole('button', { name: `Add ${first.label}` }))
    const firstValue = first.values[0]
    if (!firstValue) throw new Error('no values')
    const box = document.getElementById(`v-${first.key}-${firstValue.value}`)
    expect(box).toHaveFocus()
    expect(box).toHaveAttribute('type', 'checkbox')
    expect(box?.parentElement).toHaveClass('usa-checkbox')
    await user.keyboard(' ')
    expect(box).toBeChecked()
    expect(screen.queryByText(`Tick at least one ${first.label} value.`)).toBeNull()

    // Enter on the select adds the picked variable too; then the list is full.
    await user.selectOptions(select, second.key)
    select.focus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('group', { name: second.label })).toBeInTheDocument()
    expect(select).toHaveAccessibleDescription(
      'Two variables chosen: remove one to choose another.',
    )
    expect(screen.queryByRole('button', { name: /^Add/ })).toBeNull()
  })
})
