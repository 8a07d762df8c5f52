import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Checkbox } from './Checkbox'

function Box() {
  const [checked, setChecked] = useState(false)
  return (
    <Checkbox
      id="certify"
      name="certify"
      label="I certify"
      description="the data is accurate"
      checked={checked}
      onChange={setChecked}
    />
  )
}

describe('Checkbox', () => {
  it('is a labelled checkbox in USWDS markup that toggles by keyboard', async () => {
    render(<Box />)
    const box = screen.getByRole('checkbox', { name: 'I certify the data is accurate' })
    expect(box).toHaveAttribute('id', 'certify')
    expect(box).toHaveClass('usa-checkbox__input')
    expect(box.parentElement).toHaveClass('usa-checkbox')
    expect(box).not.toBeChecked()
    await userEvent.tab()
    expect(box).toHaveFocus()
    await userEvent.keyboard(' ')
    expect(box).toBeChecked()
    await userEvent.click(screen.getByText('I certify'))
    expect(box).not.toBeChecked()
  })

  it('passes other attributes to the input', () => {
    render(
      <Checkbox
        id="x"
        label="Extra"
        checked
        onChange={() => {}}
        disabled
        aria-describedby="x-hint"
      />,
    )
    const box = screen.getByRole('checkbox', { name: 'Extra' })
    expect(box).toBeDisabled()
    expect(box).toHaveAttribute('aria-describedby', 'x-hint')
  })
})
