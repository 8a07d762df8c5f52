import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { emptyForm } from '@/lib/api/helpAdmin'
import { EditorFields } from './EditorFields'
import type { InstitutionEditorModel } from './useInstitutionEditor'

/** The parts of the editor's model the fields read and call. */
function model(parts: Partial<InstitutionEditorModel>): InstitutionEditorModel {
  return {
    form: emptyForm('', 'HELPUNITTEST00000001'),
    errors: {},
    update: false,
    set: vi.fn(),
    chooseYear: vi.fn(),
    submit: vi.fn(),
    askDelete: vi.fn(),
    yearOptions: ['2025', '2024'],
    saving: false,
    record: null,
    ...parts,
  } as unknown as InstitutionEditorModel
}

describe('EditorFields selects', () => {
  it('asks for a year when none is chosen and passes the choice on', async () => {
    const m = model({})
    render(<EditorFields model={m} />)
    const year = screen.getByRole('combobox', { name: 'Activity year' })
    expect(year).toHaveAttribute('id', 'help-field-activityYear')
    expect(year).toHaveClass('usa-select')
    expect(year.parentElement).toHaveClass('usa-form-group')
    expect(
      within(year)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a year', '2025', '2024'])
    await userEvent.selectOptions(year, '2024')
    expect(m.chooseYear).toHaveBeenCalledWith('2024')
  })

  it('marks a year error on the select and shows the quarterly filer read-only', () => {
    const form = { ...emptyForm('2025', 'HELPUNITTEST00000001'), quarterlyFiler: true }
    render(<EditorFields model={model({ form, errors: { activityYear: 'Choose a year.' } })} />)
    const year = screen.getByRole('combobox', { name: 'Activity year' })
    expect(within(year).queryByRole('option', { name: 'Choose a year' })).toBeNull()
    expect(year).toHaveAttribute('aria-invalid', 'true')
    expect(year).toHaveClass('usa-select', 'usa-input--error')
    expect(year).toHaveAccessibleDescription('Choose a year.')
    const quarterly = screen.getByRole('combobox', { name: 'Quarterly filer' })
    expect(quarterly).toBeDisabled()
    expect(quarterly).toHaveValue('true')
    expect(quarterly).toHaveAccessibleDescription('Set by the platform; shown for information.')
  })
})
