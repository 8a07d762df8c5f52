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
