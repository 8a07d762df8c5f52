import { Spinner } from '@/components/Spinner'
import type { Category } from '@/lib/api/dataBrowser'
import { describeApiError } from '@/lib/api/errors'
import { MultiCombobox } from './MultiCombobox'
import { RetryAlert } from './RetryAlert'
import type { PreparedOption } from './typeahead'
import type { DatasetsScreenModel } from './useDatasetsScreen'

const NO_OPTIONS: PreparedOption[] = []

const CATEGORY_LABELS: Record<Category, string> = {
  nationwide: 'Nationwide',
  states: 'States',
  msamds: 'MSA/MDs',
  counties: 'Counties',
}

type Props = Pick<
  DatasetsScreenModel,
  'selection' | 'geoRemote' | 'geoOptions' | 'setCategory' | 'addItem' | 'removeItem'
> & { year: string }

/** Step 1: the type of geography and, but for nationwide, the places of the year's list. */
export function GeographyStep({
  year,
  selection,
  geoRemote,
  geoOptions,
  setCategory,
  addItem,
  removeItem,
}: Props) {
  return (
    <section aria-labelledby="step-geography" className="datasets__step">
      <h2 id="step-geography">Step 1: Geography</h2>
      <fieldset className="usa-fieldset">
        <legend className="usa-legend">Type of geography</legend>
        <div className="datasets__categories">
          {(Object.keys(CATEGORY_LABELS) as Category[]).map((c) => (
            <div className="usa-radio" key={c}>
              <input
                className="usa-radio__input"
                type="radio"
                id={`category-${c}`}
                name="category"
                value={c}
                checked={selection.category === c}
                onChange={() => setCategory(c)}
              />
              <label className="usa-radio__label" htmlFor={`category-${c}`}>
                {CATEGORY_LABELS[c]}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      {selection.category && selection.category !== 'nationwide' && (
        <div className="margin-top-2">
          {geoRemote.status === 'loading' && <Spinner label={`Loading the ${year} list…`} />}
          {geoRemote.status === 'error' && (
            <RetryAlert
              description={describeApiError(
                geoRemote.error,
                `the ${year} list of ${CATEGORY_LABELS[selection.category]}`,
              )}
              retryLabel={`Load the ${year} list of ${CATEGORY_LABELS[selection.category]} again`}
              onRetry={geoRemote.retry}
              testId="api-error"
            />
          )}
          {/* Shown while loading or after a failure too, so chosen places stay visible. */}
          {(geoOptions || selection.items.length > 0) && (
            <MultiCombobox
              label={`${CATEGORY_LABELS[selection.category]} (${year} list)`}
              hint="Type a name or code, then choose with the arrow keys and Enter. You can choose several."
              options={geoOptions ?? NO_OPTIONS}
              selected={selection.items}
              selectedLabel={`Chosen ${CATEGORY_LABELS[selection.category]}`}
              onAdd={addItem}
              onRemove={removeItem}
            />
          )}
        </div>
      )}
    </section>
  )
}
