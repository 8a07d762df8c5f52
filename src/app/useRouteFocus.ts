import { useEffect, useRef, type RefObject } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'
import { focusPageHeadingWhenRendered, hasOwnFocus } from '@/lib/focusHeading'

/**
 * Moves focus to the new page's h1 after in-app navigation, so that keyboard and screen-reader
 * users land on (and hear) the page they opened. A new page is a change of `page` (the path by
 * `pageKey`: a trailing slash, the query and the filing period do not count). Not on the first
 * load, including its redirects (REPLACE before any other navigation), nor when the address has
 * a hash: the hash's target is scrolled to instead; nor when the navigation's state says the new
 * screen moves focus itself (OWN_FOCUS_STATE).
 */
export function useRouteFocus(page: string, hash: string, main: RefObject<HTMLElement | null>) {
  const type = useNavigationType()
  const ownFocus = hasOwnFocus(useLocation().state)
  const shown = useRef(page)
  const navigated = useRef(false)
  useEffect(() => {
    if (shown.current === page) return
    shown.current = page
    if (type !== 'REPLACE') navigated.current = true
    if (!navigated.current || hash || ownFocus || !main.current) return
    return focusPageHeadingWhenRendered(main.current)
    // Only a new page moves focus; the hash and type are read as they are at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page])
}
