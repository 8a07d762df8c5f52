import { useRef } from 'react'
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom'
import { ApiErrorAlert } from '@/components/ApiErrorAlert'
import { Spinner } from '@/components/Spinner'
import { ErrorMessage } from '@/components/ErrorMessage'
import { isPrerenderConfig } from '@/config/prerenderConfig'
import { useConfig } from '@/config/useConfig'
import {
  combinedMlarUrl,
  fileServerBase,
  modifiedLarFileName,
  modifiedLarUrl,
} from '@/lib/api/files'
import { useRemoteQuery } from '@/lib/api/queries'
import { filersQuery, type Filer } from '@/lib/api/reporting'
import { LEI_LENGTH } from '@/hmda/checkDigit'
import { DataPage, FileSize, YearNav, YearNotPublished } from './common'
import { formatDate, OVERVIEW_CRUMB } from './format'
import { useFileInfos, useFocusOnChange } from './hooks'
import { InstitutionCombobox } from './InstitutionCombobox'
import { hasCombinedMlar } from './datasetFiles'
import { PRODUCTS, productYears } from './products'

const INFO = PRODUCTS.mlar

/** /data-publication/modified-lar/{year}[?institution=LEI]; no year goes to the latest. */
export function ModifiedLarPage() {
  const { year: requested } = useParams()
  const [search] = useSearchParams()
  const config = useConfig()
  const years = productYears(config.dataPublicationYears, 'mlar')
  const latest = years[0]
  if (requested !== undefined && !years.includes(requested))
    return (
      <YearNotPublished
        name={INFO.name}
        path={INFO.path}
        year={requested}
        years={years}
        query={search.toString()}
      />
    )
  if (!latest) return null
  if (requested === undefined) {
    const query = search.toString()
    return <Navigate replace to={`${INFO.path}/${latest}${query ? `?${query}` : ''}`} />
  }
  return <ModifiedLarYear key={requested} year={requested} years={years} />
}

function useFilers(year: string) {
  const config = useConfig()
  const fileServer = fileServerBase(config)
  // The 2017 list is a file on the file server: not read while a prerendered page hydrates (its
  // addresses are the production host's), so a local host reads its own /hmda-files.
  return useRemoteQuery({
    ...filersQuery({ reporting: config.api.reporting, fileServer }, year),
    enabled: !(year === '2017' && isPrerenderConfig(config)),
  })
}

function ModifiedLarYear({ year, years }: { year: string; years: string[] }) {
  const config = useConfig()
  const [search, setSearch] = useSearchParams()
  const typed = search.get('institution')?.trim() ?? ''
  // Only a value of an LEI's shape is an LEI: anything else from the address is shown (briefly)
  // as what it is, never as an institution with download links.
  const leiShaped = isLeiShaped(typed)
  const lei = leiShaped ? typed.toUpperCase() : null
  const filers = useFilers(year)
  const selected: Filer | null = lei
    ? (filers.data?.find((f) => f.lei === lei) ?? { lei, name: '', period: year })
    : null
  const unknownLei = Boolean(
    lei && filers.status === 'ok' && !filers.data?.some((f) => f.lei === lei),
  )
  const resultRef = useRef<HTMLHeadingElement>(null)
  useFocusOnChange(resultRef, typed)
  const period = config.filingPeriodStatus[year]

  return (
    <DataPage
      title={`Modified LAR ${year}`}
      heading={`Modified LAR: ${year}`}
      description={`Download the ${year} modified loan/application register of any HMDA filer, or the combined file of every filer.`}
      trail={[OVERVIEW_CRUMB, { label: 'Modified LAR', to: `${INFO.path}/` }, { label: year }]}
      intro={
        <p>
          A modified loan/application register (modified LAR) is one institution’s HMDA records for
          a year, with fields removed or generalised to protect applicants’ and borrowers’ privacy.
          The files are pipe-delimited text.{' '}
          <Link to={INFO.docs}>What the modified LAR contains</Link>.
        </p>
      }
    >
      <YearNav years={years} current={year} to={(y) => `${INFO.path}/${y}`} />
      <p>
        <strong>Updates: </strong>
        {period?.isPassed
          ? `no longer updated: resubmissions of ${year} data closed on ${period.endDate}.`
          : 'each institution’s file is replaced when it submits or resubmits its data.'}
      </p>

      <section aria-labelledby="mlar-institution">
        <h2 id="mlar-institution">One institution’s file</h2>
        {(filers.status === 'loading' || filers.status === 'idle') && (
          <Spinner label={`Loading the ${year} filers…`} />
        )}
        {filers.status === 'error' && (
          <ApiErrorAlert
            error={filers.error}
            what={`the list of ${year} filers`}
            onRetry={filers.retry}
            headingLevel={3}
          />
        )}
        {filers.status === 'ok' && filers.data && (
          <InstitutionCombobox
            filers={filers.data}
            year={year}
            onSelect={(filer) => {
              const next = new URLSearchParams(search)
              next.set('institution', filer.lei)
              setSearch(next)
            }}
          />
        )}
        {typed && !leiShaped && (
          <div className="dp-selected">
            <h3 ref={resultRef} tabIndex={-1}>
              The address does not name an LEI
            </h3>
            <ErrorMessage as="p">
              “{shortened(typed)}” ({typed.length.toLocaleString('en-US')} characters) is not an
              LEI: an LEI has {LEI_LENGTH} letters and digits. Search for the institution by name or
              LEI above.
            </ErrorMessage>
          </div>
        )}
        {selected && (
          <div className="dp-selected">
            <h3 ref={resultRef} tabIndex={-1}>
              {selected.name ? `${selected.name} (${selected.lei})` : `LEI ${selected.lei}`}
            </h3>
            {unknownLei ? (
              <ErrorMessage as="p">
                {selected.lei} is not among the {year} filers. Check the LEI, or search by name
                above.
              </ErrorMessage>
            ) : (
              <ul>
                <li>
                  <a
                    href={modifiedLarUrl(year, selected.lei, false)}
                    download={modifiedLarFileName(selected.lei, false)}
                  >
                    Modified LAR {year}, {selected.lei} (text, without header)
                  </a>
                </li>
                <li>
                  <a
                    href={modifiedLarUrl(year, selected.lei, true)}
                    download={modifiedLarFileName(selected.lei, true)}
                  >
                    Modified LAR {year}, {selected.lei} (text, with header row)
                  </a>
                </li>
              </ul>
            )}
          </div>
        )}
      </section>

      <CombinedFiles year={year} />
    </DataPage>
  )
}

/** An LEI's shape: 20 letters and digits (case is not significant). */
const isLeiShaped = (text: string) => text.length === LEI_LENGTH && /^[A-Za-z0-9]+$/.test(text)

/** A value from the address, cut to a length that fits a sentence. */
const shortened = (text: string) => (text.length > 32 ? `${text.slice(0, 32)}…` : text)

function CombinedFiles({ year }: { year: string }) {
  const config = useConfig()
  const fileServer = fileServerBase(config)
  const offered = hasCombinedMlar(year)
  const urls = offered
    ? [combinedMlarUrl(fileServer, year, false), combinedMlarUrl(fileServer, year, true)]
    : []
  const infos = useFileInfos(urls)
  return (
    <section aria-labelledby="mlar-combined">
      <h2 id="mlar-combined">Every institution in one file</h2>
      {offered ? (
        <>
          <p>
            The combined modified LAR holds every filer’s records for {year} in one ZIP file,
            rebuilt every Monday at midnight Eastern time.
          </p>
          <ul>
            {urls.map((url, i) => {
              const info = infos?.get(url)
              return (
                <li key={url}>
                  <a href={url} download>
                    Combined modified LAR {year} ({i === 0 ? 'without header' : 'with header row'},
                    ZIP)
                  </a>
                  <FileSize info={info} />
                  {info?.lastModified && <>, updated {formatDate(info.lastModified)}</>}
                </li>
              )
            })}
          </ul>
        </>
      ) : (
        <p>No combined file is published for {year}; download each institution’s file above.</p>
      )}
    </section>
  )
}
