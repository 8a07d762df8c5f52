import lists from './helpAdminLists.json'

/**
 * Public e-mail domains the platform's admin API refuses ("Email domain is a public domain"):
 * its default list (source in the JSON file), shared with the local admin service
 * (scripts/local-services/helpAdmin-data.mjs).
 */
export const PUBLIC_EMAIL_DOMAINS: readonly string[] = lists.publicEmailDomains
