import { Alert } from '@/components/Alert'
import { RunProgress } from '@/components/RunProgress'
import { timeLeft } from '@/lib/fileCheck/timeLeft'
import { count } from './format'
import type { FileFormatVerification } from './useFileFormatVerification'

/** The check while it runs (progress and Cancel), or how it ended when it did not finish. */
export function RunStatus({ tool }: { tool: FileFormatVerification }) {
  const { run, cancelRef, failedRef } = tool
  if (run.state === 'running')
    return (
      <RunProgress
        id="ffv-progress"
        label={`Checking ${run.fileName}`}
        bytes={run.progress.bytes}
        totalBytes={run.progress.totalBytes}
        onCancel={tool.cancel}
        cancelRef={cancelRef}
      >
        {count(run.progress.rows)} {run.progress.rows === 1 ? 'row' : 'rows'} checked.{' '}
        {timeLeft(run.progress.bytes, run.progress.totalBytes, run.now - run.started)}
      </RunProgress>
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
