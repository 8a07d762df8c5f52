// Lighthouse (mobile preset, simulated throttling) over the built site's main routes:
// `npm run lighthouse` (builds first unless --no-build). Not part of `npm test`: Lighthouse is
// fetched with npx on first use and its scores vary with machine load.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startStaticServer } from './lib/static-server.mjs'

const ROUTES = [
  '/',
  '/filing/2026/',
  '/data-browser/',
  '/data-publication/',
  '/tools/',
  '/documentation/',
  '/hmda-help/',
  '/updates-notes',
  '/no-such-page',
]
const FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync'

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const server = await startStaticServer('dist')
const out = mkdtempSync(join(tmpdir(), 'lighthouse-'))
try {
  console.log('route | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS')
  for (const route of ROUTES) {
    const file = join(out, 'report.json')
    const run = spawnSync(
      'npx',
      [
        '-y',
        'lighthouse@13',
        `${server.url}${route}`,
        '--quiet',
        `--chrome-flags=${FLAGS}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        '--output=json',
        `--output-path=${file}`,
      ],
      {
        env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    )
    if (run.status !== 0) {
      console.log(`${route} | lighthouse failed (exit ${run.status})`)
      continue
    }
    const report = JSON.parse(readFileSync(file, 'utf8'))
    const score = (id) => Math.round(report.categories[id].score * 100)
    const audit = (id) => report.audits[id].displayValue
    console.log(
      [
        route,
        score('performance'),
        score('accessibility'),
        score('best-practices'),
        score('seo'),
        audit('first-contentful-paint'),
        audit('largest-contentful-paint'),
        audit('total-blocking-time'),
        audit('cumulative-layout-shift'),
      ].join(' | '),
    )
  }
} finally {
  await server.close()
}
