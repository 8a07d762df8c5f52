/** Path rules of the shell (spec section 2). Pure functions of the location's pathname. */

const FILING_HOME = /^\/filing(\/(\d{4}(-Q[123])?)?)?\/?$/

/** /filing, /filing/{year} and /filing/{year}-Q1..Q3, with or without a trailing slash. */
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
