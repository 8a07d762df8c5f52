import { Link } from 'react-router-dom'
import { PageMeta } from '../../components/PageMeta'
import { periodName } from '../../config/periodNames'
import { useConfig } from '../../config/useConfig'

/**
 * Updates and Notes. For now the log holds the filing-calendar events that the configured
 * timed guards imply (periods opening and deadlines passing), newest first.
 */
export function UpdatesNotesPage() {
  const config = useConfig()
  const now = config.derivedAt
  const preview = new Set(config.timedGuards.preview)
  const events = Object.values(config.filingPeriodStatus)
    .filter((p) => p.isVisible && !preview.has(p.period))
    .flatMap((p) => {
      const name = periodName(p.period)
      const items = [
        {
          id: `${p.period}-opened`,
          at: p.dates.start,
          date: p.startDate,
          text: `The ${name} filing period opened. Submissions are timely until ${p.lateDate}.`,
          period: p.period,
        },
      ]
      if (p.dates.late < now) {
        items.push({
          id: `${p.period}-deadline`,
          at: p.dates.late,
          date: p.lateDate,
          text: `The ${name} timely filing deadline passed. Late submissions are accepted until ${p.endDate}.`,
          period: p.period,
        })
      }
      return items
    })
    .sort((a, b) => b.at - a.at)

  return (
    <div className="grid-container page">
      <PageMeta
        title="Updates and Notes"
        description="Updates and Notes: releases, updates and corrections to HMDA filing, data, tools and documentation."
      />
      <h1>Updates and Notes</h1>
      <p className="usa-intro">Changes to the HMDA filing calendar, newest first.</p>
      <p>Showing {events.length} entries.</p>
      <ol className="updates-list">
        {events.map((e) => (
          <li key={e.id} id={e.id}>
            <p className="updates-list__meta">
              <time dateTime={new Date(e.at).toISOString()}>{e.date}</time> · Announcement · HMDA
              Filing
            </p>
            <p>
              {e.text} <Link to={`/filing/${e.period}/`}>Filing page</Link>
            </p>
          </li>
        ))}
      </ol>
    </div>
  )
}
