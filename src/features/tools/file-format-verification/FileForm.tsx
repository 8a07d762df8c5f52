import { FILING_YEARS } from '@/hmda/types'
import { ErrorMessage } from '@/components/ErrorMessage'
import type { FileFormatVerification } from './useFileFormatVerification'

const FILE_ID = 'ffv-file'
const HINT_ID = `${FILE_ID}-hint`
const ERROR_ID = `${FILE_ID}-error`

/** The form of the tool: the file (chosen or dropped), the optional filing year, the button. */
export function FileForm({ tool }: { tool: FileFormatVerification }) {
  const { file, problems, year, setYear, dragging, setDragging, running, fileRef, startRef } = tool
  const hasProblems = problems.length > 0

  return (
    <form
      className="usa-form usa-form--large ffv-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void tool.start()
      }}
    >
      <div className={`usa-form-group${hasProblems ? ' usa-form-group--error' : ''}`}>
        <label className={`usa-label${hasProblems ? ' usa-label--error' : ''}`} htmlFor={FILE_ID}>
          HMDA file (.txt)
        </label>
        <div className="usa-hint" id={HINT_ID}>
          The pipe-delimited file you will submit: the transmittal sheet in row 1, then one row per
          loan or application. Choose it, or drop it on the box below.
        </div>
        {hasProblems && (
          <ErrorMessage as="div" id={ERROR_ID}>
            {problems.length === 1 ? (
              problems[0]
            ) : (
              <>
                This file cannot be checked:
                <ul>
                  {problems.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              </>
            )}
          </ErrorMessage>
        )}
        <div
          className={`ffv-dropzone${dragging ? ' ffv-dropzone--active' : ''}`}
          onDragOver={(event) => {
            event.preventDefault()
            setDragging(true)
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault()
            tool.drop(event.dataTransfer.files[0])
          }}
          data-testid="ffv-dropzone"
        >
          <input
            ref={fileRef}
            id={FILE_ID}
            name="file"
            type="file"
            accept=".txt,text/plain"
            disabled={running}
            aria-describedby={hasProblems ? `${HINT_ID} ${ERROR_ID}` : HINT_ID}
            aria-invalid={hasProblems ? true : undefined}
            onChange={(event) => tool.choose(event.target.files?.[0] ?? null)}
          />
          <p className="ffv-dropzone__text" aria-hidden="true">
            {file ? `Chosen: ${file.name}` : 'or drop the file here'}
          </p>
        </div>
      </div>
      <div className="usa-form-group">
        <label className="usa-label" htmlFor="ffv-year">
          Filing year (optional)
        </label>
        <div className="usa-hint" id="ffv-year-hint">
          Choose the year you will file for to also check that the file’s calendar year matches it
          (edit S302).
        </div>
        <select
          id="ffv-year"
          className="usa-select"
          value={year}
          disabled={running}
          aria-describedby="ffv-year-hint"
          onChange={(event) => setYear(event.target.value)}
        >
          <option value="">Use the year in the file</option>
          {FILING_YEARS.map((y) => (
            <option key={y} value={String(y)}>
              {y}
            </option>
          ))}
        </select>
      </div>
      {!running && (
        <button ref={startRef} type="submit" className="usa-button">
          Check the file
        </button>
      )}
    </form>
  )
}
