import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { ConfigProvider } from './config/ConfigProvider'
import { DEFAULT_CONFIG_BASE_URL } from './config/loadConfig'
import { Layout } from './app/Layout'
import './styles/index.scss'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')

// A data router (so that pages can use `useBlocker`) with a single catch-all route: the shell
// renders the route table itself, as descendant <Routes>.
const router = createBrowserRouter([{ path: '*', element: <Layout /> }])

createRoot(root).render(
  <StrictMode>
    <ConfigProvider
      host={window.location.host}
      baseUrl={import.meta.env.VITE_CONFIG_BASE_URL || DEFAULT_CONFIG_BASE_URL}
    >
      <RouterProvider router={router} />
    </ConfigProvider>
  </StrictMode>,
)
