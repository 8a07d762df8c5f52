import { Navigate, Route, Routes } from 'react-router-dom'
import { useConfig } from '../config/useConfig'
import * as screens from './routes'

/** /filing goes to the default documentation period's filing page. */
function FilingRedirect() {
  const { defaultDocsPeriod } = useConfig()
  return <Navigate replace to={`/filing/${defaultDocsPeriod}/`} />
}

/** The route table (spec section 2). Each screen is a lazily loaded module. */
export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<screens.HomePage />} />
      <Route path="filing" element={<FilingRedirect />} />
      <Route path="filing/:period" element={<screens.FilingPage />} />
      <Route path="data-browser/data/:year?" element={<screens.DataBrowserDatasetsPage />} />
      <Route path="data-browser/*" element={<screens.DataBrowserPage />} />
      <Route path="data-publication/*" element={<screens.DataPublicationPage />} />
      <Route path="tools/*" element={<screens.ToolsPage />} />
      <Route path="documentation/*" element={<screens.DocumentationPage />} />
      <Route path="hmda-help/*" element={<screens.HmdaHelpPage />} />
      <Route path="updates-notes" element={<screens.UpdatesNotesPage />} />
      <Route path="*" element={<screens.NotFoundPage />} />
    </Routes>
  )
}
