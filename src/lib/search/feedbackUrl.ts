/**
 * The "Let us know." address of the search's no-results screen, from the configured
 * `searchFeedbackUrl`: "{query}" in it is replaced by the query; a mailto: address without it
 * gets a body naming the query.
 */
export function missingResultsUrl(feedbackUrl: string, query: string): string {
  if (feedbackUrl.includes('{query}')) {
    return feedbackUrl.replaceAll('{query}', encodeURIComponent(query))
  }
  if (!feedbackUrl.startsWith('mailto:')) return feedbackUrl
  const body = encodeURIComponent(`The documentation search found no results for "${query}".`)
  return `${feedbackUrl}${feedbackUrl.includes('?') ? '&' : '?'}body=${body}`
}

/** Same-origin absolute URLs become root-relative, so that they open inside the app. */
export function siteRelativeUrl(url: string, origin: string): string {
  if (url.startsWith(`${origin}/`)) return url.slice(origin.length)
  return url === origin ? '/' : url
}

/** True for a root-relative URL (not protocol-relative), which the router can open. */
export const isSiteUrl = (url: string) => url.startsWith('/') && !url.startsWith('//')
