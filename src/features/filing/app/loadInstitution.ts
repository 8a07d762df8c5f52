import type { DerivedConfig } from '@/config/types'
import { ApiError } from '@/lib/api/errors'
import type { Institution, LatestSubmission, Period, Submission } from '@/lib/api/filing'
import { isStalled } from '@/lib/api/submissionStatus'
import { acceptsFilings } from '../periodStatus'
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
      /**
       * The signed submission that is the accepted filing while a newer one is not signed
       * (null when the latest is the signed one, or none was signed).
       */
      accepted: Submission | null
    }
  | { kind: 'no-record'; lei: string }
  | { kind: 'not-quarterly'; lei: string; institution: Institution }
  | { kind: 'error'; lei: string; error: unknown }

/**
 * The platform's sequence for one LEI: the institution for the period's year; the period's
 * filing (created when missing and the period is open or late); its latest submission, and
 * when that is not signed, the signed one that stands meanwhile.
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
    const open = acceptsFilings(config.filingPeriodStatus[text])
    const hasFiling = detail.filings.some((f) => f.period === text)
    if (!hasFiling) {
      if (!open)
        return { kind: 'ready', lei, institution, latest: null, stalled: false, accepted: null }
      try {
        await api.createFiling(lei, period, { signal })
      } catch (error) {
        // Created meanwhile (another tab) or refused for the period: shown without a filing.
        if (!(error instanceof ApiError && error.status === 400)) throw error
      }
      return { kind: 'ready', lei, institution, latest: null, stalled: false, accepted: null }
    }
    const latest = await api.latest(lei, period, { signal })
    const stalled = latest ? isStalled(latest.status.code, latest.start, Date.now()) : false
    // A newer submission does not replace the signed one until it is signed itself: find it
    // among all the filing's submissions (newest first).
    let accepted: Submission | null = null
    if (latest && latest.status.code !== 15 && latest.sequenceNumber > 1) {
      const all = await api.filing(lei, period, 0, { signal })
      accepted = all.submissions.find((s) => s.status.code === 15) ?? null
    }
    return { kind: 'ready', lei, institution, latest, stalled, accepted }
  } catch (error) {
    return { kind: 'error', lei, error }
  }
}
