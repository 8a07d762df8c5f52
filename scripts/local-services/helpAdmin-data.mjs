import { readFileSync } from 'node:fs'
// Server lists of the admin service (helpAdmin.mjs), as the platform configures them by default
// (source named in the file). One file, read by this service and by the site's form rules
// (src/lib/api/helpAdminDomains.ts). Domains are compared case-insensitively.
const LISTS = JSON.parse(
  readFileSync(new URL('../../src/lib/api/helpAdminLists.json', import.meta.url), 'utf8'),
)

/** E-mail domains the admin API refuses ("Email domain is a public domain"). */
export const ADMIN_PUBLIC_EMAIL_DOMAINS = LISTS.publicEmailDomains

/** LEIs of Local Operating Units: the admin API refuses to create them (body httpStatus 412). */
export const LOU_LEIS = LISTS.localOperatingUnitLeis
