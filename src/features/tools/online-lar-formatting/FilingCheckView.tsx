import type { Ref } from 'react'
import { Alert } from '@/components/Alert'
import { describeReport, type FilingCheckState, type FilingEdit } from './filingCheck'

function EditList({ edits }: { edits: readonly FilingEdit[] }) {
  return (
    <ul className="olf-check__edits">
      {edits.map((e) => {
        const more = e.count - e.rows.length
        return (
          <li key={e.id}>
            <strong>{e.title}</strong>: {e.description}{' '}
            <span className="olf-muted">
              {e.rows.length > 0
                ? `On ${e.rows.join(', ')}${more > 0 ? ` and ${more.toLocaleString('en-US')} more` : ''}.`
                : ''}
            </span>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * The result of checking the whole filing: errors, then the quality and macro edits the platform
 * asks the filer to verify, each in its own block.
 */
export function FilingCheckView({
  id,
  state,
  stale,
  onRetry,
  headingRef,
}: {
  id: string
  state: FilingCheckState
  stale: boolean
  onRetry: () => void
  headingRef?: Ref<HTMLHeadingElement>
}) {
  if (state.status === 'idle') return null
  return (
    <section className="olf-section olf-filing-check" aria-labelledby={id}>
      <h2 id={id} ref={headingRef} tabIndex={-1}>
        Check of the whole filing
      </h2>
      {state.status === 'checking' && <p>Checking the filing…</p>}
      {state.status === 'failed' && (
        <Alert type="error" slim>
          {state.message}{' '}
          <button type="button" className="usa-button usa-button--unstyled" onClick={onRetry}>
            Check again
          </button>
        </Alert>
      )}
      {state.status === 'done' && (
        <>
          {stale && (
            <Alert type="info" slim>
              The filing has changed since this check, so it may no longer be right.{' '}
              <button type="button" className="usa-button usa-button--unstyled" onClick={onRetry}>
                Check again
              </button>
            </Alert>
          )}
          <p className="olf-check__summary">{describeReport(state.report)}</p>
          {state.report.errors.length > 0 && (
            <div className="olf-check olf-check--failing">
              <h3 className="olf-check__heading">Errors to fix before you file</h3>
              <EditList edits={state.report.errors} />
            </div>
          )}
          {state.report.quality.length > 0 && (
            <div className="olf-check olf-check--verify">
              <h3 className="olf-check__heading">Quality edits to verify (not errors)</h3>
              <EditList edits={state.report.quality} />
            </div>
          )}
          {state.report.macro.length > 0 && (
            <div className="olf-check olf-check--verify">
              <h3 className="olf-check__heading">Macro edits to verify (not errors)</h3>
              <ul className="olf-check__edits">
                {state.report.macro.map((m) => (
                  <li key={m.id}>
                    <strong>{m.id}</strong>: {m.sentence}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {state.report.macroNote && <p>{state.report.macroNote}</p>}
          {state.report.macroPassed.length > 0 && (
            <details className="olf-check__not-checked">
              <summary>
                Macro edits within the platform’s limits ({state.report.macroPassed.length})
              </summary>
              <ul>
                {state.report.macroPassed.map((m) => (
                  <li key={m.id}>
                    <strong>{m.id}</strong>: {m.sentence}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </>
      )}
    </section>
  )
}
