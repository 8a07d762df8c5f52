// The static server's routing rules (same as deploy/nginx): prerendered file, then the shell
// under the app's prefixes, then 404.html with status 404.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStaticServer } from './static-server.mjs'

/** @type {string} */
let dir
/** @type {Awaited<ReturnType<typeof startStaticServer>>} */
let server

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-server-'))
  writeFileSync(join(dir, 'index.html'), 'home')
  writeFileSync(join(dir, 'spa.html'), 'shell')
  writeFileSync(join(dir, '404.html'), 'not found')
  mkdirSync(join(dir, 'tools'))
  writeFileSync(join(dir, 'tools', 'index.html'), 'tools')
  server = await startStaticServer(dir)
})

afterAll(async () => {
  await server.close()
  rmSync(dir, { recursive: true, force: true })
})

/** @param {string} path */
const get = async (path) => {
  const response = await fetch(`${server.url}${path}`)
  return [response.status, await response.text()]
}

describe('startStaticServer', () => {
  it('serves prerendered pages with or without the trailing slash', async () => {
    expect(await get('/')).toEqual([200, 'home'])
    expect(await get('/tools/')).toEqual([200, 'tools'])
    expect(await get('/tools')).toEqual([200, 'tools'])
  })

  it('serves the shell under the app prefixes', async () => {
    expect(await get('/filing')).toEqual([200, 'shell'])
    expect(await get('/data-browser/data/2024')).toEqual([200, 'shell'])
    expect(await get('/tools/no-such-tool')).toEqual([200, 'shell'])
    expect(await get('/updates-notes')).toEqual([200, 'shell'])
  })

  it('answers other paths with 404.html and status 404', async () => {
    expect(await get('/no-such-page')).toEqual([404, 'not found'])
    expect(await get('/toolsx')).toEqual([404, 'not found'])
    expect(await get('/missing.js')).toEqual([404, 'Not Found\n'])
  })

  it('falls back to index.html when the build has no shell', async () => {
    rmSync(join(dir, 'spa.html'))
    rmSync(join(dir, '404.html'))
    expect(await get('/no-such-page')).toEqual([200, 'home'])
    expect(await get('/filing/2024/')).toEqual([200, 'home'])
  })
})
