export interface TocItem {
  id: string
  text: string
  level: number
}

/** "On this page": links to the page's headings (clicks are handled by the page). */
export function TableOfContents({ entries }: { entries: readonly TocItem[] }) {
  return (
    <nav className="docs-toc" aria-labelledby="docs-toc-heading">
      <h2 id="docs-toc-heading" className="docs-toc__heading">
        On this page
      </h2>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id} className={`docs-toc__item docs-toc__item--${entry.level}`}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
