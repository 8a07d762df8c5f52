// Serves the production build with SPA fallback, and beside it the local HMDA services
// (scripts/local-services: reporting API, /file/ paths, the file server under /hmda-files/ with
// sample APOR tables, the rate spread service POST /v2/public/rateSpread[/csv]):
//   node scripts/serve.mjs [--port N] [--dir DIR]      (default port 4173, dir dist/)
// Environment: HMDA_API_ORIGIN proxies /v2/reporting/… and /file/… to that origin, and
// HMDA_FILES_ORIGIN proxies /hmda-files/… to the file server, instead of the sample data
// (e.g. HMDA_API_ORIGIN=https://ffiec.cfpb.gov HMDA_FILES_ORIGIN=https://files.ffiec.cfpb.gov).
// Unlike `vite preview` it answers any Host header, which the e2e tests need to reach the
// site under production-like host names mapped to 127.0.0.1.
import { COMPRESSION_CACHE } from './lib/compress.mjs'
import { startStaticServer } from './lib/static-server.mjs'
import { createLocalServices } from './local-services/index.mjs'

const portArg = process.argv.indexOf('--port')
const port = portArg > 0 ? Number(process.argv[portArg + 1]) : 4173
const dirArg = process.argv.indexOf('--dir')
const dir = dirArg > 0 ? process.argv[dirArg + 1] : 'dist'
const services = createLocalServices({
  apiOrigin: process.env.HMDA_API_ORIGIN,
  filesOrigin: process.env.HMDA_FILES_ORIGIN,
})
// Compressed copies are kept in the cache the e2e project's nginx fills (precompress), so each
// file is compressed once across runs and servers.
const server = await startStaticServer(dir, {
  port,
  handler: services.handle,
  compressionCache: COMPRESSION_CACHE,
})
console.log(`Serving ${dir}/ at ${server.url}`)
console.log(
  // performance.now() counts from the start of the process (module loading included)
  `Local HMDA services (${services.describe()}) ready in ${Math.round(performance.now())} ms`,
)
if (services.sample) {
  void services.warm().then(() => {
    const ms = Math.round(performance.now())
    console.log(`Sample data for every year generated in ${ms} ms`)
  })
}
const stop = () => server.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
