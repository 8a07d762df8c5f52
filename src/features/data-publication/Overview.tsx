import { useEffect } from 'react'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { Alert } from '@/components/Alert'
import { NotFound } from '@/components/NotFound'
import { isPrerenderConfig } from '@/config/prerenderConfig'
import { useConfig } from '@/config/useConfig'
import { DataPage, YearNav } from './common'
import { isYear } from './format'
import { FREEZE_DATES, NOT_PRODUCED } from './datasetFiles'
import { PRODUCT_ORDER, PRODUCTS, productYears, type ProductKey } from './products'

const productPath = (key: ProductKey, year: string) => `${PRODUCTS[key].path}/${year}`

const DESCRIPTION =
  'Data Publication: HMDA loan-level datasets, modified loan/application registers, and aggregate and disclosure reports.'

/** What a product offers in `year`: freeze date, or why it was not produced. */
function yearFact(key: ProductKey, year: string): string | null {
  if (key === 'snapshot' || key === 'oneYear' || key === 'threeYear') {
    const notProduced = NOT_PRODUCED[key]?.[year]
    if (notProduced) return notProduced
    const date = FREEZE_DATES[key][year]
    return date ? `Data as of ${date}.` : 'Freeze date not announced yet.'
  }
  return null
}

/** /data-publication/ and /data-publication/{year}/: year first, then every product of that year. */
export function Overview() {
  const { year: requested } = useParams()
  const config = useConfig()
  const navigate = useNavigate()
  const years = productYears(config.dataPublicationYears, 'shared')
  const latest = years.includes(config.publicationReleaseYear)
    ? config.publicationReleaseYear
    : years[0]
  // The year-less address shows the latest year, then takes that year's address (a replace, so
  // Back skips it). Not while a prerendered page hydrates: its years are production's, and the
  // page's own host may publish others.
  const replaceWith =
    requested === undefined && latest && !isPrerenderConfig(config)
      ? `/data-publication/${latest}/`
      : null
  useEffect(() => {
    if (replaceWith) void navigate(replaceWith, { replace: true })
  }, [navigate, replaceWith])
  // Only a year can be "not published"; any other segment is an address the site does not have.
  if (requested !== undefined && !isYear(requested)) return <NotFound />
  if (requested !== undefined && !years.includes(requested)) {
    return (
      <DataPage
        title={`Data Publication ${requested}`}
        heading={`Data Publication: ${requested}`}
        description={`No HMDA data are published for ${requested}.`}
        trail={[{ label: 'Data Publication', to: '/data-publication/' }, { label: requested }]}
      >
        <Alert type="error" heading="Year not published">
          <p>
            No HMDA data are published for {requested}. Choose one of the years that are published:
          </p>
          <YearNav
            years={years}
            current={undefined}
            to={(y) => `/data-publication/${y}/`}
            label="Published years"
          />
        </Alert>
      </DataPage>
    )
  }
  const year = requested ?? latest
  const products = PRODUCT_ORDER.filter(
    (key) =>
      year && productYears(config.dataPublicationYears, PRODUCTS[key].configKey).includes(year),
  )
  return (
    <DataPage
      title={requested ? `Data Publication ${requested}` : 'Data Publication'}
      heading={requested ? `Data Publication: ${requested}` : 'Data Publication'}
      description={
        requested
          ? `HMDA data published for ${requested}: loan-level datasets, modified loan/application registers, and aggregate and disclosure reports.`
          : DESCRIPTION
      }
      trail={
        requested
          ? [{ label: 'Data Publication', to: '/data-publication/' }, { label: requested }]
          : [{ label: 'Data Publication' }]
      }
      intro={
        <p>
          Each year the HMDA data reported by financial institutions are published in several forms,
          with privacy protections applied before release. Choose a year to see what is published
          for it.
        </p>
      }
    >
      <YearNav years={years} current={year} to={(y) => `/data-publication/${y}/`} />
      {year && (
        <section aria-labelledby="dp-year-heading">
          <h2 id="dp-year-heading">Published for {year}</h2>
          {products.length === 0 ? (
            <p>Nothing is published for {year} yet.</p>
          ) : (
            <ul className="dp-products">
              {products.map((key) => {
                const p = PRODUCTS[key]
                const fact = yearFact(key, year)
                const notProduced = key === 'oneYear' && Boolean(NOT_PRODUCED.oneYear?.[year])
                return (
                  <li key={key} className="dp-product">
                    <h3>
                      {notProduced ? p.name : <Link to={productPath(key, year)}>{p.name}</Link>}
                    </h3>
                    <p>{p.summary}</p>
                    <p className="dp-product__schedule">
                      <strong>{fact ? fact : p.schedule}</strong>
                      {fact && !notProduced && <> {p.schedule}</>}
                    </p>
                    <p>
                      <Link to={p.docs}>Documentation: {p.name}</Link>
                    </p>
                  </li>
                )
              })}
            </ul>
          )}
        </section>
      )}
      <section aria-labelledby="dp-all-heading">
        <h2 id="dp-all-heading">Every product</h2>
        <ul>
          {PRODUCT_ORDER.map((key) => {
            const list = productYears(config.dataPublicationYears, PRODUCTS[key].configKey)
            return (
              <li key={key}>
                <Link to={`${PRODUCTS[key].path}/`}>{PRODUCTS[key].name}</Link>
                {list.length > 0 && (
                  <> ({list.length === 1 ? list[0] : `${list.at(-1)}–${list[0]}`})</>
                )}
              </li>
            )
          })}
        </ul>
      </section>
    </DataPage>
  )
}
