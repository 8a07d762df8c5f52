import { defineConfig } from '@playwright/test'

// E2E_PORT and E2E_DIST let several builds be tested side by side (default: dist/ on 4173).
export const PORT = Number(process.env.E2E_PORT ?? 4173)
const DIST = process.env.E2E_DIST ?? 'dist'
/**
 * The "nginx" project's server: Debian's nginx with the deployment configuration (deploy/),
 * the local services on PORT as its API upstream (scripts/deploy/nginx-e2e.mjs).
 */
export const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? PORT + 100)
/** The nginx project's specs: e2e/nginx*.spec.ts. */
const NGINX_SPECS = /(^|[/\\])nginx[^/\\]*\.spec\.ts$/

/**
 * Test host names, all mapped to 127.0.0.1 by Chromium's resolver, so the site sees the host
 * names that choose its environment. (A .test domain is never on the HSTS preload list.)
 */
export const HOSTS = {
  prod: 'ffiec.hmda.test',
  'prod-beta': 'ffiec.beta.hmda.test',
  dev: 'dev.hmda.test',
  'dev-beta': 'dev.beta.hmda.test',
} as const

/**
 * Chromium's name resolution in the tests: the test host names are this machine, and every other
 * name does not exist, so no request can leave the machine and one that tries fails at once
 * (net::ERR_NAME_NOT_RESOLVED), with nothing to intercept. A test that needs an outside answer
 * (the mailing list, the search service) routes that address itself. 127.0.0.2 is the CDN's
 * address in the nginx tests (e2e/nginx/server.ts).
 */
const HOST_RESOLVER_RULES = [
  ...Object.values(HOSTS).map((h) => `MAP ${h} 127.0.0.1`),
  'MAP * ~NOTFOUND',
  'EXCLUDE localhost',
  'EXCLUDE 127.0.0.1',
  'EXCLUDE 127.0.0.2',
].join(', ')

const CHROMIUM = '/usr/bin/chromium'
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--host-resolver-rules=${HOST_RESOLVER_RULES}`,
]

/**
 * The nginx project's pages reach nginx and nothing else, so they can only work through the
 * configuration under test. The host resolver cannot refuse the local services' own port on
 * 127.0.0.1, so Chromium sends every request not for nginx's port to a proxy where nothing
 * listens (port 9, discard), and it fails at once (net::ERR_PROXY_CONNECTION_FAILED).
 * `<-loopback>` removes Chromium's implicit rule that loopback addresses never use the proxy.
 * Routes a test adds (page.route) answer before any of this.
 */
const NGINX_ADDRESSES = ['127.0.0.1', 'localhost', ...Object.values(HOSTS)].map(
  (host) => `${host}:${String(NGINX_PORT)}`,
)
const ONLY_NGINX = [
  '--proxy-server=http://127.0.0.1:9',
  `--proxy-bypass-list=${['<-loopback>', ...NGINX_ADDRESSES].join(';')}`,
]

export const hostUrl = (env: keyof typeof HOSTS, path = '/') =>
  `http://${HOSTS[env]}:${PORT}${path}`

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace records DOM snapshots and a screencast of every action of every test: work on
    // each run (most on the long pages: the guide, the county maps) that is thrown away when the
    // test passes. In CI a failed test is retried once, and that retry is traced; locally
    // (no retries) a failing test keeps its trace as before.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'chromium', testIgnore: NGINX_SPECS, use: { browserName: 'chromium' } },
    {
      name: 'nginx',
      testMatch: NGINX_SPECS,
      use: {
        browserName: 'chromium',
        baseURL: `http://127.0.0.1:${NGINX_PORT}`,
        launchOptions: { executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...ONLY_NGINX] },
      },
    },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs --port ${PORT} --dir ${DIST}`,
      url: `http://127.0.0.1:${PORT}/`,
      // The local filing service advances a submission one status every 40 ms instead of 400:
      // the screens see the same statuses through the same polling (1 s, then 1.2× longer), and
      // a file is ready at the first poll instead of the third or fourth.
      env: { HMDA_FILING_STEP_MS: '40' },
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // Starts even when only the other project runs (Playwright starts every web server); when
      // nginx is missing a stand-in answers 503 and only the nginx tests fail, saying why.
      // It answers only the test host names; the CDN's requests come from 127.0.0.2
      // (e2e/nginx/server.ts, CDN_ADDRESS).
      command:
        `node scripts/deploy/nginx-e2e.mjs --port ${NGINX_PORT} --upstream http://127.0.0.1:${PORT} --dist ${DIST}` +
        ` --server-name "127.0.0.1 localhost ${Object.values(HOSTS).join(' ')}" --cdn 127.0.0.2`,
      url: `http://127.0.0.1:${NGINX_PORT}/favicon.svg`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      // SIGTERM lets the script stop nginx and remove its temporary folder.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
})
