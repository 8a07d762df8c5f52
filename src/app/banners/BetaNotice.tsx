import { useConfig } from '@/config/useConfig'
import { isBeta } from '@/config/environment'

/** On beta hosts: a reminder that this is a test system. */
export function BetaNotice() {
  const { name, contactEmail } = useConfig()
  if (!isBeta(name)) return null
  return (
    <div
      className="usa-site-alert usa-site-alert--info beta-notice"
      role="region"
      aria-label="Beta platform notice"
    >
      <div className="usa-alert usa-alert--info usa-alert--slim">
        <div className="usa-alert__body">
          <p className="usa-alert__text">
            <strong>This is the beta HMDA Platform, a test system.</strong> Files uploaded here are
            for testing only and may be deleted at any time. When the filing period is open, submit
            your final data on the live platform. If an upload fails with errors, refresh the page
            and clear your browser’s cache, then try again. Need help? Write to{' '}
            <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
          </p>
        </div>
      </div>
    </div>
  )
}
