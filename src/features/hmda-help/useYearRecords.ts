import { useConfig } from '@/config/useConfig'
import { FEDERAL_AGENCY_CODES } from '@/hmda/schema/codes'
import { yearRecordsQuery } from '@/lib/api/helpAdmin'
import { useRemoteQuery } from '@/lib/api/queries'
import { helpClients } from './helpClient'

/** Navigation state of a screen coming back after a deletion: the line to focus and say. */
export interface DeletedState {
  deleted?: { lei: string; year: string }
}

export const agencyName = (code: number) =>
  FEDERAL_AGENCY_CODES.find((a) => a.value === String(code))?.label ?? 'Not set'

/** The record of `lei` for each year: found, absent or the failure of that year's call. */
export function useYearRecords(lei: string, years: string[]) {
  const { admin } = helpClients(useConfig())
  return useRemoteQuery(yearRecordsQuery(admin, lei, years))
}
