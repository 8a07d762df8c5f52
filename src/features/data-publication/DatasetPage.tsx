import { Link, Navigate, useParams } from 'react-router-dom'
import { Alert } from '@/components/Alert'
import { NotFound } from '@/components/NotFound'
import { useConfig } from '@/config/useConfig'
import { fileServerBase } from '@/lib/api/files'
import { DataPage, FileSize, YearNav, YearNotPublished } from './common'
import { OVERVIEW_CRUMB } from './format'
import { useFileInfos } from './hooks'
import { datasetUrls, datasetYear, LENDER_FILE_URL, reporterPanel } from './datasetFiles'
import { PRODUCTS, productYears, type DatasetKey } from './products'

/** A loan-level dataset (dynamic, snapshot, one-year, three-year) for one year. */
export function DatasetPage({ product }: { product: DatasetKey }) {
  const { year: requested } = useParams()
  const config = useConfig()
  const info = PRODUCTS[product]
  const years = productYears(config.dataPublicationYears, info.configKey)
  const latest = years[0]
  if (requested === undefined) {
    return latest ? <Navigate replace to={`${info.path}/${latest}`} /> : <NotFound />
  }
  if (!years.includes(requested))
    return <YearNotPublished name={info.name} path={info.path} year={requested} years={years} />
  return <DatasetYearView product={product} year={requested} years={years} />
}

function DatasetYearView({
  product,
  year,
  years,
}: {
  product: DatasetKey
  year: string
  years: string[]
}) {
  const config = useConfig()
  const info = PRODUCTS[product]
  const data = datasetYear(fileServerBase(config), product, year)
  const infos = useFileInfos(datasetUrls(data))
  return (
    <DataPage
      title={`${info.name} ${year}`}
      heading={`${info.name}: ${year}`}
      description={`${info.name} for ${year}: the files to download, their formats and field documentation, and when the data were frozen.`}
      trail={[OVERVIEW_CRUMB, { label: info.name, to: `${info.path}/` }, { label: year }]}
      intro={<p>{info.summary}</p>}
    >
      <YearNav years={years} current={year} to={(y) => `${info.path}/${y}`} />
      <p>
        <strong>{product === 'dynamic' ? 'Updates: ' : 'Data as of: '}</strong>
        {product === 'dynamic'
          ? info.schedule
          : data.notProduced
            ? 'not produced'
            : (data.freezeDate ?? 'not announced yet')}
        {product !== 'dynamic' && !data.notProduced && <> ({info.schedule.toLowerCase()})</>}
      </p>
      {!data.notProduced && <PanelNotice product={product} year={year} />}
      {data.note && (
        <Alert type="info" slim>
          {data.note}
        </Alert>
      )}
      {data.notProduced ? (
        <Alert type="info" heading={`Not produced for ${year}`}>
          {data.notProduced}
        </Alert>
      ) : (
        <section aria-labelledby="dp-files">
          <h2 id="dp-files">Files for {year}</h2>
          <ul className="dp-files">
            {data.files.map((file) => (
              <li key={file.kind} className="dp-file">
                <h3>{file.name}</h3>
                {file.unavailable ? (
                  <p>
                    {file.unavailable}{' '}
                    <a href={LENDER_FILE_URL}>
                      HMDA Lender File (Federal Reserve Bank of Philadelphia)
                    </a>
                  </p>
                ) : (
                  <ul className="dp-file__links">
                    {file.links.map((link) => (
                      <li key={link.url}>
                        <a href={link.url} download>
                          {file.name}, {year}: {link.label}
                        </a>
                        <FileSize info={infos?.get(link.url)} />
                      </li>
                    ))}
                  </ul>
                )}
                {file.docs && (
                  <p>
                    <Link to={file.docs}>Fields of the {file.name} file</Link>
                  </p>
                )}
              </li>
            ))}
          </ul>
          {data.extras.length > 0 && (
            <>
              <h3>Other documents</h3>
              <ul>
                {data.extras.map((extra) => (
                  <li key={extra.url}>
                    <a href={extra.url}>{extra.label}</a>
                    <FileSize info={infos?.get(extra.url)} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
      <p>
        <Link to={info.docs}>About the {info.name}</Link>
        {' · '}
        <Link to={`/data-publication/${year}/`}>Everything published for {year}</Link>
      </p>
    </DataPage>
  )
}

/** Up front, whether the year's files hold a Reporter Panel, and what replaces it when not. */
function PanelNotice({ product, year }: { product: DatasetKey; year: string }) {
  const panel = reporterPanel(product, year)
  if (!panel) return null
  if (panel.status === 'included') {
    return (
      <p data-testid="dp-panel-notice">
        <strong>Reporter Panel: </strong>The {year} files include the Reporter Panel (one row per
        reporting institution, with its identifiers and parent company).
      </p>
    )
  }
  return (
    <div data-testid="dp-panel-notice">
      <Alert type="info" slim>
        <p>
          <strong>No Reporter Panel for {year}.</strong> The panel is no longer produced: the last
          one is in the {panel.lastYear} files. The{' '}
          <a href={LENDER_FILE_URL}>HMDA Lender File (Federal Reserve Bank of Philadelphia)</a>{' '}
          takes its place
          {panel.lenderFileReleased ? '.' : `; the one for ${year} is not released yet.`}
        </p>
      </Alert>
    </div>
  )
}
