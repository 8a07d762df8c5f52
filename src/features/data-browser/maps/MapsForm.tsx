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
      <fieldset className="usa-fieldset">
        <legend className="usa-legend">Geography</legend>
        {(['state', 'county'] as Geography[]).map((g) => (
          <div className="usa-radio" key={g}>
            <input
              className="usa-radio__input"
              id={`maps-geography-${g}`}
              type="radio"
              name="geography"
              value={g}
              checked={geography === g}
              onChange={() => chooseGeography(g)}
            />
            <label className="usa-radio__label" htmlFor={`maps-geography-${g}`}>
              {g === 'state' ? 'States' : 'Counties'}
            </label>
          </div>
        ))}
      </fieldset>
      <label className="usa-label" htmlFor="maps-variable">
        Variable
      </label>
      <select
        className="usa-select"
        id="maps-variable"
        value={variableId}
        onChange={(e) => chooseVariable(e.target.value)}
      >
        {MAPS_VARIABLES.map((v) => (
          <option key={v.id} value={v.id}>
            {v.label}
          </option>
        ))}
      </select>
      <label className="usa-label" htmlFor="maps-value">
        Value
      </label>
      <select
        className="usa-select"
        id="maps-value"
        value={value}
        onChange={(e) => chooseValue(e.target.value)}
      >
        {valueOptions(variableId).map((v) => (
          <option key={v.value} value={v.value}>
            {v.name}
          </option>
        ))}
      </select>
      <fieldset className="usa-fieldset maps-filter">
        <legend className="usa-legend">Second filter (optional)</legend>
        <label className="usa-label" htmlFor="maps-filter">
          Filter variable
        </label>
        <select
          className="usa-select"
          id="maps-filter"
          value={filter ?? ''}
          onChange={(e) => chooseFilter(e.target.value)}
        >
          <option value="">None</option>
          {MAPS_VARIABLES.filter((v) => v.id !== variableId).map((v) => (
            <option key={v.id} value={v.id}>
              {v.label}
            </option>
          ))}
        </select>
        {filter && (
          <>
            <label className="usa-label" htmlFor="maps-filter-value">
              Filter value
            </label>
            <select
              className="usa-select"
              id="maps-filter-value"
              value={filterValue ?? ''}
              onChange={(e) => chooseFilterValue(e.target.value)}
            >
              {valueOptions(filter).map((v) => (
                <option key={v.value} value={v.value}>
                  {v.name}
                </option>
              ))}
            </select>
          </>
        )}
      </fieldset>
    </form>
  )
}
