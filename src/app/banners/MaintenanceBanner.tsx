import { useState } from 'react'
import { useHydrated } from '@/config/hydration'
import { useConfig } from '@/config/useConfig'
import { AnnouncementText } from '@/components/AnnouncementText'
import type { Announcement } from '@/config/types'

const STORAGE_KEY = 'hmda.maintenanceBanner.dismissed'

/** What identifies a notice: a different notice published later shows again. */
const noticeSignature = (a: Announcement) => `${a.type}|${a.heading ?? ''}|${a.message}`

function readDismissed(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY)
  } catch {
    return null
  }
}

/**
 * Shown when maintenance mode is on and a filing announcement is configured. Dismissing hides it
 * for the rest of the browser session.
 */
export function MaintenanceBanner() {
  const { maintenanceMode, filingAnnouncement } = useConfig()
  const [dismissedNotice, setDismissedNotice] = useState(readDismissed)
  // A notice of the live configuration, dismissed or not in this tab: never prerendered.
  const hydrated = useHydrated()
  if (!hydrated || !maintenanceMode || !filingAnnouncement) return null
  const signature = noticeSignature(filingAnnouncement)
  const dismissed = dismissedNotice === signature

  const dismiss = () => {
    setDismissedNotice(signature)
    try {
      window.sessionStorage.setItem(STORAGE_KEY, signature)
    } catch {
      // Storage may be unavailable (private mode); the banner still closes for this page view.
    }
  }

  const type = filingAnnouncement.type
  return (
    <div
      className={`maintenance-banner usa-alert usa-alert--${type} ${type}${dismissed ? ' closed' : ''}`}
      hidden={dismissed}
      role="region"
      aria-label="Maintenance notice"
    >
      <div className="usa-alert__body">
        <h2 className="usa-alert__heading">
          {filingAnnouncement.heading ?? 'Scheduled maintenance'}
        </h2>
        <p className="usa-alert__text">
          <AnnouncementText announcement={filingAnnouncement} />
        </p>
      </div>
      <button
        type="button"
        className="usa-button usa-button--unstyled maintenance-dismiss"
        title="Dismiss"
        onClick={dismiss}
      >
        Dismiss
      </button>
    </div>
  )
}
