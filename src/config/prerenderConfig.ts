import { buildConfig } from './loadConfig'
import type { DerivedConfig } from './types'

/** The environment whose built-in configuration the prerendered pages are rendered with. */
export const PRERENDER_ENVIRONMENT = 'prod'

/** The production host's origin: what the prerendered HTML is rendered for. */
export const PRODUCTION_ORIGIN = 'https://ffiec.cfpb.gov'

let cached: DerivedConfig | undefined

/**
 * The configuration of the prerendered HTML: production's built-in copy at the build's fixed
 * instant (`__PRERENDER_NOW__`, shared by the browser bundle and the prerender). Only used for
 * the prerender and for hydrating its HTML; anything in it that depends on the clock is not
 * shown before hydration (see useHydrated).
 */
export function prerenderConfig(): DerivedConfig {
  cached ??= buildConfig(PRERENDER_ENVIRONMENT, {}, new Date(__PRERENDER_NOW__))
  return cached
}

/**
 * True for the prerendered HTML's configuration: what depends on the page's host (such as the
 * local file-server prefix) must then be rendered as on the production host, as in the HTML.
 */
export const isPrerenderConfig = (config: object): boolean => config === cached
