/**
 * Query options of the filing platform's reads (see filing.ts for the calls themselves). Keys
 * start with 'filing', then the endpoint, then the LEI, the period ("2025", "2025-Q1") and the
 * submission; a period that is not one (`null`) leaves the query disabled (`skipToken`).
 *
 * Filing data changes as the user files: the default staleTime applies (a screen opened again
 * asks again), and a failure is not kept (the next screen asking for the key asks the service).
 */
import { queryOptions, skipToken } from '@tanstack/react-query'
import { periodText, type FilingClient, type Period } from './filing'

/** The key prefix of one submission's reads. */
export const submissionKey = (lei: string, p: Period | null, seq: number) =>
  ['filing', 'submission', lei, p ? periodText(p) : null, seq] as const

/** The latest submission of a filing (null when it has none yet). */
export const latestSubmissionQuery = (api: FilingClient, lei: string, p: Period | null) =>
  queryOptions({
    queryKey: ['filing', 'latest', lei, p ? periodText(p) : null] as const,
    queryFn: p ? ({ signal }) => api.latest(lei, p, { signal }) : skipToken,
  })

/** A page of a filing's submissions (newest first; page 0 = all of them, unpaged). */
export const filingPageQuery = (api: FilingClient, lei: string, p: Period | null, page: number) =>
  queryOptions({
    queryKey: ['filing', 'filing', lei, p ? periodText(p) : null, page] as const,
    queryFn: p ? ({ signal }) => api.filing(lei, p, page, { signal }) : skipToken,
  })

/** A page of the platform's formatting errors of a submission. */
export const parseErrorsQuery = (
  api: FilingClient,
  lei: string,
  p: Period | null,
  seq: number,
  page: number,
) =>
  queryOptions({
    queryKey: [...submissionKey(lei, p, seq), 'parseErrors', page] as const,
    queryFn: p ? ({ signal }) => api.parseErrors(lei, p, seq, page, { signal }) : skipToken,
  })

/** The edits a submission raised, with its verification state. */
export const editsQuery = (api: FilingClient, lei: string, p: Period | null, seq: number) =>
  queryOptions({
    queryKey: [...submissionKey(lei, p, seq), 'edits'] as const,
    queryFn: p ? ({ signal }) => api.edits(lei, p, seq, { signal }) : skipToken,
  })

/** A page of the rows that raised one edit (`enabled` false: the edit lists no rows). */
export const editDetailQuery = (
  api: FilingClient,
  lei: string,
  p: Period | null,
  seq: number,
  edit: string,
  page: number,
  enabled = true,
) =>
  queryOptions({
    queryKey: [...submissionKey(lei, p, seq), 'edits', edit, page] as const,
    queryFn:
      p && enabled
        ? ({ signal }) => api.editDetail(lei, p, seq, edit, page, { signal })
        : skipToken,
  })

/** The signature state of a submission (its receipt once signed). */
export const signStateQuery = (api: FilingClient, lei: string, p: Period | null, seq: number) =>
  queryOptions({
    queryKey: [...submissionKey(lei, p, seq), 'sign'] as const,
    queryFn: p ? ({ signal }) => api.signState(lei, p, seq, { signal }) : skipToken,
  })

/** The summary of a submission (the transmittal sheet and the file). */
export const summaryQuery = (api: FilingClient, lei: string, p: Period | null, seq: number) =>
  queryOptions({
    queryKey: [...submissionKey(lei, p, seq), 'summary'] as const,
    queryFn: p ? ({ signal }) => api.summary(lei, p, seq, { signal }) : skipToken,
  })

/** The institutions registered for an e-mail domain (none asked for an empty domain). */
export const domainInstitutionsQuery = (api: FilingClient, domain: string) =>
  queryOptions({
    queryKey: ['filing', 'domain', domain] as const,
    queryFn: domain ? ({ signal }) => api.institutionsForDomain(domain, { signal }) : skipToken,
  })
