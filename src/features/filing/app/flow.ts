/** Small helpers shared by the submission steps. */
import type { LatestSubmission } from '@/lib/api/filing'
import { STEPS, statusWords, type Step, type StepInput } from '@/lib/api/submissionStatus'

/** What decides the step, from the latest submission. */
export const inputOf = (latest: LatestSubmission): StepInput => ({
  code: latest.status.code,
  qualityExists: latest.qualityExists,
  qualityVerified: latest.qualityVerified,
  macroExists: latest.macroExists,
  macroVerified: latest.macroVerified,
})

/** The step after `step` (for "Continue" buttons). */
export const nextStep = (step: Step): Step | null => STEPS[STEPS.indexOf(step) + 1] ?? null

/** "1 row", "2,345 rows". */
export const rowCount = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'row' : 'rows'}`

/**
 * A submission's status in words: the site's short words and the platform's message, except
 * that the platform reports every "edits to verify" state as code 13 with its macro message,
 * also when only quality edits wait (e.g. Q303 alone): then both say quality, from the
 * verification state of `submissions/latest`.
 */
export function statusText(latest: LatestSubmission): { words: string; message: string } {
  const { code } = latest.status
  const qualityPending = latest.qualityExists && !latest.qualityVerified
  const macroPending = latest.macroExists && !latest.macroVerified
  if (code === 13 && qualityPending && !macroPending)
    return {
      words: 'Quality edits to review and verify',
      message: 'Your data has quality edits that need to be reviewed.',
    }
  if (code === 13 && qualityPending && macroPending)
    return {
      words: 'Quality and macro quality edits to review and verify',
      message: 'Your data has quality and macro quality edits that need to be reviewed.',
    }
  if (code === 13 && macroPending)
    return {
      words: 'Macro quality edits to review and verify',
      message: latest.status.message,
    }
  return { words: statusWords(code), message: latest.status.message }
}
