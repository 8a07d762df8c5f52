import { plural } from './format'
import { ResultAlert } from './ResultAlert'
import type { BatchCheckState } from './useBatchCheck'

/** The check while it runs (progress and Cancel), or how it ended when it did not finish. */
export function BatchRunStatus({ batch }: { batch: BatchCheckState }) {
  const { run, cancelRef, failedRef } = batch
  return (
    <>
      {run.state === 'running' && (
        <div className="check-digit-progress">
          <label className="usa-label" htmlFor="check-digit-progress">
            Checking {run.fileName}
          </label>
          <progress
            id="check-digit-progress"
            max={Math.max(run.progress.totalBytes, 1)}
            value={run.progress.bytes}
          />
          <p className="check-digit-progress__count">
            {plural(run.progress.lines, 'line', 'lines')} processed
          </p>
          <button
            ref={cancelRef}
            type="button"
            className="usa-button usa-button--secondary"
            onClick={batch.cancel}
          >
            Cancel
          </button>
        </div>
      )}

      {run.state === 'cancelled' && (
        <ResultAlert type="info" heading="Check cancelled">
          <p>
            The check of {run.fileName} was cancelled after {plural(run.lines, 'line', 'lines')}. No
            result file was made.
          </p>
        </ResultAlert>
      )}

      {run.state === 'failed' && (
        <div ref={failedRef} tabIndex={-1} className="check-digit-failed">
          <ResultAlert type="error" heading={`${run.fileName} could not be checked`}>
            <p>{run.message}</p>
          </ResultAlert>
        </div>
      )}
    </>
  )
}
