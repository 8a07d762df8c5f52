import { Link, Navigate, useParams } from 'react-router-dom'
import { NotFound } from '../../../components/NotFound'
import { useConfig } from '../../../config/useConfig'
import { fileServerBase, nationalAggregateReportUrl } from '../../../lib/api/files'
import { DataPage, YearNav } from '../common'
import { OVERVIEW_CRUMB } from '../format'
import { PRODUCTS, productYears } from '../products'
import { NATIONAL_2017 } from './reportIds'

const INFO = PRODUCTS.national

/** /data-publication/national-aggregate-reports/{year}: the 2017 national tables as files. */
export function NationalReports() {
  const { year } = useParams()
  const config = useConfig()
  const years = productYears(config.dataPublicationYears, 'national')
  if (year === undefined) {
    return years[0] ? <Navigate replace to={`${INFO.path}/${years[0]}`} /> : <NotFound />
  }
  if (!years.includes(year) || year !== '2017') return <NotFound />
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
