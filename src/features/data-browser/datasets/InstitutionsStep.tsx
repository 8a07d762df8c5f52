import { useMemo } from 'react'
import { Spinner } from '@/components/Spinner'
import type { DataBrowserFiler } from '@/lib/api/dataBrowser'
import { describeApiError } from '@/lib/api/errors'
import type { Remote } from '@/lib/api/queries'
import { MultiCombobox } from './MultiCombobox'
import { RetryAlert } from './RetryAlert'
import { formatCount, institutionLabel, type Selection } from './selection'
import { prepareOptions, type PreparedOption } from './typeahead'

const NO_OPTIONS: PreparedOption[] = []

/** Step 2: the institutions with records in the chosen geography (optional). */
export function InstitutionsStep({
  selection,
  filers,
  onChange,
  disabled,
}: {
  selection: Selection
  filers: Remote<DataBrowserFiler[]>
  onChange: (leis: string[]) => void
  disabled: boolean
}) {
  const options = useMemo(
    () =>
      filers.data
        ? prepareOptions(
            filers.data.map((f) => ({
              value: f.lei,
              label: institutionLabel(f),
              extra: f.lei,
            })),
          )
        : null,
    [filers.data],
  )
  const names = useMemo(() => new Map(filers.data?.map((f) => [f.lei, f.name])), [filers.data])
  return (
    <section aria-labelledby="step-institutions" className="datasets__step">
      <h2 id="step-institutions">Step 2: Institutions (optional)</h2>
      {disabled && (
        <p>Choose a geography first: the list shows the institutions with records there.</p>
      )}
      {filers.status === 'loading' && <Spinner label="Loading the institutions…" />}
      {filers.status === 'error' && (
        <RetryAlert
          description={describeApiError(filers.error, 'the list of institutions')}
          retryLabel="Load the list of institutions again"
          onRetry={filers.retry}
          testId="institutions-error"
        />
      )}
      {!options && selection.leis.length > 0 && (
        <MultiCombobox
          label="Institutions"
          options={NO_OPTIONS}
          selected={selection.leis}
          selectedLabel="Chosen institutions"
          onAdd={() => undefined}
          onRemove={(lei) => onChange(selection.leis.filter((l) => l !== lei))}
        />
      )}
      {options && (
        <>
          <p data-testid="institutions-summary">
            {selection.leis.length === 0
              ? `All financial institutions (${formatCount(options.length)})`
              : `${selection.leis.length} of ${formatCount(options.length)} institutions chosen`}
          </p>
          <MultiCombobox
            label="Institutions"
            hint="Leave empty for all institutions. Type a name or LEI to narrow the list."
            options={options}
            selected={selection.leis}
            selectedLabel="Chosen institutions"
            nameOf={(lei) => `${names.get(lei) ?? 'Institution'} (${lei})`}
            onAdd={(lei) => onChange([...selection.leis, lei])}
            onRemove={(lei) => onChange(selection.leis.filter((l) => l !== lei))}
          />
        </>
      )}
    </section>
  )
}
