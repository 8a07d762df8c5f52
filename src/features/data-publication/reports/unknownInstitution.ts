import { isApiError } from '@/lib/api/errors'

/**
 * True when loading an institution's MSA/MDs failed because no institution filed under that
 * LEI (or 2017 institution ID) for the year: the reporting API refuses with 400 “institution
 * with ID: … does not exist”, and the 2017 list file is simply not published (404). Other
 * failures (busy, down, 5xx) are faults worth retrying, not an unknown institution.
 */
export function isUnknownInstitution(error: unknown): boolean {
  if (!isApiError(error)) return false
  if (error.kind === 'not-found') return true
  return error.kind === 'bad-request' && /does not exist/i.test(error.serverMessage ?? '')
}
