// Writes gzip (.gz, level 9) and brotli (.br, quality 11) copies next to every text file of a
// built site that is worth compressing, for nginx's gzip_static / brotli_static:
//
//   node scripts/deploy/precompress.mjs [DIR] [--cache CACHE_DIR]      (default dist)
//
// A deployment runs it after the build, on the folder it ships. Copies that are up to date
// (newer than their file) are kept, and none is written when it would not be smaller. The
// compression itself, and its cache folder keyed by content (--cache; the e2e project's nginx
// and the local static server share one), are scripts/lib/compress.mjs.
import { readFile, readdir, stat, unlink, writeFile } from 'node:fs/promises'
import { extname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { compress, pruneCompressionCache, SUFFIX } from '../lib/compress.mjs'

export const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.csv',
  '.xml',
  '.webmanifest',
])
/** Below this, a compressed answer saves less than a packet. */
export const MIN_BYTES = 1024

/**
 * @param {string} copy
 * @param {import('node:fs').Stats} source
 */
async function upToDate(copy, source) {
  try {
    return (await stat(copy)).mtimeMs >= source.mtimeMs
  } catch {
    return false
  }
}

/**
 * Compresses the files under `dir`; returns counts and bytes for a summary.
 * @returns {Promise<{ files: number, written: number, bytes: number, gzipBytes: number,
 *   brotliBytes: number }>}
 * @param {string} dir
 * @param {{ cache?: string }} [options]
 */
export async function precompress(dir, { cache } = {}) {
  const root = resolve(dir)
  const entries = await readdir(root, { withFileTypes: true, recursive: true })
  const files = entries
    .filter((e) => e.isFile() && COMPRESSIBLE.has(extname(e.name).toLowerCase()))
    .map((e) => join(e.parentPath ?? e.path, e.name))
  const totals = { files: 0, written: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0 }
  // Two at a time: zlib runs on libuv's thread pool, and the machines here have two cores.
  let next = 0
  async function work() {
    while (next < files.length) {
      const file = files[next++]
      const info = await stat(file)
      if (info.size < MIN_BYTES) continue
      totals.files++
      totals.bytes += info.size
      /** @type {Buffer | null} */
      let raw = null
      /** @type {[import('../lib/compress.mjs').Encoding, 'gzipBytes' | 'brotliBytes'][]} */
      const encodings = [
        ['gzip', 'gzipBytes'],
        ['br', 'brotliBytes'],
      ]
      for (const [encoding, key] of encodings) {
        const copy = file + SUFFIX[encoding]
        if (await upToDate(copy, info)) {
          const { size } = await stat(copy)
          totals[key] += size
          continue
        }
        raw ??= await readFile(file)
        const body = await compress(raw, encoding, { cache })
        if (body.length >= raw.length) {
          await unlink(copy).catch(() => undefined)
          continue
        }
        await writeFile(copy, body)
        totals.written++
        totals[key] += body.length
      }
    }
  }
  await Promise.all([work(), work()])
  if (cache) await pruneCompressionCache(cache)
  return totals
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const cacheAt = args.indexOf('--cache')
  const cache = cacheAt >= 0 ? args.splice(cacheAt, 2)[1] : undefined
  const dir = args[0] ?? 'dist'
  const started = performance.now()
  const t = await precompress(dir, { cache })
  /** @param {number} n */
  const kb = (n) => `${(n / 1024).toFixed(0)} KB`
  console.log(
    `Precompressed ${t.files} files in ${dir} (${kb(t.bytes)} → gzip ${kb(t.gzipBytes)}, ` +
      `brotli ${kb(t.brotliBytes)}; ${t.written} copies written) in ` +
      `${Math.round(performance.now() - started)} ms`,
  )
}
