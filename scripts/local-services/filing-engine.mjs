// Loads the site's own HMDA file checker (src/hmda: row parser, validator with its quality and
// macro stages, schema, edit catalogue) and filing-period engine (src/config) for the local
// filing service, bundled for Node by siteModules.mjs.
import { loadSiteModules } from './siteModules.mjs'

const ENTRIES = {
  engine: 'src/hmda/validate/engine.ts',
  parse: 'src/hmda/parse.ts',
  schema: 'src/hmda/schema.ts',
  lookup: 'src/hmda/edits/lookup.ts',
  // The site's filing-period engine and host → environment rule: the periods open to filing
  // follow config/<environment>.json as the site shows them (filing.mjs).
  periods: 'src/config/filingPeriods.ts',
  environment: 'src/config/environment.ts',
}

/**
 * @typedef {{ engine: typeof import('../../src/hmda/validate/engine.ts'),
 *   parse: typeof import('../../src/hmda/parse.ts'),
 *   schema: typeof import('../../src/hmda/schema.ts'),
 *   lookup: typeof import('../../src/hmda/edits/lookup.ts'),
 *   periods: typeof import('../../src/config/filingPeriods.ts'),
 *   environment: typeof import('../../src/config/environment.ts') }} FilingEngine
 */

/**
 * @returns {Promise<FilingEngine>}
 */
export function loadFilingEngine() {
  return loadSiteModules('filing-engine', ENTRIES)
}
