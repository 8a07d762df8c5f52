import { useSampleData } from '../lib/api/sampleData'

/**
 * A visible notice, once any answer on this page came from the local sample services, that the
 * figures are generated sample data and not published HMDA data. Renders nothing otherwise.
 */
export function SampleDataNotice({ className }: { className?: string }) {
  const sample = useSampleData()
  if (!sample) return null
  return (
    <div
      className={['usa-alert', 'usa-alert--warning', 'usa-alert--slim', className ?? '']
        .filter(Boolean)
        .join(' ')}
      role="status"
      data-testid="sample-data-notice"
    >
      <div className="usa-alert__body">
        <p className="usa-alert__text">
          <strong>Sample data.</strong> This page is served by the local development services:
          institutions, files and figures are generated samples, not published HMDA data.
        </p>
      </div>
    </div>
  )
}
