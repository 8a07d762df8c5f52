import { FILING_YEARS } from '@/hmda/types'
import { FileDrop } from '@/components/FileDrop'
import { Select } from '@/components/Select'
import type { FileFormatVerification } from './useFileFormatVerification'

const FILE_ID = 'ffv-file'
const ACCEPT = ['.txt', 'text/plain']
const YEAR_OPTIONS = FILING_YEARS.map((y) => ({ value: String(y), label: String(y) }))

/** The form of the tool: the file (chosen or dropped), the optional filing year, the button. */
export function FileForm({ tool }: { tool: FileFormatVerification }) {
  const { file, problems, year, setYear, running, fileRef, startRef } = tool
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
      <FileDrop
        ref={fileRef}
        id={FILE_ID}
        name="file"
        label="HMDA file (.txt)"
        hintAs="div"
        hint="The pipe-delimited file you will submit: the transmittal sheet in row 1, then one row per loan or application. Choose it, or drop it on the box below."
        error={
          !hasProblems ? null : problems.length === 1 ? (
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
          )
        }
        errorProps={{ as: 'div' }}
        accept={ACCEPT}
        disabled={running}
        fileName={file?.name ?? null}
        onFile={tool.choose}
      />
      <Select
        id="ffv-year"
        label="Filing year (optional)"
        hintAs="div"
        hint="Choose the year you will file for to also check that the file’s calendar year matches it (edit S302)."
        value={year}
        disabled={running}
        onChange={setYear}
        placeholder="Use the year in the file"
        options={YEAR_OPTIONS}
      />
      {!running && (
        <button ref={startRef} type="submit" className="usa-button">
          Check the file
        </button>
      )}
    </form>
  )
}
