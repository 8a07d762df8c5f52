import type { FieldDef, RecordKind } from '@/hmda/types'
import type { RowFinding } from '@/hmda/validate/singleRow'
import { KIND_NAME, describeCheck, qualityFindings, type RowCheckState } from './rowCheck'

/** A list of edits the row trips, each with buttons to the fields it names. */
function FindingList({
  className,
  findings,
  fields,
  onShowField,
}: {
  className: string
  findings: readonly RowFinding[]
  fields: readonly FieldDef[]
  onShowField: (key: string) => void
}) {
  return (
    <ul className={className}>
      {findings.map((f) => (
        <li key={f.id}>
          <strong>{f.id}</strong>: {f.description}
          {f.note && <> {f.note}</>}
          {f.fieldIndexes.length > 0 && (
            <>
              {' '}
              {f.fieldIndexes.map((index) => {
                const field = fields[index]
                if (!field) return null
                return (
                  <button
                    key={index}
                    type="button"
                    className="usa-button usa-button--unstyled olf-check__field"
                    onClick={() => onShowField(field.key)}
                  >
                    Go to field {field.position}: {field.name}
                    <span className="usa-sr-only"> ({f.id})</span>
                  </button>
                )
              })}
            </>
          )}
        </li>
      ))}
    </ul>
  )
}

/** What the verifier would say about the row, its failing edits and what one row cannot show. */
export function RowCheckPanel({
  id,
  check,
  fields,
  kind,
  onShowField,
}: {
  id: string
  check: RowCheckState | null
  fields: readonly FieldDef[]
  kind: RecordKind
  onShowField: (key: string) => void
}) {
  if (!check) return null
  if (check.status === 'loading')
    return (
      <div className="olf-check">
        <p className="olf-check__summary" id={id}>
          Loading the checks of File Format Verification…
        </p>
      </div>
    )
  if (check.status === 'failed')
    return (
      <div className="olf-check">
        <p className="olf-check__summary" id={id}>
          The checks of File Format Verification could not be loaded (the connection may have
          dropped). The format of each field is still checked.{' '}
          <button type="button" className="usa-button usa-button--unstyled" onClick={check.retry}>
            Try again
          </button>
        </p>
      </div>
    )
  const result = check.check
  const edits = result.findings.filter((f) => f.stage === 'syntactical' || f.stage === 'validity')
  const verify = qualityFindings(result)
  const failing = result.findings.length > verify.length
  const state = failing ? ' olf-check--failing' : verify.length > 0 ? ' olf-check--verify' : ''
  return (
    <div className={`olf-check${state}`}>
      <p className="olf-check__summary" id={id}>
        {describeCheck(result)}
      </p>
      {edits.length > 0 && (
        <FindingList
          className="olf-check__edits"
          findings={edits}
          fields={fields}
          onShowField={onShowField}
        />
      )}
      {verify.length > 0 && (
        <div className="olf-check__verify">
          <h3 className="olf-check__heading">Quality edits to verify (not errors)</h3>
          <FindingList
            className="olf-check__edits"
            findings={verify}
            fields={fields}
            onShowField={onShowField}
          />
        </div>
      )}
      {result.notChecked.length > 0 && (
        <details className="olf-check__not-checked">
          <summary>
            Not checked for one {KIND_NAME[kind]} row ({result.notChecked.length}{' '}
            {result.notChecked.length === 1 ? 'edit' : 'edits'})
          </summary>
          <p>
            File Format Verification checks these over the whole file, or cannot check them without
            data from outside the file.
          </p>
          <ul>
            {result.notChecked.map((n) => (
              <li key={n.id}>
                <strong>{n.id}</strong>: {n.reason}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  )
}
