import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { PageMeta } from './PageMeta'

export interface OverviewItem {
  title: string
  text: ReactNode
  /** In-site path of the item's screen; omitted while the screen is not part of the site. */
  to?: string
}

export interface OverviewProps {
  title: string
  description: string
  intro: ReactNode
  sections: { heading: string; items: OverviewItem[] }[]
  children?: ReactNode
}

/** The shared layout of a section's overview page: an intro and cards per offering. */
export function OverviewContent({ title, description, intro, sections, children }: OverviewProps) {
  return (
    <div className="grid-container page">
      <PageMeta title={title} description={description} />
      <h1>{title}</h1>
      <div className="usa-intro">{intro}</div>
      {children}
      {sections.map((section) => (
        <section key={section.heading} aria-label={section.heading}>
          <h2>{section.heading}</h2>
          <ul className="usa-card-group">
            {section.items.map((item) => (
              <li key={item.title} className="usa-card tablet:grid-col-6 desktop:grid-col-4">
                <div className="usa-card__container">
                  <div className="usa-card__header">
                    <h3 className="usa-card__heading">
                      {item.to ? <Link to={item.to}>{item.title}</Link> : item.title}
                    </h3>
                  </div>
                  <div className="usa-card__body">
                    <p>{item.text}</p>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
