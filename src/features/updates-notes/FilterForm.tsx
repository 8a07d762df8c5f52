import { Alert } from '@/components/Alert'
import { TextField } from '@/components/TextField'
import { ENTRY_TYPES, PRODUCTS, TYPE_LABELS } from './changeLog'
import { PRODUCT_KEYS } from './filterEntries'
import type { UpdatesNotesModel } from './useUpdatesNotes'

/** “a”, “b” */
const quoted = (values: readonly string[]) => values.map((v) => `“${v}”`).join(', ')

/** Says which values of the address are not filters of this page (nothing when all are). */
export function UnknownFilters({ unknown }: Pick<UpdatesNotesModel, 'unknown'>) {
  if (unknown.types.length === 0 && unknown.products.length === 0) return null
  return (
    <Alert type="warning" slim className="un-unknown">
      <p>This link asks for filters this page does not have; they are ignored:</p>
      <ul>
        {unknown.types.length > 0 && (
          <li>
            type {quoted(unknown.types)} (the types are {ENTRY_TYPES.join(', ')})
          </li>
        )}
        {unknown.products.length > 0 && (
          <li>
            product {quoted(unknown.products)} (the products are{' '}
            {PRODUCTS.map((p) => PRODUCT_KEYS[p]).join(', ')})
          </li>
        )}
      </ul>
      <p>Choose filters below; the address changes to match.</p>
    </Alert>
  )
}

type FilterFormProps = Pick<
  UpdatesNotesModel,
  'filters' | 'keywordText' | 'setKeywords' | 'toggleType' | 'toggleProduct' | 'reset'
>

/** The type and product pills, the keyword box and Reset. */
export function FilterForm({
  filters,
  keywordText,
  setKeywords,
  toggleType,
  toggleProduct,
  reset,
}: FilterFormProps) {
  return (
    <form
      role="search"
      aria-labelledby="un-filters-heading"
      className="un-filters"
      onSubmit={(event) => event.preventDefault()}
    >
      <h2 id="un-filters-heading">Filter entries</h2>
      <PillGroup
        legend="Type"
        options={ENTRY_TYPES}
        label={(t) => TYPE_LABELS[t]}
        selected={filters.types}
        onToggle={toggleType}
      />
      <PillGroup
        legend="Product"
        options={PRODUCTS}
        label={(p) => p}
        selected={filters.products}
        onToggle={toggleProduct}
      />
      <TextField
        id="un-keywords"
        type="search"
        label="Search descriptions"
        hint="Entries containing all the words are shown."
        hintAs="div"
        groupClassName="un-search"
        value={keywordText}
        onChange={setKeywords}
      />
      <button type="button" className="usa-button usa-button--outline un-reset" onClick={reset}>
        Reset filters
      </button>
    </form>
  )
}

interface PillGroupProps<T extends string> {
  legend: string
  options: readonly T[]
  label: (value: T) => string
  selected: readonly T[]
  onToggle: (value: T) => void
}

/** A row of toggle buttons; any pressed button matches (an empty row matches everything). */
function PillGroup<T extends string>({
  legend,
  options,
  label,
  selected,
  onToggle,
}: PillGroupProps<T>) {
  return (
    <fieldset className="un-filter-group">
      <legend>{legend}</legend>
      <ul className="un-pills">
        {options.map((value) => {
          const pressed = selected.includes(value)
          return (
            <li key={value}>
              <button
                type="button"
                className="usa-button usa-button--outline un-pill"
                aria-pressed={pressed}
                onClick={() => onToggle(value)}
              >
                {pressed && (
                  <span aria-hidden="true" className="un-pill__check">
                    ✓
                  </span>
                )}
                {label(value)}
              </button>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
