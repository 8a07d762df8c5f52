import { lazy } from 'react'
import { Navigate, Route, Routes } from 'react-router-dom'
import { NotFound } from '../../components/NotFound'
import { OverviewContent } from '../../components/OverviewPage'
import { useConfig } from '../../config/useConfig'

// Each screen of the section is its own chunk, loaded when its route is opened (the shell's
// first load carries only this section's entry).
const DatasetsPage = lazy(() =>
  import('./datasets/DatasetsPage').then((m) => ({ default: m.DatasetsPage })),
)
const QuarterlyGraphsPage = lazy(() =>
  import('./graphs/QuarterlyGraphsPage').then((m) => ({ default: m.QuarterlyGraphsPage })),
)
const QuarterlyInfoPage = lazy(() =>
  import('./graphs/QuarterlyInfoPage').then((m) => ({ default: m.QuarterlyInfoPage })),
)
const MapsPage = lazy(() => import('./maps/MapsPage').then((m) => ({ default: m.MapsPage })))

const span = (years: string[]) =>
  years.length ? `${years[years.length - 1]} to ${years[0]}` : 'no years yet'

/** The Data Browser section: the overview, Datasets, quarterly Graphs and Maps. */
export function DataBrowserPage() {
  return (
    <Routes>
      <Route index element={<DataBrowserOverview />} />
      <Route path="data/:year?" element={<DatasetsPage />} />
      <Route
        path="graphs/quarterly/info"
        element={<Navigate replace to="/data-browser/graphs/quarterly/info/faq" />}
      />
      <Route path="graphs/quarterly/info/:tab" element={<QuarterlyInfoPage />} />
      <Route path="graphs/quarterly/:graph?" element={<QuarterlyGraphsPage />} />
      <Route path="maps/:year?" element={<MapsPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  )
}

function DataBrowserOverview() {
  const { dataBrowserYears, dataBrowserMapsYears } = useConfig()
  return (
    <OverviewContent
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
