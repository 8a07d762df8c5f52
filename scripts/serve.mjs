// Serves the production build (dist/) with SPA fallback: `node scripts/serve.mjs [--port N]`.
// Unlike `vite preview` it answers any Host header, which the e2e tests need to reach the
// site under production-like host names mapped to 127.0.0.1.
import { startStaticServer } from './lib/static-server.mjs'

const portArg = process.argv.indexOf('--port')
const port = portArg > 0 ? Number(process.argv[portArg + 1]) : 4173
const server = await startStaticServer('dist', { port })
console.log(`Serving dist/ at ${server.url}`)
const stop = () => server.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
