import { describe, expect, it, vi } from 'vitest'
import { parseDecimal } from '@/hmda/decimal'
import type { ValidLoan } from '@/hmda/rateSpread'
import {
  fetchRateSpread,
  parseRateSpreadResponse,
  RateSpreadApiError,
  rateSpreadUrl,
  requestForLoan,
} from './rateSpreadApi'

const LOAN: ValidLoan = {
  actionTakenType: 1,
  reverseMortgage: 2,
  amortizationType: 'variable',
  lockInDate: { year: 2024, month: 1, day: 9 },
  apr: parseDecimal('6.125') ?? { units: 0, scale: 0 },
  loanTerm: 5,
}

const json = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status }))

describe('rate spread API client', () => {
  it('builds the request body the service expects', () => {
    expect(requestForLoan(LOAN)).toEqual({
      actionTakenType: 1,
      loanTerm: 5,
      reverseMortgage: 2,
      amortizationType: 'VariableRate',
      apr: 6.125,
      lockInDate: '2024-01-09',
    })
    expect(rateSpreadUrl('/v2/public/')).toBe('/v2/public/rateSpread')
  })

  it('posts to {api.public}/rateSpread and returns the spread', async () => {
    const fetchMock = json({ rateSpread: '1.2345' })
    const result = await fetchRateSpread('/v2/public', requestForLoan(LOAN), { fetch: fetchMock })
    expect(result).toEqual({ kind: 'spread', value: '1.235' })
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/v2/public/rateSpread')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual(requestForLoan(LOAN))
  })

  it('understands NA', async () => {
    await expect(
      fetchRateSpread('/v2/public', requestForLoan(LOAN), { fetch: json({ rateSpread: 'NA' }) }),
    ).resolves.toEqual({ kind: 'na' })
  })

  it.each([[{}], [{ rateSpread: 1.5 }], [{ rateSpread: 'soon' }], [null], [['1.000']]])(
    'rejects an answer of the wrong shape: %j',
    (body) => {
      expect(() => parseRateSpreadResponse(body)).toThrow(RateSpreadApiError)
    },
  )

  it('wraps HTTP failures in a clear error', async () => {
    const failing = json({ message: 'Service unavailable' }, 503)
    await expect(
      fetchRateSpread('/v2/public', requestForLoan(LOAN), { fetch: failing }),
    ).rejects.toThrow(
      'The rate spread service could not be used. /v2/public/rateSpread answered HTTP 503: Service unavailable',
    )
    const offline = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(
      fetchRateSpread('/v2/public', requestForLoan(LOAN), { fetch: offline }),
    ).rejects.toBeInstanceOf(RateSpreadApiError)
  })
})
