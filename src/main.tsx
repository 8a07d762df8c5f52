import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { ConfigProvider } from './config/ConfigProvider'
import { DEFAULT_CONFIG_BASE_URL } from './config/loadConfig'
import { Layout } from './app/Layout'
import { installPopstateGate } from './lib/popstateGate'
import './styles/index.scss'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')

// Before BrowserRouter's own popstate listener, so that a page can hold Back and Forward.
installPopstateGate()

createRoot(root).render(
  <StrictMode>
    <ConfigProvider
      host={window.location.host}
      baseUrl={import.meta.env.VITE_CONFIG_BASE_URL || DEFAULT_CONFIG_BASE_URL}
    >
      <BrowserRouter>
        <Layout />
      </BrowserRouter>
    </ConfigProvider>
  </StrictMode>,
)
