import { Link } from 'react-router-dom'
import type { Announcement } from '@/config/types'

/** An announcement's message followed by its link (in-site links navigate without a reload). */
export function AnnouncementText({ announcement }: { announcement: Announcement }) {
  const { message, link } = announcement
  if (!link) return <>{message}</>
  const internal = link.url.startsWith('/') && !link.url.startsWith('//')
  return (
    <>
      {message}
      {internal ? (
        <Link to={link.url}>{link.text}</Link>
      ) : (
        <a href={link.url} rel="noreferrer">
          {link.text}
        </a>
      )}
    </>
  )
}
