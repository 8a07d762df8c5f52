import type { Announcement } from '../config/types'
import { Alert } from './Alert'
import { AnnouncementText } from './AnnouncementText'

/** A list of configured announcements as alerts. */
export function Announcements({ items, className }: { items: Announcement[]; className?: string }) {
  if (items.length === 0) return null
  return (
    <div className={className ?? 'announcements'}>
      {items.map((item, i) => (
        <Alert key={`${item.heading ?? ''}-${i}`} type={item.type} heading={item.heading}>
          <p>
            <AnnouncementText announcement={item} />
          </p>
        </Alert>
      ))}
    </div>
  )
}
