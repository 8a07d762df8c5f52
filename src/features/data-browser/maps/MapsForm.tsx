import { RadioGroup } from '@/components/RadioGroup'
import { Select } from '@/components/Select'
import { MAPS_VARIABLES, type Geography } from './mapData'
import type { MapsScreenModel } from './useMapsScreen'

type Props = Pick<
  MapsScreenModel,
  | 'state'
  | 'valueOptions'
  | 'chooseGeography'
  | 'chooseVariable'
  | 'chooseValue'
  | 'chooseFilter'
  | 'chooseFilterValue'
>

const GEOGRAPHIES: readonly { value: Geography; label: string }[] = [
  { value: 'state', label: 'States' },
  { value: 'county', label: 'Counties' },
]
const VARIABLE_OPTIONS = MAPS_VARIABLES.map((v) => ({ value: v.id, label: v.label }))
const toOptions = (values: readonly { value: string; name: string }[]) =>
  values.map((v) => ({ value: v.value, label: v.name }))

/**
 * The Maps screen's choices: geography, variable and value, and the optional second filter
 * (the screen model's state and changes).
 */
export function MapsForm({ screen }: { screen: Props }) {
  const {
    state,
    valueOptions,
    chooseGeography,
    chooseVariable,
    chooseValue,
    chooseFilter,
    chooseFilterValue,
  } = screen
  const { geography, variable: variableId, value, filter, filterValue } = state
  return (
    <form className="usa-form maps-form" onSubmit={(e) => e.preventDefault()}>
      <RadioGroup<Geography>
        id="maps-geography"
        name="geography"
        legend="Geography"
        className="maps-geography"
        value={geography}
        onChange={chooseGeography}
        options={GEOGRAPHIES}
      />
      <Select
        id="maps-variable"
        label="Variable"
        value={variableId}
        onChange={chooseVariable}
        options={VARIABLE_OPTIONS}
      />
      <Select
        id="maps-value"
        label="Value"
        value={value}
        onChange={chooseValue}
        options={toOptions(valueOptions(variableId))}
      />
      <fieldset className="usa-fieldset maps-filter">
        <legend className="usa-legend">Second filter (optional)</legend>
        <Select
          id="maps-filter"
          label="Filter variable"
          value={filter ?? ''}
          onChange={chooseFilter}
          placeholder="None"
          options={VARIABLE_OPTIONS.filter((v) => v.value !== variableId)}
        />
        {filter && (
          <Select
            id="maps-filter-value"
            label="Filter value"
            value={filterValue ?? ''}
            onChange={chooseFilterValue}
            options={toOptions(valueOptions(filter))}
          />
        )}
      </fieldset>
    </form>
  )
}
