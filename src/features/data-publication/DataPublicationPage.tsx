import { OverviewSection } from '../../components/OverviewPage'
import { useConfig } from '../../config/useConfig'

const list = (years: string[]) => (years.length ? years.join(', ') : 'none yet')

export function DataPublicationPage() {
  const { dataPublicationYears: y } = useConfig()
  return (
    <OverviewSection
      title="Data Publication"
      description="Data Publication: HMDA loan-level datasets, modified loan/application registers, and aggregate and disclosure reports."
      intro={
        <p>
          Each year the HMDA data reported by financial institutions are published in several forms,
          with privacy protections applied before release.
        </p>
      }
      sections={[
        {
          heading: 'Dynamic datasets',
          items: [
            {
              title: 'Modified LAR',
              text: `Each institution’s loan/application register, modified to protect applicant and borrower privacy. Updated as institutions resubmit. Years: ${list(y.mlar)}.`,
            },
            {
              title: 'Dynamic National Loan-Level Dataset',
              text: `All institutions’ modified records in one national file, refreshed weekly with resubmissions. Years: ${list(y.dynamic)}.`,
            },
          ],
        },
        {
          heading: 'Static datasets',
          items: [
            {
              title: 'Snapshot National Loan-Level Dataset',
              text: `The national data as of a fixed date in the year after collection, the basis of the annual reports. Years: ${list(y.snapshot)}.`,
            },
            {
              title: 'One-Year National Loan-Level Dataset',
              text: `The national data as they stood one year after the filing deadline, including resubmissions made by then. Years: ${list(y.oneYear)}.`,
            },
            {
              title: 'Three-Year National Loan-Level Dataset',
              text: `The national data as they stood three years after the filing deadline: the last published version. Years: ${list(y.threeYear)}.`,
            },
          ],
        },
        {
          heading: 'Reports',
          items: [
            {
              title: 'Aggregate Reports',
              text: `Tables of lending activity by metropolitan area, across all reporting institutions. Years: ${list(y.aggregate)}.`,
            },
            {
              title: 'Disclosure Reports',
              text: `The same tables for one institution in one area. Years: ${list(y.disclosure)}.`,
            },
          ],
        },
      ]}
    />
  )
}
