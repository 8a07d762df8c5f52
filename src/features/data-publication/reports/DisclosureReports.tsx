import type { RefObject } from 'react'
import { Link } from 'react-router-dom'
import { Alert } from '@/components/Alert'
import { ApiErrorAlert } from '@/components/ApiErrorAlert'
import { Spinner } from '@/components/Spinner'
import { DataPage } from '../common'
import { InstitutionCombobox } from '../InstitutionCombobox'
import { PRODUCTS } from '../products'
import { DisclosureAreaStep } from './DisclosureAreaStep'
import { DisclosureReport } from './DisclosureReport'
import { Step } from './pickers'
import { ReportPickerRoute, ReportStep, YearStep } from './ReportPicker'
import {
  disclosurePath,
  useDisclosureSteps,
  type DisclosureSteps as DisclosureStepsModel,
} from './useDisclosureSteps'

/** /data-publication/disclosure-reports/{year}/{lei}/{msa-or-nationwide}/{report}. */
export function DisclosureReports() {
  return (
    <ReportPickerRoute product="disclosure">
      {([year, lei, msa, report], years) => (
        <DisclosureSteps
          years={years}
          year={year}
          lei={lei?.toUpperCase()}
          msa={msa}
          report={report}
        />
      )}
    </ReportPickerRoute>
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
  const steps = useDisclosureSteps({ year, lei, msa, report })
  const path = disclosurePath

  return (
    <DataPage
      title={steps.title}
      heading="Disclosure Reports"
      description={
        steps.reportInfo && year
          ? `HMDA disclosure report ${report} (${steps.reportInfo.name}) of ${steps.who}, ${steps.msaName}, ${year}.`
          : 'HMDA disclosure reports: one institution’s lending tables per metropolitan area, and its Institution Register Summary. Choose a year, institution, area and report.'
      }
      trail={steps.trail}
      intro={
        !year ? (
          <p>
            {PRODUCTS.disclosure.summary} {PRODUCTS.disclosure.schedule}{' '}
            <Link to={PRODUCTS.disclosure.docs}>About the disclosure reports</Link>.
          </p>
        ) : undefined
      }
    >
      <YearStep
        product="disclosure"
        years={years}
        year={year}
        headingRef={steps.current === 1 ? steps.focusRef : undefined}
      />

      {year && (
        <InstitutionStep
          year={year}
          lei={lei}
          steps={steps}
          headingRef={steps.current === 2 ? steps.focusRef : undefined}
        />
      )}

      {year && lei && (
        <DisclosureAreaStep
          year={year}
          lei={lei}
          msa={msa}
          areas={steps.areas}
          unknownLei={steps.unknownLei}
          msaName={steps.msaName}
          idWord={steps.idWord}
          headingRef={steps.current === 3 ? steps.focusRef : undefined}
        />
      )}

      {steps.irsUrl && lei && (
        <p className="dp-irs-download">
          <a href={steps.irsUrl} download={`${lei}_IRS_${year}.csv`}>
            Download the Institution Register Summary of {lei} for {year} (CSV)
          </a>
        </p>
      )}

      {year && lei && msa && !steps.msaKnown && (
        <Alert type="error" heading="No reports for this area">
          <p>
            {lei} has no {year} disclosure reports for MSA/MD {msa}.{' '}
            <Link to={path(year, lei)}>Choose one of its areas</Link>.
          </p>
        </Alert>
      )}

      {year && lei && msa && steps.msaKnown && !steps.unknownLei && (
        <ReportStep
          report={report}
          reportInfo={steps.reportInfo}
          ids={steps.ids}
          missing={`disclosure report “${report}” for this area in ${year}`}
          changeTo={path(year, lei, msa)}
          to={(id) => path(year, lei, msa, id)}
          headingRef={steps.current === 4 ? steps.focusRef : undefined}
        />
      )}

      {year && lei && msa && steps.msaKnown && !steps.unknownLei && steps.reportInfo && (
        <DisclosureReport
          year={year}
          lei={lei}
          msa={msa}
          reportInfo={steps.reportInfo}
          who={steps.who}
          msaName={steps.msaName}
          fileServer={steps.fileServer}
          headingRef={steps.current === 5 ? steps.focusRef : undefined}
        />
      )}
    </DataPage>
  )
}

/** Step 2: the year's filers, to search by name or LEI. */
function InstitutionStep({
  year,
  lei,
  steps,
  headingRef,
}: {
  year: string
  lei?: string
  steps: Pick<DisclosureStepsModel, 'filers' | 'who' | 'chooseFiler'>
  headingRef?: RefObject<HTMLHeadingElement | null>
}) {
  const { filers } = steps
  return (
    <Step
      n={2}
      title="Institution"
      chosen={lei ? <strong>{steps.who}</strong> : undefined}
      changeTo={disclosurePath(year)}
      headingRef={headingRef}
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
          onSelect={steps.chooseFiler}
        />
      )}
    </Step>
  )
}
