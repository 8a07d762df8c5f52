/** Parts of the Online LAR Formatting page that need only a few of its values. */
import type { RefObject } from 'react'
import { isFilingYear } from '@/hmda/schema'
import { FILING_YEARS, type FilingYear } from '@/hmda/types'
import { Alert } from '@/components/Alert'
import { FileDrop } from '@/components/FileDrop'
import { Select } from '@/components/Select'
import { saveFile, TEXT_TYPE } from '@/lib/saveFile'
import type { OtherLine } from './filing'
import type { SyncNotice } from './usePersistence'

const ACCEPT = ['.txt', 'text/plain']
const YEAR_OPTIONS = FILING_YEARS.map((y) => ({ value: String(y), label: String(y) }))

/** "Start a filing": a new filing of a year, or a file to open. */
export function StartSection({
  id,
  year,
  setYear,
  createFiling,
  fileError,
  fileInput,
  onFileChosen,
}: {
  id: string
  year: FilingYear
  setYear: (year: FilingYear) => void
  createFiling: () => void
  fileError: string | null
  fileInput: RefObject<HTMLInputElement | null>
  onFileChosen: (file: File | undefined) => void
}) {
  return (
    <section className="olf-section" aria-labelledby={`${id}-start`}>
      <h2 id={`${id}-start`}>Start a filing</h2>
      <div className="olf-start">
        <div className="olf-start__part">
          <Select
            id={`${id}-year`}
            label="Filing year"
            value={String(year)}
            onChange={(value) => {
              const next = Number(value)
              if (isFilingYear(next)) setYear(next)
            }}
            options={YEAR_OPTIONS}
          />
          <button type="button" className="usa-button olf-start__button" onClick={createFiling}>
            Create a new filing
          </button>
        </div>
        <div className="olf-start__part">
          <FileDrop
            ref={fileInput}
            id={`${id}-file`}
            label="Open a filing file (.txt)"
            hintAs="div"
            hint="A pipe-delimited file: the transmittal sheet row, then one row per loan. The filing year is taken from the transmittal sheet."
            error={fileError}
            errorProps={{ as: 'p', className: 'olf-file-error', role: 'alert' }}
            accept={ACCEPT}
            // The file is opened at once and the input emptied: there is no chosen file to name.
            fileName={null}
            onFile={(file) => onFileChosen(file ?? undefined)}
          />
        </div>
      </div>
    </section>
  )
}

/** The lines of an opened file that are neither a TS nor a LAR row, to review. */
export function OtherLinesSection({
  id,
  other,
  onClear,
}: {
  id: string
  other: readonly OtherLine[]
  onClear: () => void
}) {
  return (
    <section className="olf-section" aria-labelledby={`${id}-other`}>
      <h2 id={`${id}-other`}>Lines to review</h2>
      <p>
        These lines of the file are neither a transmittal sheet nor a LAR row, so they are not part
        of the filing. Fix them in a LAR row if they belong there.
      </p>
      <div
        className="olf-table-wrap"
        tabIndex={0}
        role="region"
        aria-label="Lines to review, scrollable"
      >
        <table className="olf-table olf-table--other">
          <caption className="usa-sr-only">Lines to review</caption>
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Text</th>
              <th scope="col">Why it was set aside</th>
            </tr>
          </thead>
          <tbody>
            {other.map((o, i) => (
              <tr key={`${String(o.line)}-${String(i)}`}>
                <td>{o.line === 0 ? 'Another tab' : o.line}</td>
                <td className="olf-mono">{o.text}</td>
                <td>{o.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button type="button" className="usa-button usa-button--outline" onClick={onClear}>
        Remove these lines from the list
      </button>
    </section>
  )
}

/** What another tab changed, with the filing this tab had when it was replaced. */
export function SyncNoticeAlert({ notice, onClose }: { notice: SyncNotice; onClose: () => void }) {
  return (
    <div className="olf-notice" role="region" aria-label="Changed in another tab">
      <Alert type="info" slim live onClose={onClose}>
        {notice.text}
        {notice.replaced && (
          <>
            {' '}
            <button
              type="button"
              className="usa-button usa-button--unstyled"
              onClick={() => {
                if (notice.replaced) saveFile(notice.replaced.name, notice.replaced.text, TEXT_TYPE)
              }}
            >
              Download the filing this tab had
            </button>
          </>
        )}
      </Alert>
    </div>
  )
}
