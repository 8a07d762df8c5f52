import './Pager.css'
import { useLayoutEffect, useRef } from 'react'
import { pageSlots } from '@/lib/pageSlots'

/**
 * USWDS pagination for lists paged in the screen's state (buttons, not links): previous, the
 * page numbers with gaps, next. Nothing is shown for a single page. When the button pressed goes
 * away (Next on reaching the last page), focus moves to the current page's button.
 */
export function Pager({
  page,
  last,
  onPage,
  label,
}: {
  page: number
  last: number
  onPage: (page: number) => void
  /** Accessible name of the navigation, distinct when a screen has several. */
  label: string
}) {
  const navRef = useRef<HTMLElement>(null)
  const moved = useRef(false)
  useLayoutEffect(() => {
    const nav = navRef.current
    if (!moved.current || !nav) return
    moved.current = false
    if (!nav.contains(document.activeElement))
      nav.querySelector<HTMLButtonElement>('[aria-current="page"]')?.focus()
  }, [page])
  if (last <= 1) return null
  const go = (to: number) => {
    moved.current = true
    onPage(to)
  }
  return (
    <nav aria-label={label} className="usa-pagination" ref={navRef}>
      <ul className="usa-pagination__list">
        {page > 1 && (
          <li className="usa-pagination__item usa-pagination__arrow">
            <button
              type="button"
              className="usa-pagination__link usa-pagination__previous-page pager__button"
              aria-label="Previous page"
              onClick={() => go(page - 1)}
            >
              <span aria-hidden="true">‹ </span>
              <span className="usa-pagination__link-text">Previous</span>
            </button>
          </li>
        )}
        {pageSlots(page, last).map((slot, i) =>
          slot === 'gap' ? (
            <li
              key={`gap-${i}`}
              className="usa-pagination__item usa-pagination__overflow"
              aria-hidden="true"
            >
              <span>…</span>
            </li>
          ) : (
            <li key={slot} className="usa-pagination__item usa-pagination__page-no">
              <button
                type="button"
                className={`usa-pagination__button pager__button${slot === page ? ' usa-current' : ''}`}
                aria-label={`Page ${slot}`}
                aria-current={slot === page ? 'page' : undefined}
                onClick={() => go(slot)}
              >
                {slot}
              </button>
            </li>
          ),
        )}
        {page < last && (
          <li className="usa-pagination__item usa-pagination__arrow">
            <button
              type="button"
              className="usa-pagination__link usa-pagination__next-page pager__button"
              aria-label="Next page"
              onClick={() => go(page + 1)}
            >
              <span className="usa-pagination__link-text">Next</span>
              <span aria-hidden="true"> ›</span>
            </button>
          </li>
        )}
      </ul>
    </nav>
  )
}
