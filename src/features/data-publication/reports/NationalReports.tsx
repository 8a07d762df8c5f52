import { Link, Navigate, useParams } from 'react-router-dom'
import { NotFound } from '@/components/NotFound'
import { useConfig } from '@/config/useConfig'
import { fileServerBase, nationalAggregateReportUrl } from '@/lib/api/files'
import { Alert } from '@/components/Alert'
import { DataPage, YearNav, YearNotPublished } from '../common'
import { isYear, OVERVIEW_CRUMB } from '../format'
import { PRODUCTS, productYears } from '../products'
import { NATIONAL_2017 } from './reportIds'

const INFO = PRODUCTS.national

/** The series ended with the 2017 data; later years have MSA/MD aggregate reports instead. */
const LAST_NATIONAL_YEAR = 2017

/** /data-publication/national-aggregate-reports/{year}: the 2017 national tables as files. */
export function NationalReports() {
  const { year } = useParams()
  const config = useConfig()
  const years = productYears(config.dataPublicationYears, 'national')
  if (year === undefined) {
    return years[0] ? <Navigate replace to={`${INFO.path}/${years[0]}`} /> : <NotFound />
  }
  if (!isYear(year)) return <NotFound />
  if (Number(year) > LAST_NATIONAL_YEAR) {
    return (
      <NationalStopped
        year={year}
        aggregateYears={productYears(config.dataPublicationYears, 'aggregate')}
      />
    )
  }
  if (!years.includes(year) || year !== '2017') {
    return (
      <YearNotPublished
        name={INFO.name}
        plural="National aggregate reports"
        path={INFO.path}
        year={year}
        years={years}
      />
    )
  }
  const fileServer = fileServerBase(config)
  return (
    <DataPage
      title={`National Aggregate Reports ${year}`}
      heading={`National Aggregate Reports: ${year}`}
      description={`HMDA national aggregate reports for ${year}: nationwide tables in the report series used up to 2017, as downloadable files.`}
      trail={[OVERVIEW_CRUMB, { label: INFO.name, to: `${INFO.path}/` }, { label: year }]}
      intro={
        <p>
          {INFO.summary} Each table is offered as the file the programme published: JSON text (the
          .txt name is historical); this site does not draw these tables on the page.{' '}
          <Link to={INFO.docs}>About the national aggregate reports</Link>.
        </p>
      }
    >
      <YearNav years={years} current={year} to={(y) => `${INFO.path}/${y}`} />
      <h2>Tables</h2>
      <ul>
        {NATIONAL_2017.map((r) => (
          <li key={r.id}>
            <a href={nationalAggregateReportUrl(fileServer, year, r.id)} download>
              Table {r.id}: {r.name}
            </a>
          </li>
        ))}
      </ul>
    </DataPage>
  )
}

/** A year after the series ended: say so, and where that year's tables are. */
function NationalStopped({ year, aggregateYears }: { year: string; aggregateYears: string[] }) {
  const aggregate = PRODUCTS.aggregate
  const hasAggregate = aggregateYears.includes(year)
  return (
    <DataPage
      title={`${INFO.name} ${year}`}
      heading={`${INFO.name}: ${year}`}
      description={`National aggregate reports were produced up to ${LAST_NATIONAL_YEAR} data only; there are none for ${year}.`}
      trail={[OVERVIEW_CRUMB, { label: INFO.name, to: `${INFO.path}/` }, { label: year }]}
    >
      <Alert type="info" heading={`No national aggregate reports for ${year}`}>
        <p>
          National aggregate reports were produced up to {LAST_NATIONAL_YEAR} data only: the series
          ended when the data collected from 2018 on changed, so there are none for {year}.
        </p>
        <ul>
          {/* Links inside sentences (a span), not the standalone-link blocks of .dp-page li > a. */}
          <li>
            <span>
              {hasAggregate ? (
                <Link to={`${aggregate.path}/${year}`}>{year} aggregate reports</Link>
              ) : (
                <Link to={`${aggregate.path}/`}>Aggregate reports</Link>
              )}
              : the tables of every institution’s lending in one MSA/MD.
            </span>
          </li>
          <li>
            <span>
              <Link to="/data-browser/">Data Browser</Link>: national summaries of the loan-level
              data you choose.
            </span>
          </li>
          <li>
            <span>
              <Link to={`${INFO.path}/${LAST_NATIONAL_YEAR}`}>
                {LAST_NATIONAL_YEAR} national aggregate reports
              </Link>
              : the last tables of the series, as files.
            </span>
          </li>
        </ul>
      </Alert>
    </DataPage>
  )
}
