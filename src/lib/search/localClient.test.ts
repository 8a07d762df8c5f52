import { describe, expect, it, vi } from 'vitest'
import { FIXTURE_RECORDS } from './fixtures'
import { createLocalSearch, RetryError } from './localClient'

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('createLocalSearch', () => {
  it('fetches the index once, on the first search, and answers { results }', async () => {
    const fetchImpl = vi.fn(() => Promise.resolve(jsonResponse(FIXTURE_RECORDS)))
    const client = createLocalSearch('/search/docs-index.json', { fetch: fetchImpl })
    expect(fetchImpl).not.toHaveBeenCalled()
    const { results } = await client.search({
      requests: [
        { indexName: 'docs', query: 'lei', hitsPerPage: 2 },
        { indexName: 'docs', query: 'V608-1' },
      ],
    })
    expect(results.map((r) => r.hits.map((h) => h.objectID))).toEqual([
      ['faq-lei', 'faq-lei-get'],
      ['fig-v608-1'],
    ])
    expect(results[0]).toMatchObject({ nbHits: 3, nbPages: 2, hitsPerPage: 2, index: 'docs' })
    await client.search({ requests: [{ indexName: 'docs', query: 'uli' }] })
    expect(fetchImpl).toHaveBeenCalledTimes(1)
    expect(fetchImpl.mock.calls[0]).toEqual(['/search/docs-index.json', expect.anything()])
  })

  it('accepts the legacy list of { indexName, params }', async () => {
    const client = createLocalSearch('/i.json', {
      fetch: () => Promise.resolve(jsonResponse(FIXTURE_RECORDS)),
    })
    const { results } = await client.search([
      {
        indexName: 'docs',
        params: { query: 'mortg', highlightPreTag: '[', highlightPostTag: ']' },
      },
    ])
    expect(results[0]?.hits[0]?._highlightResult.hierarchy?.lvl1?.value).toBe(
      'Which [mortg]ages are reportable?',
    )
  })

  it('rejects with a RetryError (DocSearch error screen) and retries on the next search', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(jsonResponse({ message: 'down' }, 500))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse({ not: 'a list' }))
      .mockResolvedValueOnce(jsonResponse(FIXTURE_RECORDS))
    const client = createLocalSearch('/i.json', { fetch: fetchImpl })
    const request = { requests: [{ indexName: 'docs', query: 'lei' }] }
    for (const message of [/HTTP 500/, /Could not reach/, /not a list of DocSearch records/]) {
      const error = await client.search(request).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(RetryError)
      expect((error as Error).name).toBe('RetryError')
      expect((error as Error).message).toMatch(message)
    }
    await expect(client.search(request)).resolves.toMatchObject({ results: [{ nbHits: 3 }] })
    expect(fetchImpl).toHaveBeenCalledTimes(4)
  })

  it('rejects records without the DocSearch shape', async () => {
    const client = createLocalSearch('/i.json', {
      fetch: () => Promise.resolve(jsonResponse([{ objectID: 'x', url: '/x' }])),
    })
    await expect(client.load()).rejects.toThrow(RetryError)
  })
})
