import { useEffect, useRef } from 'react'
import { Link, Navigate, useSearchParams } from 'react-router-dom'
import { PageMeta } from '@/components/PageMeta'
import { Spinner } from '@/components/Spinner'
import { periodName } from '@/config/periodNames'
import { useConfig } from '@/config/useConfig'
import {
  allowedStep,
  isStep,
  STEP_NAMES,
  STEPS,
  stepStates,
  type StepState,
} from '@/lib/api/submissionStatus'
import { EditsStep } from './EditsStep'
import { ReceiptPage } from './ReceiptPage'
import { FilingErrorAlert } from './FilingErrorAlert'
import { SignStep } from './SignStep'
import { UploadStep } from './UploadStep'
import { useSubmission } from './useSubmission'
import { inputOf } from './flow'
import { acceptsFilings } from '../periodStatus'

const STATE_TEXT: Record<StepState, string> = {
  done: 'completed',
  error: 'needs attention',
  current: 'current step',
  todo: 'not started',
}

/**
 * One institution's filing for a period: the receipt of a signed submission
 * (`/filing/{period}/{lei}/receipt?submission=N`), else the steps.
 */
export function SubmissionFlow(props: { period: string; lei: string; step: string | null }) {
  const [params] = useSearchParams()
  if (props.step === 'receipt') {
    const n = Number(params.get('submission'))
    return (
      <ReceiptPage
        period={props.period}
        lei={props.lei}
        sequence={Number.isInteger(n) && n > 0 ? n : null}
      />
    )
  }
  return <StepsFlow {...props} />
}

/**
 * One institution's filing for a period, step by step (`/filing/{period}/{lei}/{step}`): each
 * step is a URL that can be reloaded; a step not reachable yet sends to the furthest one.
 */
function StepsFlow({ period, lei, step }: { period: string; lei: string; step: string | null }) {
  const config = useConfig()
  const submission = useSubmission(lei, period)
  const { latest, loading, error } = submission
  const headingRef = useRef<HTMLHeadingElement>(null)
  const requested = step !== null && isStep(step) ? step : null

  useEffect(() => {
    headingRef.current?.focus()
  }, [step])

  if (step !== null && requested === null)
    return <Navigate replace to={`/filing/${period}/${lei}`} />
  if (loading)
    return (
      <>
        <PageMeta title={`Filing ${lei}`} description="Your HMDA submission." />
        <Spinner label="Loading your submission…" />
      </>
    )
  if (!latest)
    return (
      <>
        <PageMeta title={`Filing ${lei}`} description="Your HMDA submission." />
        <h1 ref={headingRef} tabIndex={-1}>
          Filing for LEI {lei}
        </h1>
        <FilingErrorAlert
          error={error}
          what="This institution's submission"
          onRetry={submission.reload}
        />
        <p>
          <Link to={`/filing/${period}/institutions`}>Back to your institutions</Link>
        </p>
      </>
    )

  const input = inputOf(latest)
  const shown = allowedStep(requested, input)
  if (shown !== requested) return <Navigate replace to={`/filing/${period}/${lei}/${shown}`} />
  const states = stepStates(input, shown)
  const record = config.filingPeriodStatus[period]
  const closed = !acceptsFilings(record)

  return (
    <>
      <PageMeta
        title={`${STEP_NAMES[shown]}, ${lei}, ${periodName(period)}`}
        description={`Your ${periodName(period)} HMDA submission: ${STEP_NAMES[shown].toLowerCase()}.`}
      />
      <p className="filing-crumbs">
        <Link to={`/filing/${period}/institutions`}>Your institutions</Link>
      </p>
      <h1 ref={headingRef} tabIndex={-1} className="print-also">
        {STEP_NAMES[shown]}
        <span className="filing-subtitle">
          LEI {lei}, {periodName(period)} filing, submission {latest.sequenceNumber}
        </span>
      </h1>
      <nav aria-label="Filing steps" className="filing-steps">
        <ol>
          {STEPS.map((s) => {
            const reachable =
              STEPS.indexOf(s) <= STEPS.indexOf(allowedStep(null, input)) || input.code === 15
            const label = (
              <>
                <span className="filing-steps__name">{STEP_NAMES[s]}</span>
                <span className="filing-steps__state">{STATE_TEXT[states[s]]}</span>
              </>
            )
            return (
              <li key={s} className={`filing-steps__item filing-steps__item--${states[s]}`}>
                {reachable && s !== shown ? (
                  <Link to={`/filing/${period}/${lei}/${s}`}>{label}</Link>
                ) : (
                  <span aria-current={s === shown ? 'step' : undefined}>{label}</span>
                )}
              </li>
            )
          })}
        </ol>
      </nav>
      {error !== null && (
        <FilingErrorAlert
          error={error}
          what="Your submission's status"
          onRetry={submission.reload}
        />
      )}
      {shown === 'upload' && (
        <UploadStep period={period} lei={lei} submission={submission} closed={closed} />
      )}
      {(shown === 'syntacticalvalidity' || shown === 'quality' || shown === 'macro') && (
        <EditsStep
          key={`${shown}-${latest.sequenceNumber}`}
          period={period}
          lei={lei}
          step={shown}
          submission={submission}
          closed={closed}
        />
      )}
      {shown === 'submission' && (
        <SignStep period={period} lei={lei} submission={submission} closed={closed} />
      )}
    </>
  )
}
