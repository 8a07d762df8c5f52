import type { ReactNode, Ref } from 'react'
import './RunProgress.css'

export interface RunProgressProps {
  /** Id of the progress bar, which the label names. */
  id: string
  /** The bar's visible label and accessible name, e.g. "Checking lar.txt". */
  label: ReactNode
  /** Bytes read so far and the file's size; the bar shows their ratio. */
  bytes: number
  totalBytes: number
  /** How far the run got, in the tool's own words (lines, rows, time left). */
  children: ReactNode
  onCancel: () => void
  /** The Cancel button, which the tool focuses when the run starts. */
  cancelRef?: Ref<HTMLButtonElement>
  /** Classes added to the wrapper and to the count's paragraph. */
  className?: string
  countClassName?: string
}

/**
 * A long-running check of a file (check digits, file format verification) while it runs: a
 * labelled progress bar over the bytes read, how far it got, and a Cancel button.
 */
export function RunProgress({
  id,
  label,
  bytes,
  totalBytes,
  children,
  onCancel,
  cancelRef,
  className,
  countClassName,
}: RunProgressProps) {
  // An empty file (or one whose size is not known yet) shows an empty bar rather than none.
  const max = Math.max(totalBytes, 1)
  return (
    <div className={['run-progress', className ?? ''].filter(Boolean).join(' ')}>
      <label className="usa-label" htmlFor={id}>
        {label}
      </label>
      <progress id={id} max={max} value={Math.min(Math.max(bytes, 0), max)} />
      <p className={['run-progress__count', countClassName ?? ''].filter(Boolean).join(' ')}>
        {children}
      </p>
      <button
        ref={cancelRef}
        type="button"
        className="usa-button usa-button--secondary"
        onClick={onCancel}
      >
        Cancel
      </button>
    </div>
  )
}
