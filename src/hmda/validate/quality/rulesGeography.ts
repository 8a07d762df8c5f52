/**
 * The LAR quality edits that need the Census Bureau's county tables: Q603 (a tract may be NA only
 * in a small county) and Q604 (the county exists; from 2019 also in the reported state). The
 * tables are not part of a filing, so these rules exist only when the caller supplies them, for
 * the table year the platform uses in that period (its 2021 quarterly engine, for one, reads the
 * 2019 small-county table).
 */
import { LAR_INDEX } from '../../schema'
import { equalsIgnoringCase } from '../validity/shared'
import type { QualityRule } from './types'

const STATE = LAR_INDEX.state
const COUNTY = LAR_INDEX.county
const TRACT = LAR_INDEX.censusTract

/** Two-digit FIPS codes of the state abbreviations the platform knows (others match nothing). */
const STATE_FIPS: Readonly<Record<string, string>> = Object.freeze({
  AL: '01',
  AK: '02',
  AZ: '04',
  AR: '05',
  CA: '06',
  CO: '08',
  CT: '09',
  DE: '10',
  DC: '11',
  FL: '12',
  GA: '13',
  HI: '15',
  ID: '16',
  IL: '17',
  IN: '18',
  IA: '19',
  KS: '20',
  KY: '21',
  LA: '22',
  ME: '23',
  MD: '24',
  MA: '25',
  MI: '26',
  MN: '27',
  MS: '28',
  MO: '29',
  MT: '30',
  NE: '31',
  NV: '32',
  NH: '33',
  NJ: '34',
  NM: '35',
  NY: '36',
  NC: '37',
  ND: '38',
  OH: '39',
  OK: '40',
  OR: '41',
  PA: '42',
  RI: '44',
  SC: '45',
  SD: '46',
  TN: '47',
  TX: '48',
  UT: '49',
  VT: '50',
  VA: '51',
  WA: '53',
  WV: '54',
  WI: '55',
  WY: '56',
  AS: '60',
  FM: '64',
  GU: '66',
  MH: '68',
  MP: '69',
  PW: '70',
  PR: '72',
  VI: '78',
})

function isNA(v: string | undefined): boolean {
  return v !== undefined && equalsIgnoringCase(v, 'NA')
}

/** Q603: a census tract of NA (any case) with a county reported needs a small county. */
export function q603With(smallCounties: ReadonlySet<string>): QualityRule {
  return Object.freeze({
    id: 'Q603',
    version: 2018,
    record: 'lar' as const,
    check: (v: readonly string[]) => {
      const county = v[COUNTY] ?? ''
      return !isNA(v[TRACT]) || isNA(county) || smallCounties.has(county)
    },
  })
}

/**
 * Q604: with county and state reported (not NA in any case), the county is in the year's
 * county table; from 2019 its first two digits are also the state's FIPS code.
 */
export function q604With(version: 2018 | 2019, counties: ReadonlySet<string>): QualityRule {
  return Object.freeze({
    id: 'Q604',
    version,
    record: 'lar' as const,
    check: (v: readonly string[]) => {
      const county = v[COUNTY] ?? ''
      const state = v[STATE] ?? ''
      if (isNA(county) || isNA(state)) return true
      if (!counties.has(county)) return false
      if (version === 2018) return true
      const fips = Object.hasOwn(STATE_FIPS, state) ? STATE_FIPS[state] : undefined
      return (
        fips !== undefined &&
        county.length >= 2 &&
        county.charCodeAt(0) === fips.charCodeAt(0) &&
        county.charCodeAt(1) === fips.charCodeAt(1)
      )
    },
  })
}
