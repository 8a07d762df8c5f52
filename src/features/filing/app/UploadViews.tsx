/** The views of the upload step beside the chooser: the platform's progress, our check's findings. */
import { Alert, AlertText } from '@/components/Alert'
import { Spinner } from '@/components/Spinner'
import { describeFilingError } from './filingErrors'
import type { SubmissionState } from './useSubmission'
import type { UploadPhase } from './useUploadCheck'

const STAGES: {
  label: string
  done: (code: number) => boolean
  active: (code: number) => boolean
}[] = [
  { label: 'File received', done: (c) => c >= 3, active: (c) => c === 2 },
  { label: 'Formatting check', done: (c) => c >= 6, active: (c) => c === 3 || c === 4 },
  {
    label: 'Syntactical and validity edits',
    done: (c) => c >= 8,
    active: (c) => c === 6 || c === 7,
  },
  { label: 'Quality edits', done: (c) => c >= 10, active: (c) => c === 8 },
  { label: 'Macro quality edits', done: (c) => c >= 12, active: (c) => c === 10 || c === 11 },
]

/** The platform's processing of the latest submission, each stage in words. */
export function Processing({
  code,
  words,
  message,
  fileName,
  trouble,
  polling,
}: {
  code: number
  words: string
  message: string
  fileName: string
  trouble: SubmissionState['trouble']
  polling: boolean
}) {
  const troubleText = trouble?.offline
    ? 'You are offline. Your upload is kept on the platform and this page keeps its place; the status is checked again as soon as the connection is back.'
    : trouble
      ? `${describeFilingError(trouble.error, 'The status').message.replace(/ Try again.*$/, '')} We keep checking: next try in ${trouble.nextInSeconds} seconds.`
      : ''
  return (
    <section aria-labelledby="processing-heading" className="filing-processing">
      <h2 id="processing-heading">Your file{fileName ? ` ${fileName}` : ''}</h2>
      <p role="status" aria-live="polite" className="filing-processing__status">
        <strong>{words}.</strong> {message}
      </p>
      <ol className="filing-stages">
        {STAGES.map((s) => {
          const done = s.done(code) && !(code === 5 && s.label === 'Formatting check')
          const failed =
            (code === 5 && s.label === 'Formatting check') ||
            (code === 9 && s.label === 'Syntactical and validity edits')
          return (
            <li
              key={s.label}
              className={
                failed ? 'is-failed' : done ? 'is-done' : s.active(code) ? 'is-active' : ''
              }
            >
              {s.label}:{' '}
              {failed
                ? 'problems found'
                : done
                  ? 'done'
                  : s.active(code)
                    ? 'in progress'
                    : 'waiting'}
            </li>
          )
        })}
      </ol>
      {polling && !trouble && <Spinner label="Following the platform's progress…" />}
      {trouble && (
        <Alert type="warning" slim live>
          {troubleText}
        </Alert>
      )}
    </section>
  )
}

/** The quality and macro edits the platform will ask about: said before sending, not blocking. */
export function VerifyBeforeSending({
  phase,
  onSend,
}: {
  phase: Extract<UploadPhase, { kind: 'verify' }>
  onSend: () => void
}) {
  return (
    <Alert
      type="info"
      data-testid="filing-verify-summary"
      heading="Edits you will be asked to verify"
      wrapText={false}
    >
      <AlertText>
        {phase.fileName} has no formatting errors and has not been sent yet. {phase.summary.text}
      </AlertText>
      {phase.summary.later && <AlertText>{phase.summary.later}</AlertText>}
      <AlertText>
        These are not errors: you can upload the file now and verify them on the platform’s quality
        and macro steps, or correct the file and choose it again.
      </AlertText>
      <AlertText>
        <button type="button" className="usa-button" onClick={onSend}>
          Upload the file as it is
        </button>
      </AlertText>
    </Alert>
  )
}

/** Our check's formatting problems: the file was not sent. */
export function FormatProblems({ phase }: { phase: Extract<UploadPhase, { kind: 'problems' }> }) {
  const rows = phase.findings.flatMap((f) =>
    f.examples.map((r) => ({
      row: r.row,
      title: f.title,
      value: r.fields[0]?.value ?? '',
      accepted: f.description,
    })),
  )
  rows.sort((a, b) => a.row - b.row)
  const total = phase.findings.reduce((n, f) => n + f.count, 0)
  return (
    <Alert type="error" heading="Fix the file before uploading" wrapText={false}>
      <AlertText>
        {phase.fileName} was not sent:{' '}
        {total > 0
          ? `${total.toLocaleString('en-US')} formatting problem${total === 1 ? '' : 's'} found.`
          : 'it cannot be read as a HMDA file.'}{' '}
        Correct the file and choose it again.
      </AlertText>
      {phase.messages.map((m) => (
        <AlertText key={m}>{m}</AlertText>
      ))}
      {rows.length > 0 && (
        <div
          className="usa-table-container--scrollable"
          tabIndex={0}
          role="region"
          aria-label="Formatting problems found on this computer"
        >
          <table className="usa-table usa-table--compact">
            <caption>
              Formatting problems{rows.length < total ? ` (first ${rows.length})` : ''}
            </caption>
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Field</th>
                <th scope="col">Value found</th>
                <th scope="col">Accepted</th>
              </tr>
            </thead>
            <tbody>
              {rows.slice(0, 100).map((r, i) => (
                <tr key={`${r.row}-${i}`}>
                  <td>{r.row}</td>
                  <td>{r.title}</td>
                  <td>{r.value === '' ? <em>(blank)</em> : r.value}</td>
                  <td>{r.accepted}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Alert>
  )
}
