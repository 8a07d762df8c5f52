import { Link } from 'react-router-dom'
import { PageMeta } from './PageMeta'

/** The screen for any path the site does not have. */
export function NotFound() {
  return (
    <div className="grid-container page not-found">
      <PageMeta
        title="Page not found"
        description="The page you asked for does not exist on this site."
      />
      <h1>Sorry, something went wrong.</h1>
      <p className="usa-intro">We can't seem to find the page you are looking for.</p>
      <p>
        <Link to="/">Return to the HMDA home page.</Link>
      </p>
    </div>
  )
}
