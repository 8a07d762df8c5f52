// The one way the project compresses a file for the web: gzip level 9 and brotli quality 11, as
// a CDN or nginx's gzip_static / brotli_static serves them. Brotli 11 is slow (about 20 s of CPU
// for the whole site, mostly the map outlines and the search index), so a cache folder keyed by
// content keeps each result: hashed assets and unchanged data files are compressed once, by
// whichever of the deployment's precompress step and the local static server meets them first.
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/** The cache the local tools share (deleted with node_modules). */
export const COMPRESSION_CACHE = 'node_modules/.cache/hmda-precompress'

/** @typedef {'br' | 'gzip'} Encoding */

let writes = 0

/** File suffix of each encoding's copy (and cache entry). */
export const SUFFIX = /** @type {const} */ ({ gzip: '.gz', br: '.br' })

/**
 * `raw` compressed with `encoding` (on libuv's thread pool, so the event loop keeps answering).
 * With `cache`, a folder, the result is looked up there by the content's SHA-256 first and
 * written there after; a hit has its time renewed (see pruneCompressionCache).
 * @param {Buffer} raw
 * @param {Encoding} encoding
 * @param {{ cache?: string }} [options]
 * @returns {Promise<Buffer>}
 */
export async function compress(raw, encoding, { cache } = {}) {
  const cached = cache
    ? join(cache, createHash('sha256').update(raw).digest('hex') + SUFFIX[encoding])
    : null
  if (cache && cached) {
    const hit = await readFile(cached).catch(() => null)
    if (hit) {
      const now = new Date()
      await utimes(cached, now, now).catch(() => undefined)
      return hit
    }
  }
  const body =
    encoding === 'br'
      ? await brotliAsync(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        })
      : await gzipAsync(raw, { level: 9 })
  if (cache && cached) {
    // Written under a name of its own, then renamed: a reader in another process (the static
    // server while nginx's copy is being prepared) never sees half an entry.
    const partial = `${cached}.${String(process.pid)}.${String(++writes)}.partial`
    await mkdir(cache, { recursive: true })
      .then(() => writeFile(partial, body))
      .then(() => rename(partial, cached))
      .catch(() => undefined)
  }
  return body
}

/**
 * Drops cache entries unused for a week (builds replaced since).
 * @param {string} cache
 */
export async function pruneCompressionCache(cache) {
  const weekAgo = Date.now() - 7 * 24 * 3600 * 1000
  for (const name of await readdir(cache).catch(() => [])) {
    const file = join(cache, name)
    const info = await stat(file).catch(() => null)
    if (info && info.mtimeMs < weekAgo) await unlink(file).catch(() => undefined)
  }
}
