import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react'

/** A lazily loaded screen that can be loaded ahead of its first render. */
export interface Screen {
  (): ReactElement
  /** Loads the screen's chunk; once it has resolved, the screen renders without suspending. */
  preload(): Promise<unknown>
}

/**
 * Loads a named export as a lazily loaded screen (one chunk per top-level route). Unlike a bare
 * `React.lazy`, a screen whose chunk was preloaded renders at once: the browser preloads the
 * current route's screen before hydrating a prerendered page, so hydration never waits for it.
 */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Screen {
  let loaded: ComponentType | undefined
  let loading: Promise<ComponentType> | undefined
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = pick(module)
      return loaded
    }))
  const Lazy = lazy(() => preload().then((component) => ({ default: component })))
  // Chosen once per mount: switching from Lazy to the loaded component would remount the screen.
  const Screen = () => {
    const [type] = useState<ComponentType>(() => loaded ?? Lazy)
    return createElement(type)
  }
  Screen.preload = preload
  return Screen
}

export const HomePage = screen(
  () => import('@/features/home/HomePage'),
  (m) => m.HomePage,
)
export const FilingPage = screen(
  () => import('@/features/filing/FilingPage'),
  (m) => m.FilingPage,
)
export const DataBrowserPage = screen(
  () => import('@/features/data-browser/DataBrowserPage'),
  (m) => m.DataBrowserPage,
)
export const DataPublicationPage = screen(
  () => import('@/features/data-publication/DataPublicationPage'),
  (m) => m.DataPublicationPage,
)
export const ToolsPage = screen(
  () => import('@/features/tools/ToolsPage'),
  (m) => m.ToolsPage,
)
export const DocumentationPage = screen(
  () => import('@/features/documentation/DocumentationPage'),
  (m) => m.DocumentationPage,
)
export const HmdaHelpPage = screen(
  () => import('@/features/hmda-help/HmdaHelpPage'),
  (m) => m.HmdaHelpPage,
)
export const UpdatesNotesPage = screen(
  () => import('@/features/updates-notes/UpdatesNotesPage'),
  (m) => m.UpdatesNotesPage,
)
export const NotFoundPage = screen(
  () => import('@/components/NotFound'),
  (m) => m.NotFound,
)

/** The screen a first path segment shows ('' is the home page), as in AppRoutes. */
export const SCREENS_BY_SEGMENT: Record<string, Screen> = {
  '': HomePage,
  filing: FilingPage,
  'data-browser': DataBrowserPage,
  'data-publication': DataPublicationPage,
  tools: ToolsPage,
  documentation: DocumentationPage,
  'hmda-help': HmdaHelpPage,
  'updates-notes': UpdatesNotesPage,
}

/** Loads the screen of a path (the not-found screen for unknown first segments). */
export const preloadScreen = (pathname: string): Promise<unknown> =>
  (SCREENS_BY_SEGMENT[pathname.split('/')[1] ?? ''] ?? NotFoundPage).preload()
