import { useMemo, useState } from 'react'
import { isoToLongDate } from '@/lib/dates'
import { TYPE_LABELS, type ChangeLogEntry } from './changeLog'
import { Markdown } from './Markdown'
import { parseMarkdown, plainText, textLength, truncateBlocks } from './markdown'

/** Entries with more text than this are collapsed behind "Read more"… */
const COLLAPSE_OVER = 300
/** …showing about this many characters. */
const PREVIEW_LENGTH = 200

interface EntryItemProps {
  entry: ChangeLogEntry
  /** Lower-case keywords to highlight. */
  words: readonly string[]
  /** True when the address's fragment names this entry. */
  targeted: boolean
}

export function EntryItem({ entry, words, targeted }: EntryItemProps) {
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
