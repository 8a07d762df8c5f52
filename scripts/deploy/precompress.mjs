// Writes gzip (.gz, level 9) and brotli (.br, quality 11) copies next to every text file of a
// built site that is worth compressing, for nginx's gzip_static / brotli_static:
//
//   node scripts/deploy/precompress.mjs [DIR] [--cache CACHE_DIR]      (default dist)
//
// A deployment runs it after the build, on the folder it ships. Copies that are up to date
// (newer than their file) are kept, and none is written when it would not be smaller. Brotli 11
// takes about 20 s of CPU for the whole site (mostly the map outlines and the search index), so
// the e2e project keeps the results in a cache folder keyed by content: hashed assets and
// unchanged data files are compressed once, not on every run.
import { createHash } from 'node:crypto'
import { mkdir, readFile, readdir, stat, unlink, utimes, writeFile } from 'node:fs/promises'
import { extname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

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
  if (cache) await mkdir(cache, { recursive: true })
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
      /** @type {string | null} */
      let digest = null
      /** @type {[string, (b: Buffer) => Promise<Buffer>, 'gzipBytes' | 'brotliBytes'][]} */
      const encodings = [
        ['.gz', (b) => gzipAsync(b, { level: 9 }), 'gzipBytes'],
        [
          '.br',
          (b) =>
            brotliAsync(b, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: b.length,
              },
            }),
          'brotliBytes',
        ],
      ]
      for (const [suffix, compress, key] of encodings) {
        const copy = file + suffix
        if (await upToDate(copy, info)) {
          const { size } = await stat(copy)
          totals[key] += size
          continue
        }
        raw ??= await readFile(file)
        digest ??= createHash('sha256').update(raw).digest('hex')
        const cached = cache ? join(cache, digest + suffix) : null
        /** @type {Buffer | null} */
        let body = cached ? await readFile(cached).catch(() => null) : null
        if (body && cached) {
          const now = new Date()
          await utimes(cached, now, now)
        } else {
          body = await compress(raw)
          if (cached) await writeFile(cached, body)
        }
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
  if (cache) await pruneCache(cache)
  return totals
}

/**
 * Drops cache entries unused for a week (builds replaced since).
 * @param {string} cache
 */
async function pruneCache(cache) {
  const weekAgo = Date.now() - 7 * 24 * 3600 * 1000
  for (const name of await readdir(cache)) {
    const file = join(cache, name)
    const { mtimeMs } = await stat(file)
    if (mtimeMs < weekAgo) await unlink(file).catch(() => undefined)
  }
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
