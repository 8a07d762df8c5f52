import { useEffect, useId, useRef } from 'react'

export interface ConfirmRequest {
  title: string
  message: string
  confirmLabel: string
  cancelLabel?: string
  /** Styles the confirm button as a destructive action. */
  danger?: boolean
  onConfirm: () => void
  /** Called when the dialog is dismissed without confirming. */
  onCancel?: () => void
}

/**
 * A modal confirmation in a native `<dialog>`: focus moves to the safe choice, Escape cancels,
 * and focus returns to where it was when the dialog closes.
 */
export function ConfirmDialog({
  request,
  onClose,
}: {
  request: ConfirmRequest | null
  onClose: () => void
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const cancelRef = useRef<HTMLButtonElement>(null)
  const id = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog || !request) return
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal()
    } else {
      dialog.setAttribute('open', '')
    }
    cancelRef.current?.focus()
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close()
      else dialog.removeAttribute('open')
      if (previous?.isConnected) previous.focus()
    }
  }, [request])

  if (!request) return null
  const cancel = () => {
    onClose()
    request.onCancel?.()
  }
  const confirm = () => {
    onClose()
    request.onConfirm()
  }
  return (
    <dialog
      ref={ref}
      className="olf-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      onCancel={(e) => {
        e.preventDefault()
        cancel()
      }}
    >
      <h2 id={`${id}-title`} className="olf-dialog__title">
        {request.title}
      </h2>
      <p id={`${id}-message`}>{request.message}</p>
      <div className="olf-actions">
        <button
          type="button"
          className={`usa-button${request.danger ? ' usa-button--secondary' : ''}`}
          onClick={confirm}
        >
          {request.confirmLabel}
        </button>
        <button
          ref={cancelRef}
          type="button"
          className="usa-button usa-button--outline"
          onClick={cancel}
        >
          {request.cancelLabel ?? 'Cancel'}
        </button>
      </div>
    </dialog>
  )
}
