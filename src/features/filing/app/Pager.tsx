/** Previous / next page buttons for the platform's 20-row pages. */
export function Pager({
  page,
  last,
  onPage,
  label,
}: {
  page: number
  last: number
  onPage: (page: number) => void
  label: string
}) {
  if (last <= 1) return null
  return (
    <nav aria-label={label} className="filing-pager">
      <button
        type="button"
        className="usa-button usa-button--outline"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous page
      </button>
      <span>
        Page {page} of {last}
      </span>
      <button
        type="button"
        className="usa-button usa-button--outline"
        disabled={page >= last}
        onClick={() => onPage(page + 1)}
      >
        Next page
      </button>
    </nav>
  )
}
