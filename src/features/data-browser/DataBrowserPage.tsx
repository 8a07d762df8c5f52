import { QueryProvider } from '@/components/QueryProvider'
import { lazy } from 'react'
import { Navigate, Route, Routes } from 'react-router-dom'
import { NotFound } from '@/components/NotFound'
import { OverviewContent } from '@/components/OverviewPage'
import { useConfig } from '@/config/useConfig'

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
    <QueryProvider>
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
    </QueryProvider>
  )
}

function DataBrowserOverview() {
  const { dataBrowserYears, dataBrowserMapsYears } = useConfig()
  const latestData = dataBrowserYears[0]
  const latestMaps = dataBrowserMapsYears[0]
  return (
    <OverviewContent
      title="Data Browser"
      description="Data Browser: filter, analyze and download HMDA datasets, and explore them in charts, graphs and maps."
      intro={
        <p>
          The Data Browser lets you explore the loan-level HMDA data that financial institutions
          report, without downloading whole national files first. Each tool opens on its latest
          year; choose another year there.
        </p>
      }
      sections={[
        {
          heading: 'What you can do',
          items: [
            {
              title: 'Datasets',
              to: latestData ? `/data-browser/data/${latestData}` : undefined,
              text: `Filter a year's loan-level records by geography (nation, state, county, metro area), institution and up to two loan variables; see summary counts and download the matching records as CSV. Years: ${span(dataBrowserYears)}.`,
            },
            {
              title: 'Maps',
              to: latestMaps ? `/data-browser/maps/${latestMaps}` : undefined,
              text: `Shade each state or county by its HMDA records per 1,000 people, for the loan values you choose, on a map and in a table. Years: ${span(dataBrowserMapsYears)}.`,
            },
            {
              title: 'Graphs',
              to: '/data-browser/graphs/quarterly',
              text: 'Follow quarterly trends among the largest filers: application volumes, interest rates, rate spreads, loan costs and more.',
            },
          ],
        },
        {
          heading: 'For developers',
          items: [
            {
              title: 'Data Browser API',
              to: '/documentation/developer-apis/data-browser-api',
              text: 'Request the same counts and record files from your own programs: the endpoints, their parameters and the answers they give.',
            },
          ],
        },
      ]}
    />
  )
}
