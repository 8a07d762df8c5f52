/**
 * The validator's stages and their names. A module of its own so that screens can name stages
 * without pulling the engine (rules, parser, edit catalogue) into their first load.
 */
export type Stage = 'formatting' | 'syntactical' | 'validity'

export const STAGES: readonly Stage[] = ['formatting', 'syntactical', 'validity']

export const STAGE_NAMES: Readonly<Record<Stage, string>> = {
  formatting: 'Formatting',
  syntactical: 'Syntactical edits',
  validity: 'Validity edits',
}
