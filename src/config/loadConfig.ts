/**
 * Chooses the environment's configuration: the built-in copy, overlaid with the live copy that
 * operators can edit without a rebuild, then run through the filing-period engine.
 */
import devBeta from '../../config/dev-beta.json'
import dev from '../../config/dev.json'
import prodBeta from '../../config/prod-beta.json'
import prod from '../../config/prod.json'
import { isBeta, productionOf } from './environment'
import { deriveConfig, withProductionDefaults } from './filingPeriods'
import { deepMerge } from './merge'
import type { DerivedConfig, EnvironmentConfig, EnvironmentName } from './types'
import type { ConfigOverlay } from './validate'

export const BUILT_IN: Record<EnvironmentName, EnvironmentConfig> = {
  prod: prod as EnvironmentConfig,
  'prod-beta': prodBeta as EnvironmentConfig,
  dev: dev as EnvironmentConfig,
  'dev-beta': devBeta as EnvironmentConfig,
}

export const DEFAULT_CONFIG_BASE_URL = '/config/'

/** Live overlays fetched so far, by environment. */
export type Overlays = Partial<Record<EnvironmentName, ConfigOverlay>>

/** The address of an environment's live configuration, with a cache-busting timestamp. */
export function liveConfigUrl(env: EnvironmentName, baseUrl: string, now: number): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`
  return `${base}${env}.json?t=${now}`
}

export interface FetchOptions {
  baseUrl?: string
  timeoutMs?: number
  now?: number
  fetchImpl?: typeof fetch
}

/**
 * Fetches and validates an environment's live configuration. Any failure (network, status,
 * JSON, validation) resolves to null after a console warning: the built-in config stays.
 */
export async function fetchLiveConfig(
  env: EnvironmentName,
  {
    baseUrl = DEFAULT_CONFIG_BASE_URL,
    timeoutMs = 8000,
    now = Date.now(),
    fetchImpl = fetch,
  }: FetchOptions = {},
): Promise<ConfigOverlay | null> {
  const url = liveConfigUrl(env, baseUrl, now)
  try {
    const response = await fetchImpl(url, {
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const json: unknown = await response.json()
    // The validator is only needed once a live copy arrives, so it stays off the first load.
    const { validateOverlay } = await import('./validate')
    const result = validateOverlay(json, env)
    if (!result.ok) throw new Error(`invalid configuration: ${result.errors.join('; ')}`)
    return result.value
  } catch (error) {
    console.warn(`Live configuration ${url} not used; keeping the built-in one.`, error)
    return null
  }
}

/** The environments whose live copies an environment needs (a beta needs its production's). */
export const environmentsToFetch = (env: EnvironmentName): EnvironmentName[] =>
  isBeta(env) ? [env, productionOf(env)] : [env]

/** Built-in config merged with its overlay (objects deep, arrays replaced). */
export const mergedConfig = (env: EnvironmentName, overlays: Overlays): EnvironmentConfig =>
  deepMerge(BUILT_IN[env], overlays[env])

/**
 * The derived configuration of an environment at `now`. The beta rule is applied after the
 * merge: a beta environment's default periods are those of its production family.
 */
export function buildConfig(env: EnvironmentName, overlays: Overlays, now: Date): DerivedConfig {
  const derived = deriveConfig(mergedConfig(env, overlays), now)
  if (!isBeta(env)) return derived
  const production = deriveConfig(mergedConfig(productionOf(env), overlays), now)
  return withProductionDefaults(derived, production)
}
