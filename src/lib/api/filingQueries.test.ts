import { skipToken } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { createQueryClient } from './queries'
import { createFilingClient } from './filing'
import { editsQuery, latestSubmissionQuery, signStateQuery, submissionKey } from './filingQueries'

const LEI = 'B90YWS6AFX2LGWOXJ1LD'
const P = { year: 2025, quarter: 'Q1' } as const
const signBody = {
  email: 'pat@bank.test',
  timestamp: 0,
  receipt: '',
  status: { code: 14, message: 'ready', description: '' },
}

function client(answer: (url: string) => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => answer(String(input)))
  const api = createFilingClient({
    filingBase: '/v2/filing',
    publicBase: '/v2/public',
    getToken: () => 'token',
    fetch: fetchMock as unknown as typeof fetch,
  })
  return { api, fetchMock }
}

describe('filing query options', () => {
  it('key each read by service, LEI, period and submission', () => {
    const { api } = client(() => new Response('{}'))
    expect(submissionKey(LEI, P, 3)).toEqual(['filing', 'submission', LEI, '2025-Q1', 3])
    expect(editsQuery(api, LEI, P, 3).queryKey).toEqual([...submissionKey(LEI, P, 3), 'edits'])
    expect(signStateQuery(api, LEI, P, 3).queryKey).toEqual([...submissionKey(LEI, P, 3), 'sign'])
    expect(latestSubmissionQuery(api, LEI, null).queryKey).toEqual(['filing', 'latest', LEI, null])
  })

  it('ask the platform, and nothing for a period that is not one', async () => {
    const { api, fetchMock } = client(() => new Response(JSON.stringify(signBody)))
    const cache = createQueryClient()
    await expect(cache.fetchQuery(signStateQuery(api, LEI, P, 3))).resolves.toMatchObject({
      email: 'pat@bank.test',
    })
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      `/v2/filing/institutions/${LEI}/filings/2025/quarter/Q1/submissions/3/sign`,
    )
    expect(signStateQuery(api, LEI, null, 3).queryFn).toBe(skipToken)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('do not keep a failure: the next screen asking for it asks the platform again', async () => {
    let fail = true
    const { api, fetchMock } = client(() =>
      fail ? new Response('', { status: 503 }) : new Response(JSON.stringify(signBody)),
    )
    const cache = createQueryClient()
    await expect(cache.fetchQuery(signStateQuery(api, LEI, P, 3))).rejects.toMatchObject({
      kind: 'server',
    })
    fail = false
    await expect(cache.fetchQuery(signStateQuery(api, LEI, P, 3))).resolves.toMatchObject({
      receipt: '',
    })
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })
})
