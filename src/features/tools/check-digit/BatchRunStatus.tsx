import { RunProgress } from '@/components/RunProgress'
import { plural } from './format'
import { ResultAlert } from './ResultAlert'
import type { BatchCheckState } from './useBatchCheck'

/** The check while it runs (progress and Cancel), or how it ended when it did not finish. */
export function BatchRunStatus({ batch }: { batch: BatchCheckState }) {
  const { run, cancelRef, failedRef } = batch
  return (
    <>
      {run.state === 'running' && (
        // The tool's classes stay as hooks for its styles and end-to-end tests.
        <RunProgress
          id="check-digit-progress"
          label={`Checking ${run.fileName}`}
          bytes={run.progress.bytes}
          totalBytes={run.progress.totalBytes}
          onCancel={batch.cancel}
          cancelRef={cancelRef}
          className="check-digit-progress"
          countClassName="check-digit-progress__count"
        >
          {plural(run.progress.lines, 'line', 'lines')} processed
        </RunProgress>
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
