// The years the local services answer, read from the site's built-in configuration
// (config/<environment>.json) rather than kept as lists of their own: a year added there is
// served here at the next start. Each list is the union over the four environments (the local
// services answer every host), oldest first.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export const CONFIG_DIR = fileURLToPath(new URL('../../config/', import.meta.url))
export const ENVIRONMENTS = ['prod', 'prod-beta', 'dev', 'dev-beta']

/** @param {string[]} years */
const ascending = (years) => [...new Set(years)].sort((a, b) => Number(a) - Number(b))

/**
 * @param {string} [dir] folder of the `<environment>.json` files
 * @returns {{ publication: Record<string, string[]>, dataBrowser: string[], maps: string[],
 *             all: string[], guards: Record<string, Record<string, string>> }}
 *   publication: per `dataPublicationYears` key; guards: production's `timedGuards`.
 */
export function readConfiguredYears(dir = CONFIG_DIR) {
  const configs = ENVIRONMENTS.map((env) => {
    const path = `${dir.replace(/\/?$/, '/')}${env}.json`
    try {
      return JSON.parse(readFileSync(path, 'utf8'))
    } catch (error) {
      throw new Error(
        `The local services read their years from ${path}: ${error instanceof Error ? error.message : String(error)}`,
        {
          cause: error,
        },
      )
    }
  })
  /** @type {Record<string, string[]>} */
  const publication = {}
  for (const config of configs)
    for (const [key, years] of Object.entries(config.dataPublicationYears ?? {}))
      publication[key] = ascending([...(publication[key] ?? []), ...years])
  const dataBrowser = ascending(configs.flatMap((c) => c.dataBrowserYears ?? []))
  const maps = ascending(configs.flatMap((c) => c.dataBrowserMapsYears ?? []))
  const all = ascending([...Object.values(publication).flat(), ...dataBrowser, ...maps])
  return { publication, dataBrowser, maps, all, guards: configs[0].timedGuards ?? {} }
}

/** The years of the built-in configuration (read once, at import). */
export const CONFIGURED = readConfiguredYears()

/** A product's configured years, oldest first (`shared` when the product has no list). */
/** @param {string} key */
export const publicationYears = (key) =>
  CONFIGURED.publication[key]?.length ? CONFIGURED.publication[key] : CONFIGURED.publication.shared

/** The guard's deadline (its middle date) as a UTC day, or NaN. */
/** @param {string | undefined} guard */
function deadlineOf(guard) {
  const m = /^\s*\S+\s*-\s*(\d{2})\/(\d{2})\/(\d{4})\s*-/.exec(guard ?? '')
  return m ? Date.UTC(Number(m[3]), Number(m[1]) - 1, Number(m[2])) : NaN
}

/**
 * The quarters of quarterly data published at `now`, from 2018-Q1: a quarter counts once the
 * day after its filing deadline has begun (UTC) — Q1–Q3 by their quarterly periods, Q4 (and
 * every quarter before 2020) with the year's annual filing. Each with the deadline day, as `{ quarter: "2026-Q2", deadline: ms }`.
 * @param {Date} now
 * @param {Record<string, Record<string, string>>} [guards] timedGuards (production's)
 */
export function publishedQuarters(now, guards = CONFIGURED.guards) {
  const list = []
  const day = 24 * 60 * 60 * 1000
  for (let year = 2018; ; year++) {
    const periods = guards[String(year)]
    if (!periods) break
    for (const [q, key] of [
      [1, 'Q1'],
      [2, 'Q2'],
      [3, 'Q3'],
      [4, 'annual'],
    ]) {
      // Before quarterly filing began (2020) every quarter came with the annual filing.
      const deadline = deadlineOf(periods[key] ?? periods.annual)
      if (!(deadline + day <= now.getTime())) return list
      list.push({ quarter: `${year}-Q${q}`, deadline })
    }
  }
  return list
}
