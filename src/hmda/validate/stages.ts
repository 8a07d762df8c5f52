/**
 * The validator's stages and their names. A module of its own so that screens can name stages
 * without pulling the engine (rules, parser, edit catalogue) into their first load.
 *
 * `STAGES` are the stages whose findings are errors the file must not have; quality and macro
 * edits (`VERIFY_STAGES`) are edits the platform asks the filer to verify, once the file passes
 * the syntactical and validity edits.
 */
export type ErrorStage = 'formatting' | 'syntactical' | 'validity'
export type VerifyStage = 'quality' | 'macro'
export type Stage = ErrorStage | VerifyStage

export const STAGES: readonly ErrorStage[] = ['formatting', 'syntactical', 'validity']
export const VERIFY_STAGES: readonly VerifyStage[] = ['quality', 'macro']

export const STAGE_NAMES: Readonly<Record<Stage, string>> = {
  formatting: 'Formatting',
  syntactical: 'Syntactical edits',
  validity: 'Validity edits',
  quality: 'Quality edits',
  macro: 'Macro edits',
}
