import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { SelectStep } from './pickers'

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>
}

function setup() {
  render(
    <MemoryRouter initialEntries={['/reports']}>
      <Routes>
        <Route
          path="/reports"
          element={
            <SelectStep
              label="Select a state"
              options={[
                { value: 'TX', label: 'Texas' },
                { value: 'KS', label: 'Kansas' },
              ]}
              to={(value) => `/reports/${value}`}
              submitLabel="Show the state's reports"
            />
          }
        />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  )
  return userEvent.setup()
}

describe('SelectStep', () => {
  it('says what to choose when nothing is chosen, on an invalid USWDS field', async () => {
    const user = setup()
    const select = screen.getByRole('combobox', { name: 'Select a state' })
    expect(select).toHaveAttribute('id', 'dp-select-select-a-state')
    expect(select).toHaveClass('usa-select')
    expect(select).not.toHaveAttribute('aria-invalid')
    await user.click(screen.getByRole('button', { name: "Show the state's reports" }))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Choose from the list “Select a state” first.',
    )
    expect(select).toHaveAttribute('aria-invalid', 'true')
    expect(select).toHaveAccessibleDescription('Choose from the list “Select a state” first.')
    expect(select.closest('.usa-form-group')).toHaveClass('usa-form-group--error')

    await user.selectOptions(select, 'KS')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(select).not.toHaveAttribute('aria-invalid')
    await user.click(screen.getByRole('button', { name: "Show the state's reports" }))
    expect(screen.getByTestId('where')).toHaveTextContent('/reports/KS')
  })
})
