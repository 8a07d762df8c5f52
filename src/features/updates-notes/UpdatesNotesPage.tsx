import { useEffect, useMemo, useRef, useState } from 'react'
import { useLocation, useNavigate, useNavigationType, useSearchParams } from 'react-router-dom'
import { Alert } from '@/components/Alert'
import { PageMeta } from '@/components/PageMeta'
import { CHANGE_LOG, ENTRY_TYPES, PRODUCTS, TYPE_LABELS, type ChangeLogEntry } from './changeLog'
import { isoToLongDate } from '@/lib/dates'
import {
  filterEntries,
  keywordWords,
  NO_FILTERS,
  parseFilters,
  PRODUCT_KEYS,
  serializeFilters,
  sortNewestFirst,
  toggleValue,
  unknownFilterValues,
  type Filters,
} from './filterEntries'
import { Markdown } from './Markdown'
import { parseMarkdown, plainText, textLength, truncateBlocks } from './markdown'
import './updatesNotes.css'

const ENTRIES = sortNewestFirst(CHANGE_LOG)

/** “a”, “b” */
const quoted = (values: readonly string[]) => values.map((v) => `“${v}”`).join(', ')
const ENTRY_IDS = new Set(ENTRIES.map((e) => e.id))

/** Entries with more text than this are collapsed behind "Read more"… */
const COLLAPSE_OVER = 300
/** …showing about this many characters. */
const PREVIEW_LENGTH = 200

/**
 * The entry id named by the address's fragment ('' when none). Earlier versions of this page
 * also had a "{period}-deadline" entry per period: those links go to the period's entry.
 */
function fragmentId(hash: string): string {
  let id: string
  try {
    id = decodeURIComponent(hash.slice(1))
  } catch {
    id = hash.slice(1)
  }
  const legacy = /^(\d{4}(?:-Q[123])?)-deadline$/.exec(id)
  return legacy && ENTRY_IDS.has(`${legacy[1]}-opened`) ? `${legacy[1]}-opened` : id
}

/**
 * Updates and Notes: the change log of the programme's publications, tools, documentation and
 * filing platform, newest first, with filters kept in the address (`?type=…&product=…&keywords=…`).
 */
export function UpdatesNotesPage() {
  const [searchParams] = useSearchParams()
  const location = useLocation()
  const navigationType = useNavigationType()
  const navigate = useNavigate()

  const filters = useMemo(() => parseFilters(searchParams), [searchParams])
  const unknown = useMemo(() => unknownFilterValues(searchParams), [searchParams])
  const results = useMemo(() => filterEntries(ENTRIES, filters), [filters])
  const words = useMemo(() => keywordWords(filters.keywords), [filters.keywords])

  // The keyword box keeps its own text, so typing never waits for the address to update. It takes
  // the address's keywords again when the history moves (back or forward).
  const [keywordText, setKeywordText] = useState(filters.keywords)
  const [seenLocation, setSeenLocation] = useState(location.key)
  if (location.key !== seenLocation) {
    setSeenLocation(location.key)
    if (navigationType === 'POP' && keywordText !== filters.keywords) {
      setKeywordText(filters.keywords)
    }
  }

  /** Puts the filters in the address: a new history entry, or replacing it while typing. */
  const apply = (next: Filters, replace = false) =>
    navigate(
      { pathname: location.pathname, search: serializeFilters(next), hash: location.hash },
      { replace },
    )

  const reset = () => {
    setKeywordText('')
    apply(NO_FILTERS)
  }

  // The shell scrolls to a fragment before this lazily loaded screen exists, so do it here too.
  const target = fragmentId(location.hash)
  useEffect(() => {
    if (target) document.getElementById(target)?.scrollIntoView()
  }, [target])

  // After "Show all entries", move to the linked entry once it is rendered.
  const pendingFocus = useRef<string | null>(null)
  useEffect(() => {
    const id = pendingFocus.current
    const element = id ? document.getElementById(id) : null
    if (!element) return
    pendingFocus.current = null
    element.scrollIntoView()
    element.focus({ preventScroll: true })
  }, [results])

  const targetHidden = ENTRY_IDS.has(target) && !results.some((e) => e.id === target)

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

      {(unknown.types.length > 0 || unknown.products.length > 0) && (
        <Alert type="warning" slim className="un-unknown">
          <p>This link asks for filters this page does not have; they are ignored:</p>
          <ul>
            {unknown.types.length > 0 && (
              <li>
                type {quoted(unknown.types)} (the types are {ENTRY_TYPES.join(', ')})
              </li>
            )}
            {unknown.products.length > 0 && (
              <li>
                product {quoted(unknown.products)} (the products are{' '}
                {PRODUCTS.map((p) => PRODUCT_KEYS[p]).join(', ')})
              </li>
            )}
          </ul>
          <p>Choose filters below; the address changes to match.</p>
        </Alert>
      )}

      <form
        role="search"
        aria-labelledby="un-filters-heading"
        className="un-filters"
        onSubmit={(event) => event.preventDefault()}
      >
        <h2 id="un-filters-heading">Filter entries</h2>
        <PillGroup
          legend="Type"
          options={ENTRY_TYPES}
          label={(t) => TYPE_LABELS[t]}
          selected={filters.types}
          onToggle={(t) => apply({ ...filters, types: toggleValue(filters.types, t, ENTRY_TYPES) })}
        />
        <PillGroup
          legend="Product"
          options={PRODUCTS}
          label={(p) => p}
          selected={filters.products}
          onToggle={(p) =>
            apply({ ...filters, products: toggleValue(filters.products, p, PRODUCTS) })
          }
        />
        <div className="un-search">
          <label className="usa-label" htmlFor="un-keywords">
            Search descriptions
          </label>
          <div className="usa-hint" id="un-keywords-hint">
            Entries containing all the words are shown.
          </div>
          <input
            id="un-keywords"
            className="usa-input"
            type="search"
            aria-describedby="un-keywords-hint"
            value={keywordText}
            onChange={(event) => {
              setKeywordText(event.target.value)
              apply({ ...filters, keywords: event.target.value }, true)
            }}
          />
        </div>
        <button type="button" className="usa-button usa-button--outline un-reset" onClick={reset}>
          Reset filters
        </button>
      </form>

      <h2 id="un-entries-heading">Entries</h2>
      <div role="status" className="un-status">
        <p className="un-count">
          Showing {results.length} out of {ENTRIES.length} entries
        </p>
        {results.length === 0 && (
          <Alert type="info" slim className="un-no-match">
            No entries match the current filters. Remove a filter, try other keywords, or reset the
            filters.
          </Alert>
        )}
      </div>
      {targetHidden && (
        <Alert type="info" slim className="un-hidden-target">
          The entry this address links to is hidden by the current filters.{' '}
          <button
            type="button"
            className="usa-button usa-button--unstyled"
            onClick={() => {
              pendingFocus.current = target
              reset()
            }}
          >
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

interface PillGroupProps<T extends string> {
  legend: string
  options: readonly T[]
  label: (value: T) => string
  selected: readonly T[]
  onToggle: (value: T) => void
}

/** A row of toggle buttons; any pressed button matches (an empty row matches everything). */
function PillGroup<T extends string>({
  legend,
  options,
  label,
  selected,
  onToggle,
}: PillGroupProps<T>) {
  return (
    <fieldset className="un-filter-group">
      <legend>{legend}</legend>
      <ul className="un-pills">
        {options.map((value) => {
          const pressed = selected.includes(value)
          return (
            <li key={value}>
              <button
                type="button"
                className="usa-button usa-button--outline un-pill"
                aria-pressed={pressed}
                onClick={() => onToggle(value)}
              >
                {pressed && (
                  <span aria-hidden="true" className="un-pill__check">
                    ✓
                  </span>
                )}
                {label(value)}
              </button>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}

interface EntryItemProps {
  entry: ChangeLogEntry
  /** Lower-case keywords to highlight. */
  words: readonly string[]
  /** True when the address's fragment names this entry. */
  targeted: boolean
}

function EntryItem({ entry, words, targeted }: EntryItemProps) {
  const blocks = useMemo(() => parseMarkdown(entry.description), [entry.description])
  const long = textLength(blocks) > COLLAPSE_OVER
  const preview = useMemo(
    () => (long ? truncateBlocks(blocks, PREVIEW_LENGTH) : blocks),
    [blocks, long],
  )
  // null until the reader chooses: then a long entry opens by itself when a keyword it
  // contains would be hidden.
  const [open, setOpen] = useState<boolean | null>(null)
  const previewText = useMemo(() => plainText(preview).toLowerCase(), [preview])
  const matchHidden = long && words.some((w) => !previewText.includes(w))
  const expanded = !long || (open ?? matchHidden)

  const headingId = `un-heading-${entry.id}`
  const metaId = `un-meta-${entry.id}`
  const textId = `un-text-${entry.id}`
  return (
    <li className="un-entry">
      <article
        id={entry.id}
        tabIndex={-1}
        aria-labelledby={headingId}
        className={`un-entry__article${targeted ? ' un-entry__article--target' : ''}`}
      >
        <h3 id={headingId} className="un-entry__heading">
          <time dateTime={entry.date}>{isoToLongDate(entry.date)}</time>
        </h3>
        <p id={metaId} className="un-entry__meta">
          <span className={`un-tag un-tag--${entry.type}`}>{TYPE_LABELS[entry.type]}</span>{' '}
          <span className="un-entry__product">{entry.product}</span>
        </p>
        <div id={textId} className="un-entry__text">
          <Markdown blocks={expanded ? blocks : preview} highlight={words} />
        </div>
        <p className="un-entry__actions">
          {long && (
            <button
              type="button"
              className="usa-button usa-button--unstyled un-entry__toggle"
              aria-expanded={expanded}
              aria-controls={textId}
              aria-describedby={headingId}
              onClick={() => setOpen(!expanded)}
            >
              {expanded ? 'Show less' : 'Read more'}
            </button>
          )}
          <a
            href={`#${entry.id}`}
            className="un-entry__permalink"
            aria-describedby={`${headingId} ${metaId}`}
          >
            Link to this entry
          </a>
        </p>
      </article>
    </li>
  )
}
