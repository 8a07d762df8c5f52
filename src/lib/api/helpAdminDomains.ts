import lists from './helpAdminLists.json'

/**
 * Public e-mail domains the platform's admin API refuses ("Email domain is a public domain"):
 * its default list (source in the JSON file), shared with the local admin service
 * (scripts/local-services/helpAdmin-data.mjs).
 */
export const PUBLIC_EMAIL_DOMAINS: readonly string[] = lists.publicEmailDomains

/*
 * E-mail domains of an institution record. The filing profile step finds a lender's
 * institutions by the part of the lender's e-mail address after "@", compared exactly, so a
 * domain saved as "@qa-bank.test" or "www.qa-bank.test" never matches anyone. The same rule runs
 * in the local admin service (scripts/local-services/helpAdmin.mjs, `emailDomainProblem`): keep
 * the two in step.
 */

/** A domain as typed, normalised: spaces and leading "@"s removed, lower case. */
export const normalizeEmailDomain = (text: string): string =>
  text.replace(/\s+/g, '').replace(/^@+/, '').toLowerCase()

/**
 * Why a normalised domain is not a bare e-mail domain (what follows "@" in an address), as the
 * end of a sentence that starts with the domain; null when it is one.
 *
 * `www.` is refused, not stripped: it names a web site, and mail is almost never addressed to
 * such a host, so it shows the web address was typed instead of the mail domain. Stripping it
 * silently would save a domain that nobody typed (a bank's mail may well be at a different
 * domain from its web site); the reason lets the administrator check the lenders' addresses and
 * enter the right one.
 */
export function emailDomainProblem(domain: string): string | null {
  if (domain.includes('/'))
    return 'is a web address: enter only the part of the e-mail addresses after @'
  if (domain.includes('@'))
    return `is an e-mail address: enter only the part after @ (${domain.slice(domain.lastIndexOf('@') + 1)})`
  if (domain.startsWith('www.'))
    return `starts with www., the name of a web site: enter the part of the lenders’ e-mail addresses after @ (for example ${domain.slice(4)})`
  if (/[^a-z0-9.-]/.test(domain))
    return 'has characters other than letters, digits, hyphens and dots (enter an international domain in its xn-- form)'
  if (domain.length > 253) return 'is longer than 253 characters'
  const labels = domain.split('.')
  if (labels.length < 2) return 'has no dot: enter the whole domain, for example bank.com'
  if (labels.some((label) => !label))
    return 'has an empty part (two dots in a row, or a dot at the start or the end)'
  if (labels.some((label) => label.length > 63)) return 'has a part longer than 63 characters'
  if (labels.some((label) => label.startsWith('-') || label.endsWith('-')))
    return 'has a part that starts or ends with a hyphen'
  if (/^\d+$/.test(labels[labels.length - 1] ?? ''))
    return 'ends in a number, like an IP address: enter a domain name'
  return null
}
