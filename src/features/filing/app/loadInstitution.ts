import type { DerivedConfig } from '../../../config/types'
import { ApiError } from '../../../lib/api/errors'
import type { Institution, LatestSubmission, Period } from '../../../lib/api/filing'
import { isStalled } from '../../../lib/api/filingStatus'
import { filingClient } from './filingClient'

/** One of the user's LEIs for the period, as the institutions page shows it. */
export type InstitutionRow =
  | {
      kind: 'ready'
      lei: string
      institution: Institution
      latest: LatestSubmission | null
      /** Status 3 for more than 5 hours (checked when loaded). */
      stalled: boolean
    }
  | { kind: 'no-record'; lei: string }
  | { kind: 'not-quarterly'; lei: string; institution: Institution }
  | { kind: 'error'; lei: string; error: unknown }

/**
 * The platform's sequence for one LEI: the institution for the period's year; the period's
 * filing (created when missing and the period is open); its latest submission.
 */
export async function loadInstitution(
  config: DerivedConfig,
  lei: string,
  period: Period,
  signal: AbortSignal,
): Promise<InstitutionRow> {
  const api = filingClient(config)
  const text = period.quarter ? `${period.year}-${period.quarter}` : String(period.year)
  try {
    let detail
    try {
      detail = await api.institution(lei, period.year, { signal })
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return { kind: 'no-record', lei }
      throw error
    }
    const { institution } = detail
    if (period.quarter && !institution.quarterlyFiler)
      return { kind: 'not-quarterly', lei, institution }
    const open = config.filingPeriodStatus[text]?.isOpen ?? false
    const hasFiling = detail.filings.some((f) => f.period === text)
    if (!hasFiling) {
      if (!open) return { kind: 'ready', lei, institution, latest: null, stalled: false }
      try {
        await api.createFiling(lei, period, { signal })
      } catch (error) {
        // Created meanwhile (another tab) or refused for the period: shown without a filing.
        if (!(error instanceof ApiError && error.status === 400)) throw error
      }
      return { kind: 'ready', lei, institution, latest: null, stalled: false }
    }
    const latest = await api.latest(lei, period, { signal })
    const stalled = latest ? isStalled(latest.status.code, latest.start, Date.now()) : false
    return { kind: 'ready', lei, institution, latest, stalled }
  } catch (error) {
    return { kind: 'error', lei, error }
  }
}
