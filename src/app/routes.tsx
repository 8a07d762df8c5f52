import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

type Screen = LazyExoticComponent<ComponentType>

/** Loads a named export as a lazily loaded screen (one chunk per top-level route). */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Screen {
  return lazy(() => load().then((module) => ({ default: pick(module) })))
}

export const HomePage = screen(
  () => import('../features/home/HomePage'),
  (m) => m.HomePage,
)
export const FilingPage = screen(
  () => import('../features/filing/FilingPage'),
  (m) => m.FilingPage,
)
export const DataBrowserPage = screen(
  () => import('../features/data-browser/DataBrowserPage'),
  (m) => m.DataBrowserPage,
)
export const DataPublicationPage = screen(
  () => import('../features/data-publication/DataPublicationPage'),
  (m) => m.DataPublicationPage,
)
export const ToolsPage = screen(
  () => import('../features/tools/ToolsPage'),
  (m) => m.ToolsPage,
)
export const DocumentationPage = screen(
  () => import('../features/documentation/DocumentationPage'),
  (m) => m.DocumentationPage,
)
export const HmdaHelpPage = screen(
  () => import('../features/hmda-help/HmdaHelpPage'),
  (m) => m.HmdaHelpPage,
)
export const UpdatesNotesPage = screen(
  () => import('../features/updates-notes/UpdatesNotesPage'),
  (m) => m.UpdatesNotesPage,
)
export const NotFoundPage = screen(
  () => import('../components/NotFound'),
  (m) => m.NotFound,
)
