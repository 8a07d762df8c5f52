import { ApiErrorAlert } from '@/components/ApiErrorAlert'
import { Spinner } from '@/components/Spinner'
import { useConfig } from '@/config/useConfig'
import { noteHistoryQuery } from '@/lib/api/helpAdmin'
import { useRemoteQuery } from '@/lib/api/queries'
import { helpClients } from './helpClient'
import { easternDateTime, historyChanges } from './helpModel'

/**
 * The note history of one institution-year, newest first, with what each change changed (asked
 * again after a save, which makes it stale).
 */
export function NoteHistory({ lei, year }: { lei: string; year: string }) {
  const config = useConfig()
  const { admin } = helpClients(config)
  const history = useRemoteQuery(noteHistoryQuery(admin, lei, year))
  const items = history.data ?? []
  const changes = historyChanges(items)
  return (
    <section aria-labelledby="history-heading" className="help-history">
      <h2 id="history-heading">Note history of the {year} record</h2>
      {history.status === 'loading' && <Spinner label="Loading the note history…" />}
      {history.status === 'error' && (
        <ApiErrorAlert
          error={history.error}
          what="the note history"
          type="warning"
          headingLevel={3}
          onRetry={history.retry}
        />
      )}
      {history.status === 'ok' && items.length === 0 && (
        <p>No notes yet: the history starts with the first change saved here.</p>
      )}
      {history.status === 'ok' && items.length > 0 && (
        <ol className="help-history__list" aria-label="Notes, newest first">
          {items.map((item, index) => {
            const changed = changes[index] ?? []
            return (
              <li key={item.historyID} className="help-history__item">
                <p className="help-history__note">
                  <strong>{item.notes || '(no note)'}</strong>
                  <br />
                  <span className="usa-hint">
                    {item.savedAt ? `Saved ${easternDateTime(item.savedAt)}` : 'Date not known'}
                  </span>
                </p>
                {changed.length > 0 && (
                  <details>
                    <summary>
                      {index === items.length - 1
                        ? `Fields set (${changed.length})`
                        : `Fields changed (${changed.length})`}
                    </summary>
                    <div
                      className="usa-table-container--scrollable"
                      tabIndex={0}
                      role="region"
                      aria-label={`Changes saved with the note “${item.notes}”`}
                    >
                      <table className="usa-table usa-table--compact usa-table--stacked">
                        <thead>
                          <tr>
                            <th scope="col">Field</th>
                            <th scope="col">Before</th>
                            <th scope="col">After</th>
                          </tr>
                        </thead>
                        <tbody>
                          {changed.map((c) => (
                            <tr key={c.field}>
                              <th scope="row" data-label="Field">
                                {c.field}
                              </th>
                              <td data-label="Before">{c.before || '—'}</td>
                              <td data-label="After">{c.after || '—'}</td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </div>
                  </details>
                )}
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}
