/**
 * Validity edits V660–V799 that can be decided from one record (LAR or transmittal sheet), for
 * filing years 2018–2026. Where an edit changed between years the rule branches on
 * `context.year`; a rule whose edit is not published for the context's year passes, so the list
 * can be run whole or filtered by the edit catalogue.
 */
import { TS_INDEX } from '../../schema'
import type { ValidityRule } from '../types'
import { AUS_RULES } from './rulesBAus'
import { CREDIT_RULES } from './rulesBCredit'
import { LOAN_RULES } from './rulesBLoan'
import { tsRule } from './shared'

const INSTITUTION_NAME = TS_INDEX.institutionName
const CALENDAR_QUARTER = TS_INDEX.calendarQuarter
const CONTACT_EMAIL = TS_INDEX.contactEmail
const TS_LEI = TS_INDEX.lei

/** Local part of letters, digits, `_`, `-`, `+` and dots; domain labels ending in 2+ letters. */
const EMAIL = /^[\w+-]+(?:\.[\w-]+)*@[A-Za-z0-9-]+(?:\.[A-Za-z0-9]+)*\.[A-Za-z]{2,}$/

/** Text that reads as a number (optional sign, fraction and exponent, surrounding spaces). */
const NUMERIC_TEXT = /^\s*[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?\s*$/

const QUARTER_TEXT = ['4', '1', '2', '3'] as const

const nameIsNumeric = (name: string | undefined): boolean =>
  name !== undefined && NUMERIC_TEXT.test(name)

export const TS_RULES_B: readonly ValidityRule[] = [
  tsRule('V717', (v, { year }) => year < 2020 || EMAIL.test(v[CONTACT_EMAIL] ?? '')),
  // Quarterly filings: the quarter being filed; annual filings (listed from 2022): 4.
  tsRule('V718', (v, { year, quarter }) => {
    if (quarter === null) return year < 2022 || v[CALENDAR_QUARTER] === '4'
    return year < 2020 || v[CALENDAR_QUARTER] === QUARTER_TEXT[quarter]
  }),
  tsRule('V719', (v, { year }) => year < 2021 || !nameIsNumeric(v[INSTITUTION_NAME])),
  tsRule('V719-1', (v, { year }) => year < 2023 || !nameIsNumeric(v[INSTITUTION_NAME])),
  tsRule('V719-2', (v, { year }) => year < 2023 || v[INSTITUTION_NAME] !== v[TS_LEI]),
]

/** Every rule of this part, in edit-id order. */
export const RULES_B: readonly ValidityRule[] = Object.freeze([
  ...CREDIT_RULES,
  ...LOAN_RULES,
  ...AUS_RULES,
  ...TS_RULES_B,
])

/** Edits of V660–V799 that need data from outside the file, and so are not checked here. */
export const NOT_CHECKED_B: readonly { readonly id: string; readonly reason: string }[] =
  Object.freeze([
    {
      id: 'V716',
      reason:
        'Needs the list of valid county FIPS codes (the county must exist and lie within the reported state).',
    },
  ])
