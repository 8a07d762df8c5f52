import { useConfig } from '@/config/useConfig'
import { FEDERAL_AGENCY_CODES } from '@/hmda/schema/codes'
import { isAborted } from '@/lib/api/errors'
import type { AdminInstitution } from '@/lib/api/helpAdmin'
import { useRemote } from '@/lib/api/useRemote'
import { helpClients } from './helpClient'

export type YearRecord =
  | { year: string; kind: 'found'; record: AdminInstitution }
  | { year: string; kind: 'absent' }
  | { year: string; kind: 'error'; error: unknown }

/** Navigation state of a screen coming back after a deletion: the line to focus and say. */
export interface DeletedState {
  deleted?: { lei: string; year: string }
}

export const agencyName = (code: number) =>
  FEDERAL_AGENCY_CODES.find((a) => a.value === String(code))?.label ?? 'Not set'

/** The record of `lei` for each year: found, absent or the failure of that year's call. */
export function useYearRecords(lei: string, years: string[]) {
  const config = useConfig()
  const { admin } = helpClients(config)
  return useRemote(`records|${lei}|${years.join()}`, (signal) =>
    Promise.all(
      years.map(async (year): Promise<YearRecord> => {
        try {
          const record = await admin.institution(lei, year, signal)
          return record ? { year, kind: 'found', record } : { year, kind: 'absent' }
        } catch (error) {
          if (isAborted(error)) throw error
          return { year, kind: 'error', error }
        }
      }),
    ),
  )
}
