import { useState } from 'react'
import { queryOptions, skipToken } from '@tanstack/react-query'
import type { DerivedConfig } from '@/config/types'
import { parsePeriod, type FilingDetail, type Period } from '@/lib/api/filing'
import {
  institutionAction,
  latestStep,
  statusWords,
  type InstitutionAction,
} from '@/lib/api/submissionStatus'
import { useRemoteQuery } from '@/lib/api/queries'
import type { UserClaims } from '@/lib/auth/claims'
import { filingPageQuery } from '@/lib/api/filingQueries'
import { acceptsFilings } from '../periodStatus'
import { filingClient } from './filingClient'
import { statusText } from './flow'
import { loadInstitution, type InstitutionRow } from './loadInstitution'

const ACTION_TEXT: Record<InstitutionAction, string> = {
  start: 'Start filing',
  refile: 'Upload a new file',
  progress: 'View progress',
  'parse-errors': 'Review formatting errors',
  edits: 'Review edits',
  sign: 'Review and sign',
  receipt: 'View receipt',
}

/**
 * The model of the institutions page: the user's LEIs for the period, each loaded by `load`
 * (the platform's sequence, `loadInstitution`), and whether the period still takes filings.
 */
export function useInstitutions(
  claims: UserClaims,
  period: string,
  config: DerivedConfig,
  load: typeof loadInstitution = loadInstitution,
) {
  const record = config.filingPeriodStatus[period]
  const remote = useRemoteQuery(institutionsQuery(config, claims.leis, period, load))
  return { record, closed: !acceptsFilings(record), remote }
}

/** The user's LEIs for a period, each as the institutions page shows it (`loadInstitution`). */
export const institutionsQuery = (
  config: DerivedConfig,
  leis: string[],
  period: string,
  load: typeof loadInstitution = loadInstitution,
) => {
  const parsed = parsePeriod(period)
  return queryOptions({
    queryKey: ['filing', 'institutions', period, leis] as const,
    queryFn: parsed
      ? ({ signal }) => Promise.all(leis.map((lei) => load(config, lei, parsed, signal)))
      : skipToken,
  })
}

type ReadyRow = Extract<InstitutionRow, { kind: 'ready' }>

/** What an institution's card says and offers next. */
export interface InstitutionNext {
  status: string
  /** "Submission 3, file bank.txt. …" (null before the first submission). */
  detail: string | null
  /** The main action, or null when the period is closed and it would start a submission. */
  action: { text: string; to: string } | null
  /** The address of "Upload a new file" beside the main action, when it is offered. */
  newUpload: string | null
}

export function institutionNext(row: ReadyRow, period: string, closed: boolean): InstitutionNext {
  const { latest, lei, stalled } = row
  const code = latest?.status.code ?? 0
  const action = institutionAction(code, stalled)
  const base = `/filing/${period}/${lei}`
  const to =
    action === 'edits' && latest
      ? `${base}/${latestStep({ code, qualityExists: latest.qualityExists, qualityVerified: latest.qualityVerified })}`
      : action === 'sign' || action === 'receipt'
        ? `${base}/submission`
        : `${base}/upload`
  const startsNew = action === 'start' || action === 'refile'
  return {
    status: stalled
      ? 'Upload stalled: upload the file again'
      : latest
        ? statusText(latest).words
        : statusWords(code),
    detail: latest
      ? `Submission ${latest.sequenceNumber}${latest.fileName ? `, file ${latest.fileName}` : ''}. ${statusText(latest).message}`
      : null,
    action: closed && startsNew ? null : { text: ACTION_TEXT[action], to },
    newUpload:
      !closed && latest && (code === 5 || code > 7) && action !== 'refile'
        ? `${base}/upload?new=1`
        : null,
  }
}

type LoadFilingPage = (
  lei: string,
  period: Period,
  page: number,
  signal: AbortSignal,
) => Promise<FilingDetail>

/** One institution's submissions for the period, a page (20, newest first) at a time. */
export function useSubmissionsPage(
  lei: string,
  period: string,
  config: DerivedConfig,
  load: LoadFilingPage = (l, p, page, signal) =>
    filingClient(config).filing(l, p, page, { signal }),
) {
  const parsed = parsePeriod(period)
  const [page, setPage] = useState(1)
  const remote = useRemoteQuery(
    queryOptions({
      ...filingPageQuery(filingClient(config), lei, parsed, page),
      queryFn: parsed ? ({ signal }) => load(lei, parsed, page, signal) : skipToken,
    }),
  )
  return { page, setPage, remote }
}
