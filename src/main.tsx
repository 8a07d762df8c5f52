import { StrictMode } from 'react'
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { ConfigProvider } from './config/ConfigProvider'
import { DEFAULT_CONFIG_BASE_URL } from './config/loadConfig'
import { Layout } from './app/Layout'
import { preloadScreen } from './app/routes'
import { installPopstateGate } from './lib/popstateGate'
import './styles/index.scss'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')

// Before BrowserRouter's own popstate listener, so that a page can hold Back and Forward.
installPopstateGate()

const app = (
  <StrictMode>
    <ConfigProvider
      host={window.location.host}
      baseUrl={import.meta.env.VITE_CONFIG_BASE_URL || DEFAULT_CONFIG_BASE_URL}
    >
      <BrowserRouter>
        <Layout />
      </BrowserRouter>
    </ConfigProvider>
  </StrictMode>
)

/** Errors React recovered from (a hydration mismatch among them): reported, never silent. */
const options: RootOptions = {
  onRecoverableError(error, info) {
    console.error('React recovered from an error:', error, info.componentStack ?? '')
  },
}

// A prerendered page (scripts/prerender.mjs) is hydrated once its screen's chunk has loaded, so
// hydration does not suspend on it. Its HTML was rendered without a query string, so a page
// opened with one is rendered afresh (the screen may read the query), as are the empty shell
// and /index.html (the home page's file, which the app redirects to /).
const { pathname, search } = window.location
if (root.hasChildNodes() && !search && !pathname.endsWith('/index.html')) {
  void preloadScreen(pathname)
    .catch(() => undefined) // the route's error boundary then shows the failed chunk
    .then(() => hydrateRoot(root, app, options))
} else {
  void preloadScreen(pathname).catch(() => undefined)
  createRoot(root, options).render(app)
}
