import { describe, expect, it } from 'vitest'

/**
 * One request path: only the HTTP client (client.ts) and its upload helper (upload.ts, which
 * needs XMLHttpRequest for upload progress) send requests; every other module goes through them,
 * so timeouts, aborts and typed errors are decided in one place.
 */
const sources = import.meta.glob<string>(
  ['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/test/**'],
  { query: '?raw', import: 'default', eager: true },
)

const REQUEST_SENDERS = ['/src/lib/api/client.ts', '/src/lib/api/upload.ts']

/** Code without comments and string contents, so a mention in prose is not a call. */
function code(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1')
    .replace(/`(?:[^`\\]|\\.)*`|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g, "''")
}

/**
 * Uses the global fetch (called or passed on) or XMLHttpRequest. Not counted: `typeof fetch` in
 * types, a `fetch` option (`fetch:`, `options.fetch`) that carries a test's stand-in.
 */
function sendsRequests(text: string): boolean {
  const withoutTypes = text.replace(/\btypeof\s+fetch\b/g, '')
  return (
    /\bXMLHttpRequest\b/.test(withoutTypes) ||
    /\b(?:window|globalThis|self)\.fetch\b/.test(withoutTypes) ||
    /(?<![.\w$])(?<![{,]\s*)fetch\b(?!\s*\??:)/.test(withoutTypes) ||
    /(?<![.\w$])fetch\b(?!\s*(?:\??:|[,}]))/.test(withoutTypes)
  )
}

describe('one request path', () => {
  it('finds the sources', () => {
    expect(Object.keys(sources)).toEqual(expect.arrayContaining(REQUEST_SENDERS))
    expect(Object.keys(sources).length).toBeGreaterThan(100)
  })

  it('only the client and its upload helper call fetch or XMLHttpRequest', () => {
    const senders = Object.entries(sources)
      .filter(([, source]) => sendsRequests(code(source)))
      .map(([path]) => path)
      .sort()
    expect(senders).toEqual([...REQUEST_SENDERS].sort())
  })
})
