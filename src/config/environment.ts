import type { EnvironmentName } from './types'

/** Local development hosts: always the dev environment, and never fetch a live config. */
export const isLocalHost = (host: string) => /^(localhost|127\.0\.0\.1)(:\d+)?$/i.test(host)

/**
 * The environment for a host name: a host starting with "ffiec" belongs to the production
 * family, any other to the dev family; a host containing "beta" is its family's beta variant.
 */
export function environmentForHost(host: string): EnvironmentName {
  const name = host.toLowerCase()
  if (isLocalHost(name)) return 'dev'
  const family = name.startsWith('ffiec') ? 'prod' : 'dev'
  return name.includes('beta') ? `${family}-beta` : family
}

/** The non-beta environment of the same family ("prod-beta" → "prod"). */
export const productionOf = (env: EnvironmentName): EnvironmentName =>
  env.startsWith('prod') ? 'prod' : 'dev'

export const isBeta = (env: EnvironmentName) => env.endsWith('-beta')
