import { useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { Checkbox } from '@/components/Checkbox'
import { Spinner } from '@/components/Spinner'
import { useConfig } from '@/config/useConfig'
import { parsePeriod, type EditRef, type EditType, type LatestSubmission } from '@/lib/api/filing'
import { allowedStep, STEP_NAMES, type Step } from '@/lib/api/submissionStatus'
import { editDetailQuery, editsQuery } from '@/lib/api/filingQueries'
import { useRemoteQuery } from '@/lib/api/queries'
import { filingClient } from './filingClient'
import { FilingErrorAlert } from './FilingErrorAlert'
import { CsvDownload } from './CsvDownload'
import { inputOf, nextStep, rowCount } from './flow'
import { Pager } from '@/components/Pager'
import type { SubmissionState } from './useSubmission'

const TYPES_OF: Record<'syntacticalvalidity' | 'quality' | 'macro', EditType[]> = {
  syntacticalvalidity: ['syntactical', 'validity'],
  quality: ['quality'],
  macro: ['macro'],
}
const TYPE_NAME: Record<EditType, string> = {
  syntactical: 'Syntactical edits',
  validity: 'Validity edits',
  quality: 'Quality edits',
  macro: 'Macro quality edits',
}
/** Edits the platform never lists rows for. */
const NO_TABLE = new Set(['S040'])
/** Edits whose table has no row id column. */
const NO_ID_COLUMN = new Set(['S303', 'V609', 'V608-1', 'V608-2'])

/**
 * An edits step: each edit the platform raised for the step's type(s) with its description, the
 * affected rows (20 a page, as the platform pages them) with their fields and values; the edits
 * CSV; for quality and macro edits, the verification with an explicit confirmation.
 */
export function EditsStep({
  period,
  lei,
  step,
  submission,
  closed,
}: {
  period: string
  lei: string
  step: 'syntacticalvalidity' | 'quality' | 'macro'
  submission: SubmissionState
  closed: boolean
}) {
  const config = useConfig()
  const latest = submission.latest as LatestSubmission
  const p = parsePeriod(period)
  const seq = latest.sequenceNumber
  const code = latest.status.code
  const queryClient = useQueryClient()
  const summary = useRemoteQuery(editsQuery(filingClient(config), lei, p, seq))
  const types = TYPES_OF[step]
  const following = nextStep(step)
  const canGoOn = following !== null && allowedStep(following, inputOf(latest)) === following

  if (summary.status === 'loading') return <Spinner label="Loading the edits…" />
  if (summary.status === 'error')
    return <FilingErrorAlert error={summary.error} what="The edits" onRetry={summary.retry} />
  if (summary.status !== 'ok' || !summary.data || !p) return null
  const data = summary.data
  const edits = types.flatMap((t) => data.edits[t].map((e) => ({ type: t, edit: e })))

  return (
    <>
      <CsvDownload period={period} lei={lei} seq={seq} />
      {types.map((type) => (
        <section key={type} aria-labelledby={`type-${type}`} className="filing-edit-type">
          <h2 id={`type-${type}`}>
            {TYPE_NAME[type]} ({data.edits[type].length})
          </h2>
          {data.edits[type].length === 0 ? (
            <p>Your file has no {TYPE_NAME[type].toLowerCase()}.</p>
          ) : (
            data.edits[type].map((e) => (
              <EditTable key={e.edit} period={period} lei={lei} seq={seq} edit={e} type={type} />
            ))
          )}
        </section>
      ))}
      {step === 'syntacticalvalidity' && edits.length > 0 && (
        <p>
          Syntactical and validity edits must be corrected in the file.{' '}
          {!closed && (
            <Link className="usa-button" to={`/filing/${period}/${lei}/upload?new=1`}>
              Upload a corrected file
            </Link>
          )}
        </p>
      )}
      {(step === 'quality' || step === 'macro') && edits.length > 0 && (
        <Verification
          kind={step}
          verified={step === 'quality' ? latest.qualityVerified : latest.macroVerified}
          disabled={closed || code === 15}
          onVerify={async (verified) => {
            const result = await filingClient(config).verify(lei, p, seq, step, verified)
            const flag =
              step === 'quality'
                ? { qualityVerified: result.verified }
                : { macroVerified: result.verified }
            // What the verification changed: the submission's status and the edits' flags.
            queryClient.setQueryData(
              editsQuery(filingClient(config), lei, p, seq).queryKey,
              (old) => (old ? { ...old, ...flag, status: result.status } : old),
            )
            submission.set({ ...latest, status: result.status, ...flag })
          }}
        />
      )}
      {following && canGoOn && (
        <p>
          <Link className="usa-button" to={`/filing/${period}/${lei}/${following}`}>
            Continue to {STEP_NAMES[following as Step].toLowerCase()}
          </Link>
        </p>
      )}
    </>
  )
}

function EditTable({
  period,
  lei,
  seq,
  edit,
  type,
}: {
  period: string
  lei: string
  seq: number
  edit: EditRef
  type: EditType
}) {
  const config = useConfig()
  const [page, setPage] = useState(1)
  const p = parsePeriod(period)
  const wantsRows = type !== 'macro' && !NO_TABLE.has(edit.edit)
  const remote = useRemoteQuery(
    editDetailQuery(filingClient(config), lei, p, seq, edit.edit, page, wantsRows),
  )
  const headingId = `edit-${edit.edit}`
  const tableRef = useRef<HTMLTableElement>(null)
  const moved = useRef(false)
  useEffect(() => {
    if (moved.current && remote.status === 'ok') tableRef.current?.focus()
  }, [remote.status, page])
  const data = remote.status === 'ok' ? remote.data : undefined
  const fieldNames = data?.rows[0]?.fields.map((f) => f.name) ?? []
  const idLabel = edit.transmittalSheet ? 'LEI' : 'ULI'
  const showId = !NO_ID_COLUMN.has(edit.edit)
  return (
    <div className="filing-edit">
      <h3 id={headingId}>
        {edit.edit}
        {data && <span className="filing-edit__count"> ({rowCount(data.paging.total)})</span>}
      </h3>
      <p>{edit.description || 'No description is available for this edit.'}</p>
      {wantsRows && remote.status === 'loading' && (
        <Spinner label={`Loading the rows of ${edit.edit}…`} />
      )}
      {remote.status === 'error' && (
        <FilingErrorAlert
          error={remote.error}
          what={`The rows of ${edit.edit}`}
          onRetry={remote.retry}
          headingLevel={3}
        />
      )}
      {data && data.rows.length > 0 && (
        <>
          <div
            className="usa-table-container--scrollable"
            tabIndex={0}
            role="region"
            aria-label={`Rows of ${edit.edit}`}
          >
            <table
              className="usa-table usa-table--compact"
              ref={tableRef}
              tabIndex={-1}
              aria-describedby={headingId}
            >
              <caption>
                Rows that triggered {edit.edit}, page {data.paging.page} of{' '}
                {Math.max(1, data.paging.last)}
              </caption>
              <thead>
                <tr>
                  {showId && <th scope="col">{idLabel}</th>}
                  {fieldNames.map((n) => (
                    <th scope="col" key={n}>
                      {n}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row, i) => (
                  <tr key={`${row.id}-${i}`}>
                    {showId && <td>{row.id}</td>}
                    {row.fields.map((f, j) => (
                      <td key={j}>{f.value === '' ? <em>(blank)</em> : f.value}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={page}
            last={data.paging.last}
            onPage={(n) => {
              moved.current = true
              setPage(n)
            }}
            label={`Pages of ${edit.edit}`}
          />
        </>
      )}
    </div>
  )
}

function Verification({
  kind,
  verified,
  disabled,
  onVerify,
}: {
  kind: 'quality' | 'macro'
  verified: boolean
  disabled: boolean
  onVerify: (verified: boolean) => Promise<void>
}) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(null)
  /** The box as the user set it, while the platform is being told. */
  const [pending, setPending] = useState<boolean | null>(null)
  const what = kind === 'quality' ? 'quality edits' : 'macro quality edits'
  return (
    <fieldset className="usa-fieldset filing-verify">
      <legend className="usa-legend">Verify the {what}</legend>
      <p>
        These edits do not stop a filing, but each must be reviewed. If the data is correct, confirm
        it below; if not, correct the file and upload it again.
      </p>
      <Checkbox
        id={`verify-${kind}`}
        checked={pending ?? verified}
        disabled={disabled}
        aria-describedby={`verify-${kind}-status`}
        onChange={(next) => {
          if (busy) return
          setPending(next)
          setBusy(true)
          setError(null)
          onVerify(next)
            .catch((err: unknown) => setError(err))
            .finally(() => {
              setBusy(false)
              setPending(null)
            })
        }}
        label={<>I have reviewed the {what} and the data in my file is accurate.</>}
      />
      <p role="status" className="usa-hint" id={`verify-${kind}-status`}>
        {busy ? 'Saving…' : verified ? `The ${what} are verified.` : ''}
      </p>
      {error !== null && (
        <FilingErrorAlert
          error={error}
          what="The verification"
          write={{
            notDone: `Your answer for the ${what} was not saved`,
            kept: 'The box shows what the platform has; change it again to retry.',
          }}
          headingLevel={3}
        />
      )}
    </fieldset>
  )
}
