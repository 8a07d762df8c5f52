import { Component, type ErrorInfo, type ReactNode } from 'react'
import { isChunkLoadError } from './chunkErrors'

interface Props {
  children: ReactNode
}

interface State {
  error: Error | null
}

/**
 * Catches a screen that fails to load or render and offers a reload instead of an endless
 * spinner. The shell gives it a new key on every navigation, so other pages still work.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Screen failed', error, info.componentStack)
  }

  render() {
    const { error } = this.state
    if (!error) return this.props.children
    const chunk = isChunkLoadError(error)
    return (
      <div className="grid-container page">
        <div className="usa-alert usa-alert--error" role="alert">
          <div className="usa-alert__body">
            <h1 className="usa-alert__heading">
              {chunk ? 'This page could not be loaded' : 'This page stopped working'}
            </h1>
            <p className="usa-alert__text">
              {chunk
                ? 'Part of the site could not be downloaded. The site may have just been updated, or your connection dropped. Reload the page to get the latest version.'
                : 'Something went wrong while showing this page. Reloading usually fixes it; if it keeps happening, write to hmdahelp@cfpb.gov and tell us the address of the page.'}
            </p>
          </div>
        </div>
        <p>
          <button type="button" className="usa-button" onClick={() => window.location.reload()}>
            Reload page
          </button>
        </p>
      </div>
    )
  }
}
