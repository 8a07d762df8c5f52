import { Alert } from '@/components/Alert'
import { timeLeft } from '@/lib/fileCheck/timeLeft'
import { count } from './format'
import type { FileFormatVerification } from './useFileFormatVerification'

/** The check while it runs (progress and Cancel), or how it ended when it did not finish. */
export function RunStatus({ tool }: { tool: FileFormatVerification }) {
  const { run, cancelRef, failedRef } = tool
  if (run.state === 'running')
    return (
      <div className="ffv-progress">
        <label className="usa-label" htmlFor="ffv-progress">
          Checking {run.fileName}
        </label>
        <progress
          id="ffv-progress"
          max={Math.max(run.progress.totalBytes, 1)}
          value={run.progress.bytes}
        />
        <p>
          {count(run.progress.rows)} {run.progress.rows === 1 ? 'row' : 'rows'} checked.{' '}
          {timeLeft(run.progress.bytes, run.progress.totalBytes, run.now - run.started)}
        </p>
        <button
          ref={cancelRef}
          type="button"
          className="usa-button usa-button--secondary"
          onClick={tool.cancel}
        >
          Cancel
        </button>
      </div>
    )
  if (run.state === 'cancelled')
    return (
      <Alert type="info" className="ffv-alert" heading="Check cancelled">
        The check of {run.fileName} was cancelled after {count(run.rows)}{' '}
        {run.rows === 1 ? 'row' : 'rows'}.
      </Alert>
    )
  if (run.state === 'failed')
    return (
      <Alert
        ref={failedRef}
        tabIndex={-1}
        type="error"
        role={null}
        className="ffv-alert"
        heading={`${run.fileName} could not be checked`}
      >
        {run.message}
      </Alert>
    )
  return null
}
