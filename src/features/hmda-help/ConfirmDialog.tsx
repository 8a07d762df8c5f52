import { useEffect, useId, useRef, type ReactNode } from 'react'

export interface ConfirmDialogProps {
  heading: string
  children: ReactNode
  confirmLabel: string
  /** Red confirm button (for a deletion). */
  danger?: boolean
  busy?: boolean
  onConfirm: () => void
  /** Closing without confirming (Cancel, Escape). */
  onCancel: () => void
}

/**
 * A modal confirmation: the browser's modal <dialog> keeps focus inside it (the rest of the page
 * is inert) and Escape cancels. Focus starts on Cancel (the safe choice) and goes back to what
 * had it before when the dialog closes, unless the caller moves it elsewhere.
 */
export function ConfirmDialog({
  heading,
  children,
  confirmLabel,
  danger,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const cancelRef = useRef<HTMLButtonElement>(null)
  const id = useId()
  useEffect(() => {
    const dialog = ref.current
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal()
      else dialog.setAttribute('open', '')
    }
    cancelRef.current?.focus()
    return () => {
      if (dialog?.open) dialog.close()
      // Back to the opener, if it is still on the page and nothing else took focus meanwhile.
      if (
        opener?.isConnected &&
        (document.activeElement === document.body || document.activeElement === null)
      )
        opener.focus()
    }
  }, [])
  return (
    <dialog
      ref={ref}
      className="help-dialog"
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault()
        if (!busy) onCancel()
      }}
    >
      <h2 className="help-dialog__heading" id={`${id}-heading`}>
        {heading}
      </h2>
      <div id={`${id}-text`}>{children}</div>
      <div className="help-dialog__actions">
        <button
          type="button"
          className={`usa-button${danger ? ' usa-button--secondary' : ''}`}
          disabled={busy}
          onClick={onConfirm}
        >
          {busy ? 'Working…' : confirmLabel}
        </button>
        <button
          ref={cancelRef}
          type="button"
          className="usa-button usa-button--outline"
          disabled={busy}
          onClick={onCancel}
        >
          Cancel
        </button>
      </div>
    </dialog>
  )
}
