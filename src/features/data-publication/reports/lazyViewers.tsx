import { lazy, Suspense } from 'react'
import { Spinner } from '@/components/Spinner'
import type { ReportSource } from './ReportViewer'

// The viewers are loaded when a report is opened, not with the steps that lead to it (the
// disclosure and aggregate routes' first loads are at their 120 KB budget).
const Report2017 = lazy(() => import('./Report2017').then((m) => ({ default: m.Report2017 })))
const ReportViewer = lazy(() => import('./ReportViewer').then((m) => ({ default: m.ReportViewer })))

const loading = <Spinner label="Loading the report viewer…" />

/** A 2017 report (the old format), its viewer loaded on demand. */
export function Report2017Lazy({ url }: { url: string }) {
  return (
    <Suspense fallback={loading}>
      <Report2017 url={url} />
    </Suspense>
  )
}

/** A report of 2018 on (JSON table or Institution Register Summary), its viewer loaded on demand. */
export function ReportViewerLazy({ source }: { source: ReportSource }) {
  return (
    <Suspense fallback={loading}>
      <ReportViewer source={source} />
    </Suspense>
  )
}
