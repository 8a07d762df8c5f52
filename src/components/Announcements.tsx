import { useEffect, useRef, useState } from 'react'
import { useHydrated } from '@/config/hydration'
import type { Announcement } from '@/config/types'
import { focusPageHeading } from '@/lib/focusHeading'
import { Alert } from './Alert'
import { AnnouncementText } from './AnnouncementText'

/** Session storage entry: the announcements closed in this tab (JSON array of keys). */
export const CLOSED_ANNOUNCEMENTS_KEY = 'hmda.closedAnnouncements'

const keyOf = (item: Announcement) => `${item.heading ?? ''}\n${item.message}`

function readClosed(): ReadonlySet<string> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(CLOSED_ANNOUNCEMENTS_KEY) ?? '[]')
    return new Set(Array.isArray(stored) ? (stored as string[]) : [])
  } catch {
    return new Set()
  }
}

function saveClosed(closed: ReadonlySet<string>) {
  try {
    sessionStorage.setItem(CLOSED_ANNOUNCEMENTS_KEY, JSON.stringify([...closed]))
  } catch {
    // Storage can be full or refused (private modes): the announcement stays closed on this page.
  }
}

/**
 * A list of announcements as alerts. Each can be closed for the rest of the browser session
 * (the same text stays closed on every page of the site in this tab). Closing one by keyboard
 * moves focus to the next announcement's close button, or to the page's h1 when none is left.
 */
export function Announcements({ items, className }: { items: Announcement[]; className?: string }) {
  // Announcements come from the live configuration and the clock, and the visitor may have
  // closed some: a prerendered page shows them only once it runs in the browser.
  const hydrated = useHydrated()
  const [closed, setClosed] = useState(readClosed)
  const list = useRef<HTMLDivElement>(null)
  // Index among the shown alerts whose close button gets focus after a close; -1: none.
  const focusAfterClose = useRef(-1)

  const shown = items
    .map((item) => ({ item, key: keyOf(item) }))
    .filter(
      (entry, i, all) => !closed.has(entry.key) && all.findIndex((e) => e.key === entry.key) === i,
    )

  useEffect(() => {
    const index = focusAfterClose.current
    if (index < 0) return
    focusAfterClose.current = -1
    const buttons = list.current?.querySelectorAll<HTMLElement>('.alert-close') ?? []
    const next = buttons[Math.min(index, buttons.length - 1)]
    if (next) next.focus()
    else focusPageHeading()
  })

  if (!hydrated || shown.length === 0) return null
  return (
    <div ref={list} className={className ?? 'announcements'}>
      {shown.map(({ item, key }, index) => (
        <Alert
          key={key}
          type={item.type}
          heading={item.heading}
          onClose={() => {
            const next = new Set(closed).add(key)
            saveClosed(next)
            focusAfterClose.current = index
            setClosed(next)
          }}
        >
          <p>
            <AnnouncementText announcement={item} />
          </p>
        </Alert>
      ))}
    </div>
  )
}
