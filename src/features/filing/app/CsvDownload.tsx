import { useState } from 'react'
import { useConfig } from '@/config/useConfig'
import { parsePeriod } from '@/lib/api/filing'
import { saveFile } from '@/lib/saveFile'
import { filingClient } from './filingClient'
import { FilingErrorAlert } from './FilingErrorAlert'

/** The edit report of one submission (the platform's CSV), fetched with the session's token. */
export function CsvDownload({
  period,
  lei,
  seq,
  label = 'Download the edit report (CSV)',
}: {
  period: string
  lei: string
  seq: number
  /** The button's name (a list of submissions names each one's). */
  label?: string
}) {
  const config = useConfig()
  const [state, setState] = useState<'idle' | 'busy' | { error: unknown }>('idle')
  const p = parsePeriod(period)
  return (
    <div className="filing-csv">
      <button
        type="button"
        className="usa-button usa-button--outline"
        disabled={state === 'busy' || !p}
        onClick={() => {
          if (!p) return
          setState('busy')
          filingClient(config)
            .editsCsv(lei, p, seq)
            .then((text) => {
              saveFile(`${lei}-${seq}-full-edit-report.csv`, text)
              setState('idle')
            })
            .catch((error: unknown) => setState({ error }))
        }}
      >
        {state === 'busy' ? 'Preparing the edit report…' : label}
      </button>
      {typeof state === 'object' && (
        <FilingErrorAlert error={state.error} what="The edit report" headingLevel={3} />
      )}
    </div>
  )
}
