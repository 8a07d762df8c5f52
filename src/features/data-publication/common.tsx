import { Link } from 'react-router-dom'
import type { ReactNode } from 'react'
import { Alert } from '@/components/Alert'
import { Breadcrumbs } from '@/components/Breadcrumbs'
import { NotFound } from '@/components/NotFound'
import { PageMeta } from '@/components/PageMeta'
import { SampleDataNotice } from '@/components/SampleDataNotice'
import type { FileInfo } from '@/lib/api/client'
import { formatBytes, isYear, OVERVIEW_CRUMB, type Crumb } from './format'

/** The frame of every Data Publication screen: title, breadcrumbs, heading, sample notice. */
export function DataPage({
  title,
  heading,
  description,
  trail,
  intro,
  children,
}: {
  title: string
  heading?: string
  description: string
  trail: Crumb[]
  intro?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="grid-container page dp-page">
      <PageMeta title={title} description={description} />
      <Breadcrumbs className="dp-breadcrumbs" trail={trail} />
      <h1>{heading ?? title}</h1>
      <SampleDataNotice />
      {intro && <div className="usa-intro">{intro}</div>}
      {children}
    </div>
  )
}

/** Links to each year of a product; the current year is marked. */
export function YearNav({
  years,
  current,
  to,
  label = 'Year',
  state,
}: {
  state?: unknown
  years: string[]
  current: string | undefined
  to: (year: string) => string
  label?: string
}) {
  return (
    <nav className="dp-years" aria-label={label === 'Year' ? 'Years' : label}>
      <span className="dp-years__label" aria-hidden="true">
        {label}:
      </span>
      <ul>
        {years.map((year) => (
          <li key={year}>
            <Link
              to={to(year)}
              state={state}
              className={year === current ? 'dp-years__current' : undefined}
              aria-current={year === current ? 'page' : undefined}
            >
              {year}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** "(1.4 MB)" beside a link, when the server gave a size. */
export function FileSize({ info }: { info: FileInfo | null | undefined }) {
  if (!info || info.size === null) return null
  return <span className="dp-file-size"> ({formatBytes(info.size)})</span>
}

/**
 * A product asked for a year it is not published for: say so at that address (no silent swap
 * for another year, no generic not-found page) and link the years that are published.
 */
export function YearNotPublished({
  name,
  path,
  year,
  years,
  query = '',
  plural,
}: {
  name: string
  path: string
  year: string
  years: string[]
  /** Search string kept on the year links (what the user chose, e.g. an institution). */
  query?: string
  /** Subject of a plural product name ("Aggregate reports"): "… are not published". */
  plural?: string
}) {
  // Only a year can be "not published"; any other segment is an address the site does not have.
  if (!isYear(year)) return <NotFound />
  const statement = plural
    ? `${plural} are not published for ${year}.`
    : `The ${name} is not published for ${year}.`
  return (
    <DataPage
      title={`${name} ${year}`}
      heading={`${name}: ${year}`}
      description={statement}
      trail={[OVERVIEW_CRUMB, { label: name, to: `${path}/` }, { label: year }]}
    >
      <Alert type="error" heading="Year not published">
        <p>
          {statement}{' '}
          {years.length > 0
            ? 'Choose one of the years it is published for:'
            : 'No year is published yet.'}
        </p>
        {years.length > 0 && (
          <YearNav
            years={years}
            current={undefined}
            to={(y) => `${path}/${y}${query ? `?${query}` : ''}`}
            label="Published years"
          />
        )}
      </Alert>
    </DataPage>
  )
}
