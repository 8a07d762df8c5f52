import { RESULT_COLUMNS, type BatchMode } from './batch'
import { BatchResults } from './BatchResults'
import { BatchRunStatus } from './BatchRunStatus'
import { ModeSwitch, type ModeOption } from './ModeSwitch'
import { useBatchCheck } from './useBatchCheck'
import { ErrorMessage } from '@/components/ErrorMessage'

const MODES: readonly ModeOption<BatchMode>[] = [
  { value: 'generate', label: 'Generate check digits' },
  { value: 'validate', label: 'Validate ULIs' },
]

const FILE_ID = 'check-digit-file'
const FILE_HINT_ID = `${FILE_ID}-hint`
const FILE_ERROR_ID = `${FILE_ID}-error`

/** A whole file of loan IDs or ULIs, checked in a worker; the result is a CSV to download. */
export function BatchCheck() {
  const batch = useBatchCheck()
  const { mode, fileError, run, running, announcement, fileRef, startRef, resultsRef } = batch
  const noun = mode === 'generate' ? 'loan ID' : 'ULI'

  return (
    <section className="check-digit-section" aria-labelledby="batch-heading">
      <h2 id="batch-heading">Check a file</h2>
      <p>
        Upload a CSV or text file with one {noun} per line to get a CSV file back, with a result on
        every line. Large files are fine: a million lines take a few seconds.
      </p>
      <form
        className="usa-form usa-form--large check-digit-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          batch.start()
        }}
      >
        <ModeSwitch
          id="batch-mode"
          label="What should be done with each line?"
          options={MODES}
          value={mode}
          onChange={batch.chooseMode}
          disabled={running}
        />
        <div className={`usa-form-group${fileError ? ' usa-form-group--error' : ''}`}>
          <label className={`usa-label${fileError ? ' usa-label--error' : ''}`} htmlFor={FILE_ID}>
            File with one {noun} per line
          </label>
          <div className="usa-hint" id={FILE_HINT_ID}>
            CSV or plain text, saved as UTF-8. A header line such as “{RESULT_COLUMNS[mode][0]}” and
            blank lines are skipped; when a line has several columns, the first one is used.
          </div>
          {fileError && <ErrorMessage id={FILE_ERROR_ID}>{fileError}</ErrorMessage>}
          <input
            ref={fileRef}
            id={FILE_ID}
            name="file"
            type="file"
            className="check-digit-file"
            accept=".csv,.txt,text/csv,text/plain"
            disabled={running}
            aria-describedby={fileError ? `${FILE_HINT_ID} ${FILE_ERROR_ID}` : FILE_HINT_ID}
            aria-invalid={fileError ? true : undefined}
            onChange={(event) => batch.chooseFile(event.target.files?.[0] ?? null)}
          />
        </div>
        {!running && (
          <button ref={startRef} type="submit" className="usa-button">
            {mode === 'generate' ? 'Generate check digits for the file' : 'Validate the file'}
          </button>
        )}
      </form>

      <div className="usa-sr-only" aria-live="polite">
        {announcement}
      </div>

      <BatchRunStatus batch={batch} />

      {run.state === 'done' && (
        <BatchResults
          headingRef={resultsRef}
          fileName={run.fileName}
          result={run.result}
          url={run.url}
          download={run.download}
        />
      )}
    </section>
  )
}
