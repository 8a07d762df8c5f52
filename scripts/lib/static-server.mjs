// Tiny static file server for the built site (vite `dist/`), used by `npm start`, the e2e tests,
// the benchmark and Lighthouse. The same rules as deploy/nginx:
// - a file, or a directory's index.html (the prerendered pages: /tools/ → tools/index.html);
// - otherwise, under the app's route prefixes (SHELL_PREFIX), the empty shell spa.html with 200
//   (index.html for a build without prerendered pages), so the browser renders the address;
// - any other path gets 404.html with status 404 (the shell with 200 when there is no 404.html);
// - a missing file with an extension other than .html (e.g. /assets/x.js, /config/x.json) gets a
//   plain 404, so a broken reference shows up as an error instead of HTML served as script.
import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, resolve, sep } from 'node:path'
import { compress } from './compress.mjs'

/** @type {Record<string, string>} */
export const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
}

/**
 * A request handler that runs before the files: true when it answered the request.
 * @typedef {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<boolean>} RequestHandler
 */

/** Paths the app renders in the browser when no prerendered page exists (src/app/AppRoutes). */
export const SHELL_PREFIX =
  /^\/(filing|data-browser|data-publication|tools|documentation|hmda-help|updates-notes)(\/|$)/

/** @param {string} filePath */
export function contentTypeFor(filePath) {
  return CONTENT_TYPES[extname(filePath).toLowerCase()] ?? 'application/octet-stream'
}

/** @param {string} filePath */
async function fileStat(filePath) {
  try {
    const info = await stat(filePath)
    return info.isFile() ? info : null
  } catch {
    return null
  }
}

/**
 * Maps a URL pathname to a file inside root, or null when it escapes root or is malformed.
 * Directories resolve to their index.html.
 * @param {string} root
 * @param {string} pathname
 */
function candidatePaths(root, pathname) {
  let decoded
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return []
  }
  if (decoded.includes('\0')) return []
  const filePath = resolve(join(root, decoded))
  if (filePath !== root && !filePath.startsWith(root + sep)) return []
  return decoded.endsWith('/')
    ? [join(filePath, 'index.html')]
    : [filePath, join(filePath, 'index.html')]
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg)/

/** Compressed copies of files, as a CDN would serve them, keyed by path, size and time. */
/** @type {Map<string, Promise<Buffer>>} */
const compressedCache = new Map()

/**
 * @param {string} filePath
 * @param {import('node:fs').Stats} info
 * @param {import('./compress.mjs').Encoding} encoding
 * @param {string | undefined} cache compression cache folder (scripts/lib/compress.mjs)
 */
function compressed(filePath, info, encoding, cache) {
  const key = `${encoding}:${filePath}:${info.size}:${info.mtimeMs}`
  let body = compressedCache.get(key)
  if (!body) {
    // The promise is kept, so requests for a file that arrive together compress it once.
    body = readFile(filePath).then((raw) => compress(raw, encoding, { cache }))
    body.catch(() => compressedCache.delete(key))
    compressedCache.set(key, body)
  }
  return body
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {string} contentType
 * @returns {'br' | 'gzip' | null}
 */
function chooseEncoding(req, contentType) {
  if (!COMPRESSIBLE.test(contentType)) return null
  const accepted = String(req.headers['accept-encoding'] ?? '')
  if (/\bbr\b/.test(accepted)) return 'br'
  if (/\bgzip\b/.test(accepted)) return 'gzip'
  return null
}

/**
 * Starts the server on 127.0.0.1. Resolves once listening.
 * @param {string} distDir folder to serve (must contain index.html for the SPA fallback)
 * @param {{ port?: number, handler?: RequestHandler, compressionCache?: string }} [options] port 0
 *   (default) picks a free port; `handler` sees every request first and returns true when it
 *   answered (the local services, scripts/local-services); `compressionCache`: a folder where
 *   compressed copies are kept between runs, keyed by content (scripts/lib/compress.mjs).
 * @returns {Promise<{ url: string, port: number, close(): Promise<void> }>}
 */
export async function startStaticServer(distDir, { port = 0, handler, compressionCache } = {}) {
  const root = resolve(distDir)
  const indexHtml = join(root, 'index.html')
  const spaHtml = join(root, 'spa.html')
  const notFoundHtml = join(root, '404.html')

  const server = createServer(async (req, res) => {
    try {
      if (handler && (await handler(req, res))) return
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
        res.end('Method Not Allowed\n')
        return
      }
      const { pathname } = new URL(req.url ?? '/', 'http://localhost')

      /** @type {string | null} */
      let filePath = null
      /** @type {import('node:fs').Stats | null} */
      let info = null
      let status = 200
      for (const candidate of candidatePaths(root, pathname)) {
        info = await fileStat(candidate)
        if (info) {
          filePath = candidate
          break
        }
      }
      if (!filePath) {
        const ext = extname(pathname).toLowerCase()
        if (ext && ext !== '.html') {
          res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
          res.end('Not Found\n')
          return
        }
        const notFound = !SHELL_PREFIX.test(pathname) && (await fileStat(notFoundHtml))
        const fallbacks = notFound ? [notFoundHtml] : [spaHtml, indexHtml]
        if (notFound) status = 404
        for (const candidate of fallbacks) {
          info = await fileStat(candidate)
          if (info) {
            filePath = candidate
            break
          }
        }
        if (!filePath) {
          res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
          res.end('Not Found (no index.html)\n')
          return
        }
      }

      const contentType = contentTypeFor(filePath)
      // Hashed build assets never change; everything else (index.html, config) is revalidated.
      const cacheControl = pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache'
      const encoding = chooseEncoding(req, contentType)
      if (encoding) {
        const body = await compressed(
          filePath,
          /** @type {import('node:fs').Stats} */ (info),
          encoding,
          compressionCache,
        )
        res.writeHead(status, {
          'Content-Type': contentType,
          'Content-Encoding': encoding,
          'Content-Length': body.length,
          'Cache-Control': cacheControl,
          Vary: 'Accept-Encoding',
        })
        res.end(req.method === 'HEAD' ? undefined : body)
        return
      }
      res.writeHead(status, {
        'Content-Type': contentType,
        'Content-Length': /** @type {import('node:fs').Stats} */ (info).size,
        'Cache-Control': cacheControl,
      })
      if (req.method === 'HEAD') {
        res.end()
        return
      }
      const stream = createReadStream(filePath)
      stream.on('error', (error) => res.destroy(error))
      stream.pipe(res)
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end(`Internal Server Error: ${error instanceof Error ? error.message : String(error)}\n`)
    }
  })

  // Node closes an idle keep-alive connection after 5 s, and a client that sends its next
  // request on it at that moment gets ECONNRESET (it happened to a test's second request to the
  // file server). Idle connections are kept longer than any test waits between two requests.
  server.keepAliveTimeout = 75_000
  await /** @type {Promise<void>} */ (
    new Promise((resolveListen, rejectListen) => {
      server.once('error', rejectListen)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', rejectListen)
        resolveListen()
      })
    })
  )
  const address = server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port

  /** @type {Promise<void> | null} */
  let closing = null
  return {
    url: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    close() {
      closing ??= /** @type {Promise<void>} */ (
        new Promise((resolveClose) => {
          server.close(() => resolveClose())
          server.closeAllConnections()
        })
      )
      return closing
    },
  }
}
