import { Navigate, Route, Routes, useLocation } from 'react-router-dom'
import { useConfig } from '@/config/useConfig'
import * as screens from './routes'

/**
 * /filing goes to the default documentation period's filing page, or straight to the default
 * filing period when that year is not shown yet (so no "not open yet" notice is given there).
 */
function FilingRedirect() {
  const { defaultDocsPeriod, defaultPeriod, filingPeriodStatus } = useConfig()
  const shown = filingPeriodStatus[defaultDocsPeriod]?.isVisible
  return <Navigate replace to={`/filing/${shown ? defaultDocsPeriod : defaultPeriod}/`} />
}

/** /index.html is the home page (with the query and hash it came with). */
function IndexRedirect() {
  const { search, hash } = useLocation()
  return <Navigate replace to={{ pathname: '/', search, hash }} />
}

/** /updates-notes/updates (the reference site's address) is Updates and Notes, as linked. */
function UpdatesRedirect() {
  const { search, hash } = useLocation()
  return <Navigate replace to={{ pathname: '/updates-notes', search, hash }} />
}

/** The route table (spec section 2). Each screen is a lazily loaded module. */
export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<screens.HomePage />} />
      <Route path="index.html" element={<IndexRedirect />} />
      <Route path="filing" element={<FilingRedirect />} />
      <Route path="filing/:period/*" element={<screens.FilingPage />} />
      <Route path="data-browser/*" element={<screens.DataBrowserPage />} />
      <Route path="data-publication/*" element={<screens.DataPublicationPage />} />
      <Route path="tools/*" element={<screens.ToolsPage />} />
      <Route path="documentation/*" element={<screens.DocumentationPage />} />
      <Route path="hmda-help/*" element={<screens.HmdaHelpPage />} />
      <Route path="updates-notes" element={<screens.UpdatesNotesPage />} />
      <Route path="updates-notes/updates" element={<UpdatesRedirect />} />
      <Route path="*" element={<screens.NotFoundPage />} />
    </Routes>
  )
}
