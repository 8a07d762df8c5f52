/**
 * The TS quality edit Q303 (from 2025): the transmittal sheet names the institution the platform
 * has on record. It needs that record, so it exists only when the caller supplies it.
 */
import { TS_INDEX } from '../../schema'
import { equalsIgnoringCase } from '../validity/shared'
import type { QualityRule } from './types'

/** The parts of the platform's institution record Q303 compares (as the filing API returns). */
export interface InstitutionRecord {
  readonly lei: string
  /** The agency code, e.g. 9 for the CFPB. */
  readonly agency: number
  /** The institution's tax ID; the platform compares with "" when it has none. */
  readonly taxId: string | null
}

const LEI = TS_INDEX.lei
const AGENCY = TS_INDEX.federalAgency
const TAX_ID = TS_INDEX.taxId

/**
 * Q303: the TS's LEI (ignoring case), agency code and tax ID (exactly) equal the institution's.
 */
export function q303For(institution: InstitutionRecord): QualityRule {
  const lei = institution.lei.toUpperCase()
  const agency = String(institution.agency)
  const taxId = institution.taxId ?? ''
  return Object.freeze({
    id: 'Q303',
    version: 2025,
    record: 'ts' as const,
    check: (v: readonly string[]) =>
      equalsIgnoringCase(v[LEI] ?? '', lei) && v[AGENCY] === agency && v[TAX_ID] === taxId,
  })
}
