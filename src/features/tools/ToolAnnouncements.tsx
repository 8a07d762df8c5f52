import { Announcements } from '@/components/Announcements'
import { useConfig } from '@/config/useConfig'

/** The configured announcements for one tool (matched by name, ignoring case). */
export function ToolAnnouncements({ tool }: { tool: string }) {
  const { toolAnnouncement } = useConfig()
  const items = toolAnnouncement.filter((a) => a.tool.trim().toLowerCase() === tool.toLowerCase())
  return <Announcements items={items} />
}
