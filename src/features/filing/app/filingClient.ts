import { createFilingClient, type FilingClient } from '@/lib/api/filing'
import { getAccessToken } from '@/lib/auth/session'
import type { DerivedConfig } from '@/config/types'

let client: FilingClient | null = null
let bases = ''

/** The filing API client of this configuration, with the session's access token. */
export function filingClient(config: DerivedConfig): FilingClient {
  const key = `${config.api.filing}|${config.api.public}`
  if (!client || bases !== key) {
    client = createFilingClient({
      filingBase: config.api.filing,
      publicBase: config.api.public,
      getToken: getAccessToken,
    })
    bases = key
  }
  return client
}
