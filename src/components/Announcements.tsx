import { useState } from 'react'
import type { Announcement } from '../config/types'
import { Alert } from './Alert'
import { AnnouncementText } from './AnnouncementText'

const keyOf = (item: Announcement, index: number) => `${index}:${item.heading ?? item.message}`

/** A list of announcements as alerts; each can be closed for the rest of the page view. */
export function Announcements({ items, className }: { items: Announcement[]; className?: string }) {
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set())
  const shown = items
    .map((item, i) => ({ item, key: keyOf(item, i) }))
    .filter((e) => !closed.has(e.key))
  if (shown.length === 0) return null
  return (
    <div className={className ?? 'announcements'}>
      {shown.map(({ item, key }) => (
        <Alert
          key={key}
          type={item.type}
          heading={item.heading}
          onClose={() => setClosed((prev) => new Set(prev).add(key))}
        >
          <p>
            <AnnouncementText announcement={item} />
          </p>
        </Alert>
      ))}
    </div>
  )
}
