import { QueryProvider } from '@/components/QueryProvider'
import { Route, Routes } from 'react-router-dom'
import { NotFound } from '@/components/NotFound'
import { DatasetPage } from './DatasetPage'
import { ModifiedLarPage } from './ModifiedLarPage'
import { Overview } from './Overview'
import { AggregateReports } from './reports/AggregateReports'
import { DisclosureReports } from './reports/DisclosureReports'
import { NationalReports } from './reports/NationalReports'
import './dataPublication.css'

/** Every Data Publication screen (one chunk): the overview, each product, the report viewers. */
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
