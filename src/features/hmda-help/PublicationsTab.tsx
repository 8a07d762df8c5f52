import { queryOptions } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { ApiErrorAlert } from '@/components/ApiErrorAlert'
import { Spinner } from '@/components/Spinner'
import { useConfig } from '@/config/useConfig'
import { headStatus } from '@/lib/api/client'
import { describeApiError, isAborted } from '@/lib/api/errors'
import { fileServerBase } from '@/lib/api/files'
import type { FilingClient } from '@/lib/api/filing'
import { helpAdminKey, type PublishTopic } from '@/lib/api/helpAdmin'
import { useRemoteQuery } from '@/lib/api/queries'
import { ConfirmDialog } from './ConfirmDialog'
import { helpClients } from './helpClient'
import { fileStateOf, publicationPaths, type FileState } from './helpModel'
import { useYearRecords } from './useYearRecords'

const TOPICS: [PublishTopic, string][] = [
  ['hmda-modified-lar', 'Modified LAR'],
  ['hmda-irs', 'Institution Register Summary (IRS)'],
]

interface YearPublications {
  year: string
  files: Record<PublishTopic, FileState>
  /** The latest submission's sequence number (null: none); an error when it could not be read. */
  seq: number | null
  seqError: unknown
}

const STATE_TEXT: Record<FileState, string> = {
  exists: 'On the file server',
  absent: 'Not on the file server',
  blocked: 'Not known: the file server could not be reached',
  error: 'Not known: the file server answered with an error',
}

/** For each year with a record: the two files on the file server and the latest submission. */
const publicationsQuery = ({
  filing,
  base,
  lei,
  recordYears,
}: {
  filing: FilingClient
  base: string
  lei: string
  recordYears: string[]
}) =>
  queryOptions({
    queryKey: [...helpAdminKey(lei), 'publications', base, recordYears],
    queryFn: ({ signal }) =>
      Promise.all(
        recordYears.map(async (year): Promise<YearPublications> => {
          const paths = publicationPaths(year, lei)
          const [mlar, irs, latest] = await Promise.all([
            headStatus(`${base}${paths['hmda-modified-lar']}`, { signal }),
            headStatus(`${base}${paths['hmda-irs']}`, { signal }),
            filing
              .latest(lei, { year: Number(year), quarter: null }, { signal })
              .then((s) => ({ seq: s?.sequenceNumber ?? null, error: null as unknown }))
              .catch((error: unknown) => {
                if (isAborted(error)) throw error
                return { seq: null, error }
              }),
          ])
          return {
            year,
            files: { 'hmda-modified-lar': fileStateOf(mlar), 'hmda-irs': fileStateOf(irs) },
            seq: latest.seq,
            seqError: latest.error,
          }
        }),
      ),
  })

/** Per record year: whether the modified LAR and IRS exist, and their regeneration. */
export function PublicationsTab({ lei, years }: { lei: string; years: string[] }) {
  const config = useConfig()
  const { admin, filing } = helpClients(config)
  const records = useYearRecords(lei, years)
  const recordYears = records.data?.filter((r) => r.kind === 'found').map((r) => r.year) ?? []
  const base = fileServerBase(config)
  const publications = useRemoteQuery({
    ...publicationsQuery({ filing, base, lei, recordYears }),
    enabled: records.status === 'ok',
  })
  const [asking, setAsking] = useState<{ year: string; topic: PublishTopic; seq: number } | null>(
    null,
  )
  const [busy, setBusy] = useState(false)
  const [askError, setAskError] = useState<unknown>(null)
  const [results, setResults] = useState<Record<string, string>>({})
  const resultRefs = useRef(new Map<string, HTMLElement>())
  const focusNext = useRef<string | null>(null)
  useEffect(() => {
    const key = focusNext.current
    if (!key) return
    const el = resultRefs.current.get(key)
    if (el) {
      focusNext.current = null
      el.focus()
    }
  })

  const regenerate = async () => {
    if (!asking) return
    setBusy(true)
    setAskError(null)
    const key = `${asking.year}|${asking.topic}`
    try {
      const answer = await admin.publish(asking.topic, lei, asking.year, asking.seq)
      setResults((r) => ({
        ...r,
        [key]: `Regeneration requested (${answer}). The file appears on the file server when the platform has made it; check again in a few minutes.`,
      }))
      setAsking(null)
      // Focus goes to the result line, once it is shown.
      focusNext.current = key
    } catch (error) {
      setAskError(error)
    } finally {
      setBusy(false)
    }
  }

  const label = (topic: PublishTopic) => TOPICS.find(([t]) => t === topic)?.[1] ?? topic

  return (
    <section aria-labelledby="publications-heading">
      <h2 id="publications-heading">Publications</h2>
      <p>
        For each year with a record: whether the modified LAR and the Institution Register Summary
        are on the public file server, and their regeneration from the latest submission.
      </p>
      {(records.status === 'loading' || publications.status === 'loading') && (
        <Spinner label="Checking the publications…" />
      )}
      {records.status === 'error' && (
        <ApiErrorAlert error={records.error} what="the records" onRetry={records.retry} />
      )}
      {publications.status === 'error' && (
        <ApiErrorAlert
          error={publications.error}
          what="the publications"
          onRetry={publications.retry}
        />
      )}
      {records.status === 'ok' && recordYears.length === 0 && (
        <p>This institution has no record for any year, so it has no publications.</p>
      )}
      {publications.status === 'ok' && publications.data && publications.data.length > 0 && (
        <>
          <p>
            <button
              type="button"
              className="usa-button usa-button--outline"
              onClick={publications.retry}
            >
              Check the file server again
            </button>
          </p>
          {publications.data.map((entry) => (
            <div key={entry.year} className="help-period">
              <h3>{entry.year}</h3>
              {entry.seqError != null && (
                <p className="help-year__error">
                  The latest submission could not be read:{' '}
                  {describeApiError(entry.seqError, 'the latest submission').message}
                </p>
              )}
              {entry.seqError == null && entry.seq === null && (
                <p>No submission for {entry.year}: there is nothing to regenerate from.</p>
              )}
              <ul className="help-publications">
                {TOPICS.map(([topic, name]) => {
                  const key = `${entry.year}|${topic}`
                  return (
                    <li key={topic}>
                      <strong>{name}</strong>: {STATE_TEXT[entry.files[topic]]}{' '}
                      <button
                        type="button"
                        className="usa-button usa-button--outline help-inline-button"
                        disabled={entry.seq === null}
                        aria-label={`Regenerate the ${name}, ${entry.year}`}
                        onClick={() => {
                          if (entry.seq === null) return
                          setAskError(null)
                          setAsking({ year: entry.year, topic, seq: entry.seq })
                        }}
                      >
                        Regenerate
                      </button>
                      {results[key] && (
                        <span
                          className="help-result"
                          role="status"
                          tabIndex={-1}
                          ref={(el) => {
                            if (el) resultRefs.current.set(key, el)
                            else resultRefs.current.delete(key)
                          }}
                        >
                          {results[key]}
                        </span>
                      )}
                    </li>
                  )
                })}
              </ul>
            </div>
          ))}
        </>
      )}
      {asking && (
        <ConfirmDialog
          heading={`Regenerate the ${asking.year} ${label(asking.topic)}?`}
          confirmLabel="Regenerate"
          busy={busy}
          onCancel={() => setAsking(null)}
          onConfirm={() => void regenerate()}
        >
          <p>
            The platform will make the {label(asking.topic)} of {lei} for {asking.year} again from
            submission {asking.seq} and replace the published file.
          </p>
          {askError != null && (
            <ApiErrorAlert error={askError} what="the regeneration" headingLevel={3} />
          )}
        </ConfirmDialog>
      )}
    </section>
  )
}
