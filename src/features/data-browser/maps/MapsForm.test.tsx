import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_STATE, MAPS_VARIABLES, type MapState } from './mapData'
import { MapsForm } from './MapsForm'

const optionsOf = (id: string) => MAPS_VARIABLES.find((v) => v.id === id)?.options ?? []

function setup(state: Partial<MapState> = {}) {
  const handlers = {
    chooseGeography: vi.fn(),
    chooseVariable: vi.fn(),
    chooseValue: vi.fn(),
    chooseFilter: vi.fn(),
    chooseFilterValue: vi.fn(),
  }
  render(
    <MapsForm
      screen={{ state: { ...DEFAULT_STATE, ...state }, valueOptions: optionsOf, ...handlers }}
    />,
  )
  return { user: userEvent.setup(), ...handlers }
}

describe('MapsForm', () => {
  it('shows the state of the address and passes each choice on', async () => {
    const { user, chooseGeography, chooseVariable, chooseValue, chooseFilter } = setup()
    expect(screen.getByRole('radio', { name: 'States' })).toBeChecked()
    expect(screen.getByRole('combobox', { name: 'Variable' })).toHaveValue('actionTaken')
    expect(screen.queryByRole('combobox', { name: 'Filter value' })).toBeNull()
    // The second filter offers every variable but the main one.
    const filterNames = [...screen.getByRole('combobox', { name: 'Filter variable' }).children]
    expect(filterNames.map((o) => o.getAttribute('value'))).not.toContain('actionTaken')

    await user.click(screen.getByRole('radio', { name: 'Counties' }))
    expect(chooseGeography).toHaveBeenCalledWith('county')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Variable' }), 'age')
    expect(chooseVariable).toHaveBeenCalledWith('age')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Value' }), '3')
    expect(chooseValue).toHaveBeenCalledWith('3')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter variable' }), 'sex')
    expect(chooseFilter).toHaveBeenCalledWith('sex')
  })

  it('with a second filter, offers its values', async () => {
    const first = optionsOf('sex')[0]?.value ?? ''
    const second = optionsOf('sex')[1]?.value ?? ''
    const { user, chooseFilterValue } = setup({ filter: 'sex', filterValue: first })
    const values = screen.getByRole('combobox', { name: 'Filter value' })
    expect(values).toHaveValue(first)
    await user.selectOptions(values, second)
    expect(chooseFilterValue).toHaveBeenCalledWith(second)
  })
})

describe('MapsForm markup', () => {
  it('builds each field from the shared USWDS fields, keeping the ids', () => {
    setup({ filter: 'sex', filterValue: optionsOf('sex')[0]?.value ?? '' })
    const geography = screen.getByRole('group', { name: 'Geography' })
    expect(geography).toHaveClass('usa-fieldset', 'usa-form-group')
    expect(screen.getByRole('radio', { name: 'Counties' })).toHaveAttribute(
      'id',
      'maps-geography-county',
    )
    for (const [name, id] of [
      ['Variable', 'maps-variable'],
      ['Value', 'maps-value'],
      ['Filter variable', 'maps-filter'],
      ['Filter value', 'maps-filter-value'],
    ]) {
      const select = screen.getByRole('combobox', { name })
      expect(select).toHaveAttribute('id', id)
      expect(select).toHaveClass('usa-select')
      expect(select.parentElement).toHaveClass('usa-form-group')
    }
  })
})
