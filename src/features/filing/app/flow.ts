/** Small helpers shared by the submission steps. */
import type { LatestSubmission } from '../../../lib/api/filing'
import { STEPS, type Step, type StepInput } from '../../../lib/api/filingStatus'

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

const EASTERN_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  dateStyle: 'long',
  timeStyle: 'long',
})

/** An instant in U.S. Eastern time, e.g. "March 2, 2026 at 10:15:00 AM EST". */
export const easternDateTime = (epochMs: number) => EASTERN_TIME.format(new Date(epochMs))
