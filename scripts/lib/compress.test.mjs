// The shared compression: what it gives back decodes to the input, a cache entry is written by
// content and then used (also by the static server, a second process in the e2e run).
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { compress } from './compress.mjs'
import { startStaticServer } from './static-server.mjs'

/** @type {string} */
let dir
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'compress-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const text = Buffer.from('HMDA '.repeat(2000))

describe('compress', () => {
  it('gives gzip and brotli bodies that decode to the input', async () => {
    expect(gunzipSync(await compress(text, 'gzip')).equals(text)).toBe(true)
    expect(brotliDecompressSync(await compress(text, 'br')).equals(text)).toBe(true)
  })

  it('keeps each result in the cache under the content hash and answers from it after', async () => {
    const cache = join(dir, 'cache')
    const body = await compress(text, 'br', { cache })
    const hash = createHash('sha256').update(text).digest('hex')
    expect(readdirSync(cache)).toEqual([`${hash}.br`])
    expect(readFileSync(join(cache, `${hash}.br`)).equals(body)).toBe(true)
    // An entry that is there is used as it is (here a marker instead of real brotli).
    writeFileSync(join(cache, `${hash}.br`), 'from the cache')
    expect((await compress(text, 'br', { cache })).toString()).toBe('from the cache')
    await compress(text, 'gzip', { cache })
    expect(readdirSync(cache).sort()).toEqual([`${hash}.br`, `${hash}.gz`])
  })

  it('is what the static server sends, from the same cache', async () => {
    const site = join(dir, 'site')
    const cache = join(dir, 'cache')
    mkdirSync(site)
    writeFileSync(join(site, 'index.html'), text)
    const server = await startStaticServer(site, { compressionCache: cache })
    try {
      const response = await fetch(`${server.url}/`, { headers: { 'accept-encoding': 'br' } })
      expect(response.headers.get('content-encoding')).toBe('br')
      expect(await response.text()).toBe(text.toString())
      const hash = createHash('sha256').update(text).digest('hex')
      expect(readdirSync(cache)).toEqual([`${hash}.br`])
    } finally {
      await server.close()
    }
  })
})
