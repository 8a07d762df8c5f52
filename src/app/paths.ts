/** Path rules of the shell (spec section 2). Pure functions of the location's pathname. */

const FILING_HOME = /^\/filing(\/(\d{4}(-Q[123])?)?)?\/?$/i

/**
 * /filing, /filing/{year} and /filing/{year}-Q1..Q3 (q1..q3 too), with or without a trailing
 * slash.
 */
export const isFilingHomePath = (pathname: string) => FILING_HOME.test(pathname)

/**
 * True on map pages: the first path segment is "maps", or the second is when it is not a
 * four-digit year (so /data-browser/maps is a map page but /filing/2024/maps is not).
 */
export function isMapsPath(pathname: string): boolean {
  const [first, second] = pathname.split('/').filter(Boolean)
  if (first === 'maps') return true
  return second === 'maps' && !/^\d{4}$/.test(first ?? '')
}

/** The help application's paths: the site header, banner and footer are hidden there. */
export const isHelpPath = (pathname: string) => /^\/hmda-help(\/|$)/.test(pathname)

/** Filing paths use the short menu (only Home and Filing, as plain links). */
export const isShortMenuPath = (pathname: string) => /^\/filing(\/|$)/.test(pathname)

/**
 * The page a path shows, for deciding what a "new page" is: the path without a trailing slash,
 * except that the filing landing's periods (/filing/2026-Q3/, /filing/2026) are one page whose
 * period selector changes the address. The shell remounts the screen, moves focus to its
 * heading and scrolls to the top only when this changes.
 */
export const pageKey = (pathname: string) =>
  isFilingHomePath(pathname) ? '/filing' : pathname.replace(/(.)\/+$/, '$1')
