import { RESULT_COLUMNS, type BatchMode } from './batch'
import { BatchResults } from './BatchResults'
import { BatchRunStatus } from './BatchRunStatus'
import { ModeSwitch, type ModeOption } from './ModeSwitch'
import { useBatchCheck } from './useBatchCheck'
import { FileDrop } from '@/components/FileDrop'

const MODES: readonly ModeOption<BatchMode>[] = [
  { value: 'generate', label: 'Generate check digits' },
  { value: 'validate', label: 'Validate ULIs' },
]

const FILE_ID = 'check-digit-file'
const ACCEPT = ['.csv', '.txt', 'text/csv', 'text/plain']

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
        <FileDrop
          ref={fileRef}
          id={FILE_ID}
          name="file"
          label={`File with one ${noun} per line`}
          hintAs="div"
          hint={`CSV or plain text, saved as UTF-8. A header line such as “${RESULT_COLUMNS[mode][0]}” and blank lines are skipped; when a line has several columns, the first one is used.`}
          error={fileError}
          accept={ACCEPT}
          disabled={running}
          fileName={batch.file?.name ?? null}
          onFile={batch.chooseFile}
        />
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
