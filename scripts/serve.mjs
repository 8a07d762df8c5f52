// Serves the production build with SPA fallback: `node scripts/serve.mjs [--port N] [--dir DIR]`
// (default dist/).
// Unlike `vite preview` it answers any Host header, which the e2e tests need to reach the
// site under production-like host names mapped to 127.0.0.1.
import { startStaticServer } from './lib/static-server.mjs'

const portArg = process.argv.indexOf('--port')
const port = portArg > 0 ? Number(process.argv[portArg + 1]) : 4173
const dirArg = process.argv.indexOf('--dir')
const dir = dirArg > 0 ? process.argv[dirArg + 1] : 'dist'
const server = await startStaticServer(dir, { port })
console.log(`Serving ${dir}/ at ${server.url}`)
const stop = () => server.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
