import { Alert } from '@/components/Alert'
import { ApiErrorAlert } from '@/components/ApiErrorAlert'
import { Spinner } from '@/components/Spinner'
import type { MapsScreenModel } from './useMapsScreen'

type Props = Pick<
  MapsScreenModel,
  | 'dropped'
  | 'applied'
  | 'sample'
  | 'filterFile'
  | 'mainSelection'
  | 'removeFilter'
  | 'waitingForFilter'
  | 'page'
  | 'noun'
>

/**
 * What the Maps screen says above the map: parts of the address not used, sample counts, the
 * second filter's file failing (what is shown instead, and how to drop the filter), and the
 * year's data loading or failing.
 */
export function MapsStatus({ screen, year }: { screen: Props; year: string }) {
  const { dropped, applied, sample, filterFile, mainSelection, removeFilter, page, noun } = screen
  return (
    <>
      {dropped.length > 0 && (
        <Alert type="warning" slim live>
          Parts of the address were not used: {dropped.join('; ')}.
        </Alert>
      )}
      {applied && sample && (
        <Alert type="warning" slim live data-testid="sample-data-notice">
          <strong>Sample data.</strong> The second filter’s counts come from the local development
          services: generated samples, not published HMDA data. Without a second filter the map uses
          the published base data.
        </Alert>
      )}
      {filterFile.status === 'error' && (
        <div className="maps-filter-error">
          <ApiErrorAlert
            error={filterFile.error}
            what="the file of the second filter"
            onRetry={filterFile.retry}
            type="warning"
          />
          <p>
            The map and the table below show {mainSelection} without the second filter.{' '}
            <button
              type="button"
              className="usa-button usa-button--unstyled"
              onClick={removeFilter}
            >
              Remove the second filter
            </button>
          </p>
        </div>
      )}
      {screen.waitingForFilter && <Spinner label="Loading the second filter’s counts…" />}
      {page.status === 'loading' && <Spinner label={`Loading the ${year} ${noun} data…`} />}
      {page.status === 'error' && (
        <ApiErrorAlert error={page.error} what={`the ${year} ${noun} data`} onRetry={page.retry} />
      )}
    </>
  )
}
