import { StrictMode } from 'react'
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { ConfigProvider } from '@/config/ConfigProvider'
import { DEFAULT_CONFIG_BASE_URL } from '@/config/loadConfig'
import { Layout } from '@/app/Layout'
import { preloadScreen } from '@/app/routes'
import { installPopstateGate } from '@/lib/popstateGate'
import '@/styles/index.scss'

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
    console.error('React recovered:', error, info.componentStack)
  },
}

// A prerendered page (scripts/prerender.mjs) is hydrated at once, so React handles (or replays)
// every click from now on; its screen's chunk is already on its way (preloaded by the loader),
// and the screen's part hydrates when it arrives. Only at the address it was rendered for
// (`data-route`) and without a query string (the screen may read it): otherwise (404.html at an
// unknown address, /index.html, a query) it is rendered afresh once the screen is loaded, and
// the empty shell is rendered at once.
const { pathname, search } = window.location
const trimmed = (path: string) => path.replace(/\/+$/, '')
const prerendered = root.hasChildNodes()
const screen = preloadScreen(pathname).catch(() => undefined) // the error boundary shows it
// Marks the page once React has it (hydrating or rendering): from then on React handles, or
// replays, every event. The end-to-end tests wait for it after each page load.
const started = () => {
  document.documentElement.dataset.app = 'started'
}
if (prerendered && !search && trimmed(root.dataset.route ?? '') === trimmed(pathname)) {
  hydrateRoot(root, app, options)
  started()
} else if (prerendered) {
  void screen.then(() => {
    createRoot(root, options).render(app)
    started()
  })
} else {
  createRoot(root, options).render(app)
  started()
}
