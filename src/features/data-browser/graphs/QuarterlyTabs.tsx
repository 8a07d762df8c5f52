import { Link } from 'react-router-dom'

export const GRAPHS_PATH = '/data-browser/graphs/quarterly'

export type QuarterlyTab = 'graphs' | 'filers' | 'faq'

const TABS: { tab: QuarterlyTab; label: string; href: string }[] = [
  { tab: 'graphs', label: 'Graphs', href: `${GRAPHS_PATH}/` },
  { tab: 'filers', label: 'Quarterly filers', href: `${GRAPHS_PATH}/info/filers` },
  { tab: 'faq', label: 'About the quarterly data', href: `${GRAPHS_PATH}/info/faq` },
]

/**
 * The quarterly section's three views as links (each its own address, so Back, reload and
 * sharing work); the current one is marked with aria-current.
 */
export function QuarterlyTabs({ current }: { current: QuarterlyTab }) {
  return (
    <nav aria-label="Quarterly data" className="quarterly-tabs">
      <ul className="quarterly-tabs__list">
        {TABS.map(({ tab, label, href }) => (
          <li key={tab}>
            <Link
              to={href}
              className="quarterly-tabs__link"
              aria-current={tab === current ? 'page' : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
