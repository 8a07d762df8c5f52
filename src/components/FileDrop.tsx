import { useState, type ReactNode, type Ref } from 'react'
import { FormGroup, type FormGroupProps } from './FormGroup'
import './FileDrop.css'

export interface FileDropProps {
  /** Id of the file input; the hint and error are `${id}-hint` and `${id}-error`. */
  id: string
  name?: string
  label: ReactNode
  hint?: ReactNode
  hintAs?: 'span' | 'div'
  /** The field's error; nothing is shown for null, undefined, false or ''. */
  error?: ReactNode
  errorProps?: FormGroupProps['errorProps']
  /** The file types the picker offers: extensions and MIME types, e.g. ['.txt', 'text/plain']. */
  accept: readonly string[]
  /**
   * Called with the file chosen in the picker (null when the choice is cleared) or dropped on
   * the zone. A drop is ignored while `disabled`. The caller checks the file's kind: a drop
   * does not go through the picker's `accept` filter.
   */
  onFile: (file: File | null) => void
  /**
   * Name of the file the screen holds, said under the input ("Chosen: …"). Without it, the
   * name of the last file chosen or dropped here is said.
   */
  fileName?: string | null
  /** Said in the zone while no file is chosen ('' for nothing). */
  emptyText?: string
  disabled?: boolean
  ref?: Ref<HTMLInputElement>
  className?: string
}

/**
 * A file input in a drop zone (react-uswds' FileInput, with the browser's own input kept so
 * it stays reachable and operable by keyboard and says its state to screen readers). The zone
 * takes a file dragged onto it and says the chosen file's name.
 */
export function FileDrop({
  id,
  name,
  label,
  hint,
  hintAs,
  error,
  errorProps,
  accept,
  onFile,
  fileName,
  emptyText = 'or drop the file here',
  disabled,
  ref,
  className,
}: FileDropProps) {
  const [over, setOver] = useState(false)
  const [lastName, setLastName] = useState<string | null>(null)
  const shownName = fileName === undefined ? lastName : fileName

  const take = (file: File | null) => {
    setLastName(file?.name ?? null)
    onFile(file)
  }

  return (
    <FormGroup
      id={id}
      label={label}
      hint={hint}
      hintAs={hintAs}
      error={error}
      errorProps={errorProps}
      className={className}
    >
      {(aria) => (
        <div
          className={`file-drop${over ? ' file-drop--over' : ''}${disabled ? ' file-drop--disabled' : ''}`}
          onDragOver={(event) => {
            event.preventDefault()
            if (!disabled) setOver(true)
          }}
          onDragLeave={() => setOver(false)}
          onDrop={(event) => {
            event.preventDefault()
            setOver(false)
            const dropped = event.dataTransfer.files[0]
            if (!disabled && dropped) take(dropped)
          }}
        >
          <input
            {...aria}
            ref={ref}
            className="file-drop__input"
            name={name}
            type="file"
            accept={accept.join(',')}
            disabled={disabled}
            onChange={(event) => take(event.target.files?.[0] ?? null)}
          />
          {(shownName || emptyText) && (
            <p className="file-drop__status">{shownName ? `Chosen: ${shownName}` : emptyText}</p>
          )}
        </div>
      )}
    </FormGroup>
  )
}
