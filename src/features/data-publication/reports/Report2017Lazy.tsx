import { lazy, Suspense } from 'react'
import { Spinner } from '@/components/Spinner'

// Only 2017's reports use the old format: its viewer is loaded when one of them is opened.
const Report2017 = lazy(() => import('./Report2017').then((m) => ({ default: m.Report2017 })))

/** A 2017 report (the old format), its viewer loaded on demand. */
export function Report2017Lazy({ url }: { url: string }) {
  return (
    <Suspense fallback={<Spinner label="Loading the report viewer…" />}>
      <Report2017 url={url} />
    </Suspense>
  )
}
