import { Link } from 'react-router-dom'

export interface Crumb {
  label: string
  to?: string
}

/**
 * Breadcrumb trail; the last crumb is the current page. `className` names the feature's own
 * styles (e.g. docs-breadcrumbs, dp-breadcrumbs).
 */
export function Breadcrumbs({ trail, className }: { trail: Crumb[]; className: string }) {
  return (
    <nav className={className} aria-label="Breadcrumbs">
      <ol>
        {trail.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`}>
            {crumb.to && index < trail.length - 1 ? (
              <Link to={crumb.to}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
