import { lazy } from 'react'
import { Route, Routes } from 'react-router-dom'
import { NotFound } from '@/components/NotFound'
import { QueryProvider } from '@/components/QueryProvider'
import './dataPublication.css'

// The overview and each product and report viewer are their own chunks, loaded when their route
// is opened, so no screen carries the code of the others.
const Overview = lazy(() => import('./Overview').then((m) => ({ default: m.Overview })))
const DatasetPage = lazy(() => import('./DatasetPage').then((m) => ({ default: m.DatasetPage })))
const ModifiedLarPage = lazy(() =>
  import('./ModifiedLarPage').then((m) => ({ default: m.ModifiedLarPage })),
)
const AggregateReports = lazy(() =>
  import('./reports/AggregateReports').then((m) => ({ default: m.AggregateReports })),
)
const DisclosureReports = lazy(() =>
  import('./reports/DisclosureReports').then((m) => ({ default: m.DisclosureReports })),
)
const NationalReports = lazy(() =>
  import('./reports/NationalReports').then((m) => ({ default: m.NationalReports })),
)

/** Every Data Publication screen: the overview, each product, the report viewers. */
export function DataPublicationPage() {
  return (
    <QueryProvider>
      <Routes>
        <Route index element={<Overview />} />
        <Route path="modified-lar/:year?" element={<ModifiedLarPage />} />
        <Route
          path="dynamic-national-loan-level-dataset/:year?"
          element={<DatasetPage key="dynamic" product="dynamic" />}
        />
        <Route
          path="snapshot-national-loan-level-dataset/:year?"
          element={<DatasetPage key="snapshot" product="snapshot" />}
        />
        <Route
          path="one-year-national-loan-level-dataset/:year?"
          element={<DatasetPage key="oneYear" product="oneYear" />}
        />
        <Route
          path="three-year-national-loan-level-dataset/:year?"
          element={<DatasetPage key="threeYear" product="threeYear" />}
        />
        <Route path="aggregate-reports/*" element={<AggregateReports />} />
        <Route path="disclosure-reports/*" element={<DisclosureReports />} />
        <Route path="national-aggregate-reports/:year?" element={<NationalReports />} />
        <Route path=":year" element={<Overview />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </QueryProvider>
  )
}
