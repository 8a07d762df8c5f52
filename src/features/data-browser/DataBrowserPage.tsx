import { OverviewSection } from '../../components/OverviewPage'
import { useConfig } from '../../config/useConfig'

const span = (years: string[]) =>
  years.length ? `${years[years.length - 1]} to ${years[0]}` : 'no years yet'

export function DataBrowserPage() {
  const { dataBrowserYears, dataBrowserMapsYears } = useConfig()
  return (
    <OverviewSection
      title="Data Browser"
      description="Data Browser: filter, analyze and download HMDA datasets, and explore them in charts, graphs and maps."
      intro={
        <p>
          The Data Browser lets you explore the loan-level HMDA data that financial institutions
          report, without downloading whole national files first.
        </p>
      }
      sections={[
        {
          heading: 'What you can do',
          items: [
            {
              title: 'Datasets',
              text: `Filter by year, geography (nation, state, county, metro area), institution and loan characteristics; see summary counts and download the matching records as CSV. Years: ${span(dataBrowserYears)}.`,
            },
            {
              title: 'Maps',
              text: `Map lending activity by state, county or metro area, shaded by the share of loans that match your filters. Years: ${span(dataBrowserMapsYears)}.`,
            },
            {
              title: 'Graphs',
              text: 'Follow quarterly trends among the largest filers: application volumes, interest rates, rate spreads, loan costs and more.',
            },
          ],
        },
      ]}
    />
  )
}
