import { Alert } from '@/components/Alert'
import { PageMeta } from '@/components/PageMeta'
import { EntryItem } from './EntryItem'
import { FilterForm, UnknownFilters } from './FilterForm'
import { useUpdatesNotes } from './useUpdatesNotes'
import './updatesNotes.css'

/**
 * Updates and Notes: the change log of the programme's publications, tools, documentation and
 * filing platform, newest first, with filters kept in the address (`?type=…&product=…&keywords=…`).
 */
export function UpdatesNotesPage() {
  const model = useUpdatesNotes()
  const { results, words, target } = model

  return (
    <div className="grid-container page updates-notes">
      <PageMeta
        title="Updates and Notes"
        description="Updates and Notes: releases, updates and corrections to HMDA filing, data, tools and documentation."
      />
      <h1>Updates and Notes</h1>
      <p className="usa-intro">
        Announcements, releases, updates and corrections to the HMDA filing platform, the published
        data, the tools and the documentation, newest first.
      </p>

      <UnknownFilters unknown={model.unknown} />

      <FilterForm {...model} />

      <h2 id="un-entries-heading">Entries</h2>
      <div role="status" className="un-status">
        <p className="un-count">
          Showing {results.length} out of {model.total} entries
        </p>
        {results.length === 0 && (
          <Alert type="info" slim className="un-no-match">
            No entries match the current filters. Remove a filter, try other keywords, or reset the
            filters.
          </Alert>
        )}
      </div>
      {model.targetHidden && (
        <Alert type="info" slim className="un-hidden-target">
          The entry this address links to is hidden by the current filters.{' '}
          <button type="button" className="usa-button usa-button--unstyled" onClick={model.showAll}>
            Show all entries
          </button>
        </Alert>
      )}
      {results.length > 0 && (
        <ol className="un-list" aria-labelledby="un-entries-heading">
          {results.map((entry) => (
            <EntryItem key={entry.id} entry={entry} words={words} targeted={entry.id === target} />
          ))}
        </ol>
      )}
    </div>
  )
}
