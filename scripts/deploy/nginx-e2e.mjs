// Runs Debian's nginx in the foreground with the site's configuration, for the e2e project
// "nginx" (playwright.config.ts starts it as a web server):
//
//   node scripts/deploy/nginx-e2e.mjs --port 4273 --upstream http://127.0.0.1:4173 [--dist dist]
//     [--env prod] [--server-name "127.0.0.1 localhost …"] [--cdn 127.0.0.2,…]
//
// --server-name: the names nginx answers (others are refused); --cdn: the addresses whose
// X-Forwarded-* headers it trusts (the tests send the CDN's requests from 127.0.0.2).
//
// It ships the build as a deployment would: a copy of DIST with precompressed files (the
// copy keeps dist/ itself unchanged for the other tests and the bench), the site rendered from
// deploy/nginx/ with the local services (scripts/serve.mjs at --upstream) as the API upstream
// and, for the tests only, as the file server at /hmda-files/. nginx runs unprivileged: as the
// calling user, or as "nobody" when started by root (CI), with its pid, logs and temporary files
// under one temporary prefix folder, removed on exit.
//
// When nginx is not installed, a stand-in answers every request with 503 and the header
// X-HMDA-Nginx-Missing, so the other projects still run and the nginx tests fail saying what to
// install (the tests never skip).
import { spawn, spawnSync } from 'node:child_process'
import {
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { BROTLI_MODULE, readEnvironmentConfig, renderMain, renderSite } from './nginx-config.mjs'
import { COMPRESSION_CACHE } from '../lib/compress.mjs'
import { precompress } from './precompress.mjs'

export const MISSING_HEADER = 'X-HMDA-Nginx-Missing'
export const MISSING_MESSAGE =
  'nginx is not installed: the e2e project "nginx" tests the deployment configuration with ' +
  "Debian's nginx. Install it with `apt-get install -y nginx libnginx-mod-http-brotli-static` " +
  '(.ci/run does this when it is missing), or set NGINX_BIN to its path.'

/**
 * @param {string} name
 * @param {string} [fallback]
 * @returns {string}
 */
function option(name, fallback) {
  const at = process.argv.indexOf(name)
  if (at > 0 && at + 1 < process.argv.length) return process.argv[at + 1]
  if (fallback === undefined) {
    console.error(`nginx-e2e: missing ${name}`)
    process.exit(2)
  }
  return fallback
}

const port = Number(option('--port'))
const upstream = option('--upstream')
const dist = resolve(option('--dist', 'dist'))
const env = option('--env', 'prod')
const serverName = option('--server-name', '127.0.0.1 localhost')
const cdn = option('--cdn', '').split(',').filter(Boolean)

function findNginx() {
  if (process.env.NGINX_BIN) return existsSync(process.env.NGINX_BIN) ? process.env.NGINX_BIN : null
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'])
    if (existsSync(candidate)) return candidate
  return null
}

/** Answers 503 with the reason on every path until stopped. */
function standIn() {
  console.error(`\n*** ${MISSING_MESSAGE}\n`)
  const server = createServer((req, res) => {
    // Playwright waits for this path before it starts any test: answer it, so that the other
    // projects run and only the nginx tests fail.
    if (req.url === '/favicon.svg') {
      res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', [MISSING_HEADER]: '1' })
      res.end('nginx is missing\n')
      return
    }
    res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', [MISSING_HEADER]: '1' })
    res.end(`${MISSING_MESSAGE}\n`)
  })
  server.listen(port, '127.0.0.1')
  const stop = () => server.close(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

/** The user nginx runs as when we are root: "nobody" from /etc/passwd. */
function nobody() {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('nobody:'))
  const [, , uid, gid] = (line ?? 'nobody:x:65534:65534').split(':')
  return { uid: Number(uid), gid: Number(gid) }
}

/**
 * @param {string} path
 * @param {number} uid
 * @param {number} gid
 */
function chownTree(path, uid, gid) {
  chownSync(path, uid, gid)
  if (!statSync(path).isDirectory()) return
  for (const name of readdirSync(path)) chownTree(join(path, name), uid, gid)
}

const nginx = findNginx()
if (!nginx) {
  standIn()
} else {
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`nginx-e2e: ${dist}/index.html is missing: build the site first (npm run build)`)
    process.exit(1)
  }
  const prefix = mkdtempSync(join(tmpdir(), 'hmda-nginx-'))
  const cleanUp = () => rmSync(prefix, { recursive: true, force: true })
  try {
    const root = join(prefix, 'site')
    cpSync(dist, root, { recursive: true })
    const started = performance.now()
    const totals = await precompress(root, {
      cache: resolve(COMPRESSION_CACHE),
    })
    console.log(
      `Precompressed ${totals.files} files (${totals.written} copies written) in ` +
        `${Math.round(performance.now() - started)} ms`,
    )
    for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
      mkdirSync(join(prefix, 'temp', dir), { recursive: true })
    const brotli = existsSync(BROTLI_MODULE)
    const siteConf = join(prefix, 'hmda-site.conf')
    writeFileSync(
      siteConf,
      renderSite({
        listen: `127.0.0.1:${port}`,
        serverName,
        cdn,
        root,
        apiUpstream: upstream,
        localFilesUpstream: upstream,
        config: readEnvironmentConfig(env, join(dist, 'config')),
        brotli,
      }),
    )
    const mainConf = join(prefix, 'nginx.conf')
    writeFileSync(mainConf, renderMain({ prefix, siteConf, brotli }))

    const asRoot = process.getuid?.() === 0
    /** @type {{ uid?: number, gid?: number }} */
    const user = asRoot ? nobody() : {}
    if (asRoot && user.uid !== undefined && user.gid !== undefined)
      chownTree(prefix, user.uid, user.gid)
    const args = ['-p', prefix, '-c', mainConf, '-e', join(prefix, 'error.log')]
    const check = spawnSync(nginx, ['-t', ...args], { ...user, encoding: 'utf8' })
    if (check.status !== 0) {
      console.error(`nginx-e2e: the configuration does not load:\n${check.stderr}`)
      cleanUp()
      process.exit(1)
    }
    console.log(
      `nginx (${nginx}${asRoot ? ', as nobody' : ''}${brotli ? ', brotli_static' : ', no brotli module'})` +
        ` serving ${dist} at http://127.0.0.1:${port}/, API upstream ${upstream}`,
    )
    const child = spawn(nginx, args, { ...user, stdio: 'inherit' })
    let stopping = false
    const stop = () => {
      stopping = true
      child.kill('SIGTERM')
    }
    process.on('SIGINT', stop)
    process.on('SIGTERM', stop)
    child.on('exit', (code, signal) => {
      if (!stopping) {
        const log = join(prefix, 'error.log')
        console.error(
          `nginx-e2e: nginx stopped (${signal ?? `exit ${code}`}):\n` +
            (existsSync(log) ? readFileSync(log, 'utf8').slice(-4000) : ''),
        )
      }
      cleanUp()
      process.exit(stopping ? 0 : 1)
    })
  } catch (error) {
    cleanUp()
    throw error
  }
}
