/** The main navigation (spec section 2). */

export interface NavItem {
  name: string
  href: string
  /** A plain link that reloads the page instead of navigating inside the app. */
  reload?: boolean
  /** A heading for a group of submenu items (not a link). */
  group?: string
  submenu?: NavItem[]
  /** Path prefixes that make this item current (besides its own href). */
  sections?: string[]
}

const FILING_PERIOD_IN_PATH = /^\/filing\/(\d{4}(?:-[Qq][123])?)(?:\/|$)/

/**
 * Where the Filing item leads: signed in, to the lender's institutions for the period shown in
 * the address (a filing page's) or else the default period; signed out, to the filing landing.
 * `isPeriod` says whether a period label is one the site shows.
 */
export function filingHref(
  pathname: string,
  signedIn: boolean,
  defaultPeriod: string,
  isPeriod: (period: string) => boolean,
): string {
  if (!signedIn) return '/filing'
  const inPath = FILING_PERIOD_IN_PATH.exec(pathname)?.[1]?.toUpperCase()
  const period = inPath && isPeriod(inPath) ? inPath : defaultPeriod
  return `/filing/${period}/institutions`
}

export function mainNavigation(docsYear: string, filing = '/filing'): NavItem[] {
  return [
    { name: 'Home', href: '/' },
    { name: 'Filing', href: filing, sections: ['/filing'] },
    {
      name: 'Data Browser',
      href: '/data-browser/',
      sections: ['/data-browser'],
      submenu: [
        { name: 'Overview', href: '/data-browser/' },
        { name: 'Datasets', href: '/data-browser/data/' },
        { name: 'Maps', href: '/data-browser/maps/' },
        { name: 'Graphs', href: '/data-browser/graphs/quarterly/' },
      ],
    },
    {
      name: 'Data Publication',
      href: '/data-publication/',
      sections: ['/data-publication'],
      submenu: [
        { name: 'Overview', href: '/data-publication/' },
        {
          name: 'Modified LAR',
          href: '/data-publication/modified-lar/',
          group: 'Dynamic datasets',
        },
        {
          name: 'Dynamic Dataset',
          href: '/data-publication/dynamic-national-loan-level-dataset/',
          group: 'Dynamic datasets',
        },
        {
          name: 'Snapshot',
          href: '/data-publication/snapshot-national-loan-level-dataset/',
          group: 'Static datasets',
        },
        {
          name: 'One-Year',
          href: '/data-publication/one-year-national-loan-level-dataset/',
          group: 'Static datasets',
        },
        {
          name: 'Three-Year',
          href: '/data-publication/three-year-national-loan-level-dataset/',
          group: 'Static datasets',
        },
        {
          name: 'Aggregate Reports',
          href: '/data-publication/aggregate-reports/',
          group: 'Reports',
        },
        {
          name: 'Disclosure Reports',
          href: '/data-publication/disclosure-reports/',
          group: 'Reports',
        },
      ],
    },
    {
      name: 'Tools',
      href: '/tools/',
      sections: ['/tools'],
      submenu: [
        { name: 'Overview', href: '/tools/' },
        { name: 'Rate Spread', href: '/tools/rate-spread' },
        { name: 'Excel LAR Formatting', href: '/tools/lar-formatting' },
        { name: 'Online LAR Formatting', href: '/tools/online-lar-formatting' },
        { name: 'File Verification', href: '/tools/file-format-verification' },
        { name: 'Check Digit', href: '/tools/check-digit' },
      ],
    },
    {
      name: 'Documentation',
      href: '/documentation/',
      sections: ['/documentation', '/updates-notes'],
      submenu: [
        {
          name: `Filing Instructions Guide ${docsYear}`,
          href: `/documentation/fig/${docsYear}/overview`,
          reload: true,
        },
        { name: 'FAQs', href: '/documentation/', reload: true },
        { name: 'Publications', href: '/documentation/category/publications', reload: true },
        { name: 'Tools', href: '/documentation/category/tools', reload: true },
        { name: 'Developer APIs', href: '/documentation/category/developer-apis', reload: true },
        { name: 'Updates', href: '/updates-notes' },
      ],
    },
  ]
}

/**
 * The short menu: only Home and Filing. Signed in (`filing` is the institutions screen), Filing
 * navigates inside the app, which keeps the session's tokens (they live in memory).
 */
export const shortNavigation = (filing = '/filing'): NavItem[] => [
  { name: 'Home', href: '/', reload: true },
  { name: 'Filing', href: filing, sections: ['/filing'], reload: filing === '/filing' },
]

/**
 * Current-item marking (class usa-current; aria-current "page" on a link, "true" on a submenu
 * button, whose section holds the page): "/" is current only on an exact match; any other item is current when
 * the path lies in one of its sections (e.g. anything under /filing for Filing).
 */
export function isCurrentItem(item: NavItem, pathname: string): boolean {
  if (item.href === '/') return pathname === '/'
  const prefixes = item.sections ?? [item.href]
  return prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
}

const withoutTrailingSlash = (path: string) => path.replace(/(.)\/+$/, '$1')

/**
 * True when the item's link is the page shown (a trailing slash aside), or, for a submenu item
 * given its `parent`, when the page lies under the item's link (the Modified LAR item for
 * /data-publication/modified-lar/2024): aria-current="page". An item linking to its parent's
 * own address (an Overview) is current on that address only.
 */
export function isCurrentPage(item: NavItem, pathname: string, parent?: NavItem): boolean {
  const href = withoutTrailingSlash(item.href)
  const path = withoutTrailingSlash(pathname)
  if (href === path) return true
  if (!parent || href === '/' || href === withoutTrailingSlash(parent.href)) return false
  return path.startsWith(`${href}/`)
}
