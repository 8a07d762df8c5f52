import { Link, useParams } from 'react-router-dom'
import { Alert } from '@/components/Alert'
import { ApiErrorAlert } from '@/components/ApiErrorAlert'
import { NotFound } from '@/components/NotFound'
import { Spinner } from '@/components/Spinner'
import { ErrorMessage } from '@/components/ErrorMessage'
import { useConfig } from '@/config/useConfig'
import { DataPage, YearNav, YearNotPublished } from '../common'
import { FOCUS_STATE } from '../hooks'
import { InstitutionCombobox } from '../InstitutionCombobox'
import { PRODUCTS, productYears } from '../products'
import { DisclosureAreaStep } from './DisclosureAreaStep'
import { DisclosureReport } from './DisclosureReport'
import { ReportLinks, Step } from './pickers'
import { DISCLOSURE_BASE as BASE, disclosurePath, useDisclosureSteps } from './useDisclosureSteps'

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
  const {
    fileServer,
    filers,
    areas,
    focusRef,
    msaName,
    ids,
    reportInfo,
    msaKnown,
    unknownLei,
    idWord,
    who,
    trail,
    title,
    current,
    irsUrl,
    chooseFiler,
  } = useDisclosureSteps({ year, lei, msa, report })
  const path = disclosurePath

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
              onSelect={chooseFiler}
            />
          )}
        </Step>
      )}

      {year && lei && (
        <DisclosureAreaStep
          year={year}
          lei={lei}
          msa={msa}
          areas={areas}
          unknownLei={unknownLei}
          msaName={msaName}
          idWord={idWord}
          headingRef={current === 3 ? focusRef : undefined}
        />
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
        <DisclosureReport
          year={year}
          lei={lei}
          msa={msa}
          reportInfo={reportInfo}
          who={who}
          msaName={msaName}
          fileServer={fileServer}
          headingRef={current === 5 ? focusRef : undefined}
        />
      )}
    </DataPage>
  )
}
