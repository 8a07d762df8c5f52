import type { RefObject } from 'react'
import { Link } from 'react-router-dom'
import { Alert } from '@/components/Alert'
import { ApiErrorAlert } from '@/components/ApiErrorAlert'
import { Spinner } from '@/components/Spinner'
import { FOCUS_STATE } from '../hooks'
import { Step } from './pickers'
import { msaLabel } from './reportModel'
import { disclosurePath as path, type useDisclosureSteps } from './useDisclosureSteps'

type Props = Pick<
  ReturnType<typeof useDisclosureSteps>,
  'areas' | 'unknownLei' | 'msaName' | 'idWord'
> & {
  year: string
  lei: string
  msa?: string
  headingRef?: RefObject<HTMLHeadingElement | null>
}

/** Step 3: the areas (MSA/MDs and nationwide) an institution has reports for in a year. */
export function DisclosureAreaStep({
  year,
  lei,
  msa,
  areas,
  unknownLei,
  msaName,
  idWord,
  headingRef,
}: Props) {
  return (
    <Step
      n={3}
      title="Area"
      chosen={msa && !unknownLei ? <strong>{msaName}</strong> : undefined}
      changeTo={path(year, lei)}
      headingRef={headingRef}
    >
      {areas.status === 'loading' && <Spinner label="Loading the institution’s MSA/MDs…" />}
      {unknownLei && (
        <Alert type="error" heading={`No filer with this ${idWord} in ${year}`}>
          <p>
            No institution filed {year} HMDA data with the {idWord} {lei}, so there are no {year}{' '}
            disclosure reports for it. Check the {idWord}, or{' '}
            <Link to={path(year)} state={FOCUS_STATE}>
              choose an institution
            </Link>{' '}
            from the {year} filers.
          </p>
        </Alert>
      )}
      {areas.status === 'error' && !unknownLei && (
        <ApiErrorAlert
          error={areas.error}
          what={`the MSA/MDs of ${lei} in ${year}`}
          onRetry={areas.retry}
          headingLevel={3}
        />
      )}
      {areas.data && (
        <>
          <p>
            Reports exist for each MSA/MD where the institution reported records in {year}, and
            nationwide.
          </p>
          <ul className="dp-area-links">
            {areas.data.msaMds.map((m) => (
              <li key={m.id}>
                <Link to={path(year, lei, m.id)} state={FOCUS_STATE}>
                  {msaLabel(m)}
                </Link>
              </li>
            ))}
            <li>
              <Link to={path(year, lei, 'nationwide')} state={FOCUS_STATE}>
                Nationwide{year === '2017' ? '' : ' (Institution Register Summary)'}
              </Link>
            </li>
          </ul>
        </>
      )}
    </Step>
  )
}
