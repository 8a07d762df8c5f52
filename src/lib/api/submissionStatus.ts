/**
 * Submission status codes of the filing platform (−1, 1–15; 0 = nothing loaded yet) and what the
 * site does with them: which step (page) of the filing flow to show, which pages may be viewed,
 * the state of each step in the step indicator, when status polling stops, and the status in
 * words. The rules follow the platform's published behaviour (statuses: see the filing API).
 */

/** The steps of a submission, in order; each is the last segment of its URL. */
export const STEPS = ['upload', 'syntacticalvalidity', 'quality', 'macro', 'submission'] as const
export type Step = (typeof STEPS)[number]

export const STEP_NAMES: Readonly<Record<Step, string>> = {
  upload: 'Upload',
  syntacticalvalidity: 'Syntactical & validity edits',
  quality: 'Quality edits',
  macro: 'Macro quality edits',
  submission: 'Submission',
}

export const isStep = (text: string): text is Step => (STEPS as readonly string[]).includes(text)

export const CODES = [-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] as const

export const FAILED = -1
export const CREATED = 1
export const PARSED_WITH_ERRORS = 5
export const SYNTACTICAL_VALIDITY_EDITS = 9
export const VALIDATED = 14
export const SIGNED = 15

/** What decides the step: the latest submission's code and quality state. */
export interface StepInput {
  code: number
  qualityExists: boolean
  qualityVerified: boolean
  macroExists?: boolean
  macroVerified?: boolean
}

/** The furthest step this submission can be on (the platform's rule). */
export function latestStep({ code, qualityExists, qualityVerified }: StepInput): Step {
  if (code <= 7 || code === 10) return 'upload'
  if (code >= 14 || code === 12) return 'submission'
  if (code === 9) return 'syntacticalvalidity'
  if ((code >= 11 || code === 8) && qualityExists && !qualityVerified) return 'quality'
  return 'macro'
}

/**
 * The step to show for a requested one: at 7 or below only upload; between 8 and 14 any step up
 * to the latest; at 15 every step (read only).
 */
export function allowedStep(requested: Step | null, input: StepInput): Step {
  const latest = latestStep(input)
  if (requested === null) return latest
  if (input.code === SIGNED) return requested
  if (input.code <= 7) return 'upload'
  return STEPS.indexOf(requested) <= STEPS.indexOf(latest) ? requested : latest
}

export type StepState = 'done' | 'error' | 'current' | 'todo'

/** Each step's state for the step indicator (`current`: the step on screen). */
export function stepStates(input: StepInput, current: Step): Record<Step, StepState> {
  const { code, qualityExists, qualityVerified } = input
  const macroPending = (input.macroExists ?? false) && !(input.macroVerified ?? false)
  const qualityPending = qualityExists && !qualityVerified
  const validationDone = code === 9 || code >= 12
  const pick = (step: Step, done: boolean, error: boolean): StepState => {
    if (step !== 'submission' && code >= 14) return 'done'
    if (done) return 'done'
    if (error) return 'error'
    return step === current ? 'current' : 'todo'
  }
  return {
    upload: pick('upload', code > 7, code === PARSED_WITH_ERRORS || code === FAILED),
    syntacticalvalidity: pick('syntacticalvalidity', code === 8 || code > 9, code === 9),
    quality: pick('quality', code > 10 && !qualityPending, validationDone && qualityPending),
    macro: pick(
      'macro',
      (code === 12 || code > 13) && !macroPending,
      validationDone && macroPending,
    ),
    submission: pick('submission', code === SIGNED, false),
  }
}

/** Status polling stops at these codes (a resting state): formatting errors, S/V edits, edits to
 *  verify, ready to sign, signed; and at −1 (failed: a new upload is needed). */
export const isResting = (code: number) =>
  code === FAILED || code === 5 || code === 9 || code === 12 || code === 13 || code >= 14

/** Codes at which opening the upload step starts polling (processing under way). */
export const isProcessing = (code: number) => [2, 3, 4, 6, 7, 8, 10, 11].includes(code)

/** The edits summary is read once validation has finished. */
export const hasEdits = (code: number) => code === 9 || code >= 12

/** Short words for a status (the platform's own message is shown beside it where useful). */
export function statusWords(code: number): string {
  switch (code) {
    case -1:
      return 'Processing failed: upload the file again'
    case 0:
      return 'Not started'
    case 1:
      return 'No file uploaded yet'
    case 2:
      return 'Uploading'
    case 3:
      return 'Uploaded, waiting for the formatting check'
    case 4:
      return 'Checking the formatting'
    case 5:
      return 'Formatting errors: upload a corrected file'
    case 6:
      return 'Formatting correct, edit checks starting'
    case 7:
      return 'Checking syntactical and validity edits'
    case 8:
      return 'No syntactical or validity edits, checking quality edits'
    case 9:
      return 'Syntactical or validity edits: upload a corrected file'
    case 10:
      return 'No quality edits, checking macro quality edits'
    case 11:
      return 'Quality edits found, checking macro quality edits'
    case 12:
      return 'Macro quality edits verified, ready for review'
    case 13:
      return 'Edits to review and verify'
    case 14:
      return 'Ready to sign'
    case 15:
      return 'Signed: filing accepted'
    default:
      return `Unknown status (${code})`
  }
}

/** A submission stuck at 3 (uploaded) for more than 5 hours is treated as failed. */
export const MAX_UPLOAD_HOURS = 5
export const isStalled = (code: number, start: number, now: number) =>
  code === 3 && now - start > MAX_UPLOAD_HOURS * 3600_000

/** What the institutions list offers for a submission status. */
export type InstitutionAction =
  'start' | 'refile' | 'progress' | 'parse-errors' | 'edits' | 'sign' | 'receipt'

export function institutionAction(code: number, stalled = false): InstitutionAction {
  if (code === FAILED || stalled) return 'refile'
  if (code <= 1) return 'start'
  if (code <= 4 || code === 6 || code === 7 || code === 8) return 'progress'
  if (code === 5) return 'parse-errors'
  if (code === 12 || code === 14) return 'sign'
  if (code === 15) return 'receipt'
  return 'edits'
}
