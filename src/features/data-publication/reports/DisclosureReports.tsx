import { useRef } from 'react'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { Alert } from '@/components/Alert'
import { ApiErrorAlert } from '@/components/ApiErrorAlert'
import { NotFound } from '@/components/NotFound'
import { Spinner } from '@/components/Spinner'
import { ErrorMessage } from '@/components/ErrorMessage'
import { useConfig } from '@/config/useConfig'
import { disclosureReportUrl, fileServerBase, irsReportUrl } from '@/lib/api/files'
import {
  fetchFilers,
  fetchFilers2017,
  fetchInstitutionMsaMds,
  fetchInstitutionMsaMds2017,
  type Filer,
  type MsaMd,
} from '@/lib/api/reporting'
import { useRemote } from '@/lib/api/useRemote'
import { DataPage, YearNav, YearNotPublished } from '../common'
import { OVERVIEW_CRUMB, type Crumb } from '../format'
import { FOCUS_STATE, useFocusOnArrival } from '../hooks'
import { InstitutionCombobox } from '../InstitutionCombobox'
import { PRODUCTS, productYears } from '../products'
import { ReportLinks, Step } from './pickers'
import { Report2017 } from './Report2017'
import { disclosureReportIds } from './reportIds'
import { msaLabel } from './reportModel'
import { ReportViewer } from './ReportViewer'
import { isUnknownInstitution } from './unknownInstitution'

const BASE = PRODUCTS.disclosure.path

/** /data-publication/disclosure-reports/{year}/{lei}/{msa-or-nationwide}/{report}. */
export function DisclosureReports() {
  // One splat route, so that the screen stays mounted from step to step (focus can move).
  const segments = (useParams()['*'] ?? '').split('/').filter(Boolean)
  const [year, lei, msa, report] = segments
  const config = useConfig()
  const years = productYears(config.dataPublicationYears, 'disclosure')
  if (segments.length > 4) return <NotFound />
  if (year !== undefined && !years.includes(year)) {
    const info = PRODUCTS.disclosure
    return (
      <YearNotPublished
        name={info.name}
        plural="Disclosure reports"
        path={info.path}
        year={year}
        years={years}
      />
    )
  }
  return (
    <DisclosureSteps years={years} year={year} lei={lei?.toUpperCase()} msa={msa} report={report} />
  )
}

interface InstitutionAreas {
  institution: Filer | null
  msaMds: MsaMd[]
}

function DisclosureSteps({
  years,
  year,
  lei,
  msa,
  report,
}: {
  years: string[]
  year?: string
  lei?: string
  msa?: string
  report?: string
}) {
  const config = useConfig()
  const navigate = useNavigate()
  const fileServer = fileServerBase(config)
  const filers = useRemote(year && !lei ? `filers:${year}` : null, (signal) =>
    year === '2017'
      ? fetchFilers2017(fileServer, { signal })
      : fetchFilers(config.api.reporting, year ?? '', { signal }),
  )
  const areas = useRemote<InstitutionAreas>(
    year && lei ? `msas:${year}:${lei}` : null,
    async (signal) =>
      year === '2017'
        ? {
            institution: null,
            msaMds: await fetchInstitutionMsaMds2017(fileServer, lei ?? '', { signal }),
          }
        : fetchInstitutionMsaMds(config.api.reporting, year ?? '', lei ?? '', { signal }),
  )
  const focusRef = useRef<HTMLHeadingElement>(null)
  useFocusOnArrival(focusRef)

  const institutionName = areas.data?.institution?.name
  const nationwide = msa === 'nationwide'
  const msaInfo = areas.data?.msaMds.find((m) => m.id === msa)
  const msaName = nationwide
    ? 'Nationwide'
    : msaInfo
      ? msaLabel(msaInfo)
      : msa
        ? `MSA/MD ${msa}`
        : ''
  const ids = year && msa ? disclosureReportIds(year, msa) : []
  const reportInfo = ids.find((r) => r.id === report)
  const msaKnown = !msa || nationwide || !areas.data || Boolean(msaInfo)
  // No filer under this LEI that year: say so, and offer nothing that cannot exist.
  const unknownLei = areas.status === 'error' && isUnknownInstitution(areas.error)
  const idWord = year === '2017' ? 'institution ID' : 'LEI'

  const path = (...parts: (string | undefined)[]) => [BASE, ...parts].join('/')
  const who = institutionName
    ? `${institutionName} (${lei})`
    : year === '2017'
      ? `Institution ${lei}`
      : `LEI ${lei}`
  const trail: Crumb[] = [OVERVIEW_CRUMB, { label: 'Disclosure Reports', to: `${BASE}/` }]
  if (year) trail.push({ label: year, to: path(year) })
  if (year && lei) trail.push({ label: institutionName ?? lei, to: path(year, lei) })
  if (year && lei && msa) trail.push({ label: msaName, to: path(year, lei, msa) })
  if (reportInfo) trail.push({ label: reportInfo.name })
  const lastCrumb = trail.at(-1)
  if (lastCrumb) delete lastCrumb.to

  const title = ['Disclosure Reports', year, lei, msa, reportInfo && `table ${report}`]
    .filter(Boolean)
    .join(' ')
  const current = !year ? 1 : !lei ? 2 : !msa ? 3 : !report ? 4 : 5
  const irsUrl =
    year && lei && year !== '2017' && !unknownLei && areas.status !== 'loading'
      ? irsReportUrl(year, lei)
      : null

  return (
    <DataPage
      title={title}
      heading="Disclosure Reports"
      description={
        reportInfo && year
          ? `HMDA disclosure report ${report} (${reportInfo.name}) of ${who}, ${msaName}, ${year}.`
          : 'HMDA disclosure reports: one institution’s lending tables per metropolitan area, and its Institution Register Summary. Choose a year, institution, area and report.'
      }
      trail={trail}
      intro={
        !year ? (
          <p>
            {PRODUCTS.disclosure.summary} {PRODUCTS.disclosure.schedule}{' '}
            <Link to={PRODUCTS.disclosure.docs}>About the disclosure reports</Link>.
          </p>
        ) : undefined
      }
    >
      <Step
        n={1}
        title="Year"
        chosen={year ? <strong>{year}</strong> : undefined}
        changeTo={`${BASE}/`}
        headingRef={current === 1 ? focusRef : undefined}
      >
        <YearNav years={years} current={year} to={(y) => path(y)} state={FOCUS_STATE} />
      </Step>

      {year && (
        <Step
          n={2}
          title="Institution"
          chosen={lei ? <strong>{who}</strong> : undefined}
          changeTo={path(year)}
          headingRef={current === 2 ? focusRef : undefined}
        >
          {filers.status === 'loading' && <Spinner label={`Loading the ${year} filers…`} />}
          {filers.status === 'error' && (
            <ApiErrorAlert
              error={filers.error}
              what={`the list of ${year} filers`}
              onRetry={filers.retry}
              headingLevel={3}
            />
          )}
          {filers.data && (
            <InstitutionCombobox
              key={year}
              filers={filers.data}
              year={year}
              onSelect={(filer) => navigate(path(year, filer.lei), { state: FOCUS_STATE })}
            />
          )}
        </Step>
      )}

      {year && lei && (
        <Step
          n={3}
          title="Area"
          chosen={msa && !unknownLei ? <strong>{msaName}</strong> : undefined}
          changeTo={path(year, lei)}
          headingRef={current === 3 ? focusRef : undefined}
        >
          {areas.status === 'loading' && <Spinner label="Loading the institution’s MSA/MDs…" />}
          {unknownLei && (
            <Alert type="error" heading={`No filer with this ${idWord} in ${year}`}>
              <p>
                No institution filed {year} HMDA data with the {idWord} {lei}, so there are no{' '}
                {year} disclosure reports for it. Check the {idWord}, or{' '}
                <Link to={path(year)} state={FOCUS_STATE}>
                  choose an institution
                </Link>{' '}
                from the {year} filers.
              </p>
            </Alert>
          )}
          {areas.status === 'error' && !unknownLei && (
            <ApiErrorAlert
              error={areas.error}
              what={`the MSA/MDs of ${lei} in ${year}`}
              onRetry={areas.retry}
              headingLevel={3}
            />
          )}
          {areas.data && (
            <>
              <p>
                Reports exist for each MSA/MD where the institution reported records in {year}, and
                nationwide.
              </p>
              <ul className="dp-area-links">
                {areas.data.msaMds.map((m) => (
                  <li key={m.id}>
                    <Link to={path(year, lei, m.id)} state={FOCUS_STATE}>
                      {msaLabel(m)}
                    </Link>
                  </li>
                ))}
                <li>
                  <Link to={path(year, lei, 'nationwide')} state={FOCUS_STATE}>
                    Nationwide{year === '2017' ? '' : ' (Institution Register Summary)'}
                  </Link>
                </li>
              </ul>
            </>
          )}
        </Step>
      )}

      {irsUrl && lei && (
        <p className="dp-irs-download">
          <a href={irsUrl} download={`${lei}_IRS_${year}.csv`}>
            Download the Institution Register Summary of {lei} for {year} (CSV)
          </a>
        </p>
      )}

      {year && lei && msa && !msaKnown && (
        <Alert type="error" heading="No reports for this area">
          <p>
            {lei} has no {year} disclosure reports for MSA/MD {msa}.{' '}
            <Link to={path(year, lei)}>Choose one of its areas</Link>.
          </p>
        </Alert>
      )}

      {year && lei && msa && msaKnown && !unknownLei && (
        <Step
          n={4}
          title="Report"
          chosen={reportInfo ? <strong>{reportInfo.name}</strong> : undefined}
          changeTo={path(year, lei, msa)}
          headingRef={current === 4 ? focusRef : undefined}
        >
          {report && !reportInfo && (
            <ErrorMessage as="p">
              There is no disclosure report “{report}” for this area in {year}. Choose one of these:
            </ErrorMessage>
          )}
          <ReportLinks ids={ids} to={(id) => path(year, lei, msa, id)} />
        </Step>
      )}

      {year && lei && msa && msaKnown && !unknownLei && reportInfo && (
        <section aria-labelledby="dp-report-heading" className="dp-report-section print-alone">
          <h2 id="dp-report-heading" ref={current === 5 ? focusRef : undefined} tabIndex={-1}>
            {reportInfo.name}: {msaName}, {year}
          </h2>
          {year === '2017' ? (
            <Report2017 url={disclosureReportUrl(fileServer, year, lei, msa, reportInfo.id)} />
          ) : nationwide ? (
            <ReportViewer
              source={{
                url: irsReportUrl(year, lei),
                format: 'irs',
                id: 'IRS',
                what: `Institution Register Summary of ${lei} for ${year}`,
                irsCaption: `Institution Register Summary: ${who}, ${year} (amounts in thousands of dollars)`,
                csvName: `hmda-disclosure-${year}-${lei}-IRS.csv`,
              }}
            />
          ) : (
            <ReportViewer
              source={{
                url: disclosureReportUrl(fileServer, year, lei, msa, reportInfo.id),
                format: 'json',
                id: reportInfo.id,
                what: `disclosure table ${reportInfo.id} of ${lei} for ${msaName} in ${year}`,
                csvName: `hmda-disclosure-${year}-${lei}-${msa}-table-${reportInfo.id}.csv`,
              }}
            />
          )}
        </section>
      )}
    </DataPage>
  )
}
