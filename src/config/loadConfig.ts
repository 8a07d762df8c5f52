/**
 * Chooses the environment's configuration: the built-in copy, overlaid with the live copy that
 * operators can edit without a rebuild, then run through the filing-period engine. The live copy
 * is loaded by `liveConfig.ts`, on demand.
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
