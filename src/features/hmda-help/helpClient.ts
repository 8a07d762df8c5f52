import type { DerivedConfig } from '@/config/types'
import { createFilingClient, type FilingClient } from '@/lib/api/filing'
import { createHelpAdminClient, type HelpAdminClient } from '@/lib/api/helpAdmin'
import { getAccessToken } from '@/lib/auth/session'
import { adminBaseOf } from './helpModel'

let admin: HelpAdminClient | null = null
let filing: FilingClient | null = null
let bases = ''

/** The admin and filing API clients of this configuration, with the session's access token. */
export function helpClients(config: DerivedConfig): {
  admin: HelpAdminClient
  filing: FilingClient
} {
  const key = `${config.api.filing}|${config.api.public}`
  if (!admin || !filing || bases !== key) {
    admin = createHelpAdminClient({
      adminBase: adminBaseOf(config.api.filing),
      publicBase: config.api.public,
      getToken: getAccessToken,
    })
    filing = createFilingClient({
      filingBase: config.api.filing,
      publicBase: config.api.public,
      getToken: getAccessToken,
    })
    bases = key
  }
  return { admin, filing }
}
