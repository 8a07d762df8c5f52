import { Alert, AlertText } from '@/components/Alert'
import { useEffect, useRef } from 'react'

/**
 * The question before leaving a check or an upload under way (useLeaveGuard): focus moves to it,
 * Escape or "Stay" keeps the work going, "Leave" stops it and opens the link.
 */
export function LeaveDialog({
  uploading,
  sequence,
  isNew,
  onStay,
  onLeave,
}: {
  /** The file is being sent (else it is still checked on this computer). */
  uploading: boolean
  /** The submission shown before this upload started. */
  sequence: number | null
  /** The file goes to a new submission (else into `sequence`, which has no file yet). */
  isNew: boolean
  onStay: () => void
  onLeave: () => void
}) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [])
  const what = uploading ? 'upload' : 'check'
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      type="warning"
      className="filing-leave"
      role="alertdialog"
      aria-labelledby="leave-heading"
      aria-describedby="leave-text"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onStay()
      }}
      heading={`Leave while your file is ${uploading ? 'uploading' : 'being checked'}?`}
      headingId="leave-heading"
      wrapText={false}
    >
      <AlertText id="leave-text">
        {uploading
          ? `Leaving this page stops the upload: ${isNew || !sequence ? 'the new submission' : `submission ${sequence}`} stays without a file, and you would have to upload it again.`
          : 'Leaving this page stops the format check: nothing has been sent to the platform yet.'}{' '}
        {isNew && sequence
          ? `Submission ${sequence} and every earlier submission stay as they are, and a signed filing remains the accepted one.`
          : ''}{' '}
        Stay to let the {what} finish.
      </AlertText>
      <div className="filing-leave__actions">
        <button type="button" className="usa-button" onClick={onStay}>
          Stay and let the {what} finish
        </button>
        <button type="button" className="usa-button usa-button--outline" onClick={onLeave}>
          Leave and stop the {what}
        </button>
      </div>
    </Alert>
  )
}
