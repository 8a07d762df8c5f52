import { useSampleData } from '@/lib/api/sampleData'

/**
 * A visible notice, once any answer on this page came from the local sample services, that the
 * figures are generated sample data and not published HMDA data. Renders nothing otherwise.
 * Stated once per page, under its heading, in the page's flow (styles/_site.scss): it never
 * covers content (an open list, the footer), at any width. Only the local services send sample
 * data, so production pages never make room for it.
 */
export function SampleDataNotice({ className }: { className?: string }) {
  const sample = useSampleData()
  if (!sample) return null
  return (
    <div
      className={[
        'usa-alert',
        'usa-alert--warning',
        'usa-alert--slim',
        'sample-data-notice',
        className ?? '',
      ]
        .filter(Boolean)
        .join(' ')}
      role="status"
      data-testid="sample-data-notice"
    >
      <div className="usa-alert__body">
        <p className="usa-alert__text">
          <strong>Sample data.</strong> Served by the local development services: generated samples,
          not published HMDA data.
        </p>
      </div>
    </div>
  )
}
