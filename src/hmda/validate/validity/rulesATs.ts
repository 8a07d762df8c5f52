/**
 * Transmittal sheet validity edits V600–V607.
 */
import { TS_INDEX } from '../../schema'
import type { ValidityRule } from '../types'
import {
  STATE_CODES,
  inSet,
  isAlphanumeric,
  isBlankText,
  isPhone,
  isTaxId,
  isIntegerAboveZero,
  isZip,
  tsRule,
} from './shared'

const LEI = TS_INDEX.lei
const INSTITUTION_NAME = TS_INDEX.institutionName
const CONTACT_NAME = TS_INDEX.contactName
const CONTACT_EMAIL = TS_INDEX.contactEmail
const CONTACT_STREET = TS_INDEX.contactStreetAddress
const CONTACT_CITY = TS_INDEX.contactCity
const CALENDAR_QUARTER = TS_INDEX.calendarQuarter
const CONTACT_PHONE = TS_INDEX.contactPhone
const CONTACT_STATE = TS_INDEX.contactState
const CONTACT_ZIP = TS_INDEX.contactZipCode
const TOTAL_ENTRIES = TS_INDEX.totalEntries
const TAX_ID = TS_INDEX.taxId

const LEI_LENGTH = 20

/** Calendar quarter text by quarter number (0 unused: an annual filing reports 4). */
const QUARTER_TEXT = ['4', '1', '2', '3'] as const

export const TS_RULES_A: readonly ValidityRule[] = [
  tsRule('V600', (v) => {
    const lei = v[LEI]
    return lei !== undefined && lei.length === LEI_LENGTH && isAlphanumeric(lei)
  }),
  tsRule(
    'V601',
    (v) =>
      !isBlankText(v[INSTITUTION_NAME]) &&
      !isBlankText(v[CONTACT_NAME]) &&
      !isBlankText(v[CONTACT_EMAIL]) &&
      !isBlankText(v[CONTACT_STREET]) &&
      !isBlankText(v[CONTACT_CITY]),
  ),
  // An annual filing reports quarter 4. For a quarterly filing the quarter being filed is checked
  // by V718; here it only has to be that quarter (it is where the context's quarter comes from).
  tsRule('V602', (v, { quarter }) => v[CALENDAR_QUARTER] === QUARTER_TEXT[quarter ?? 0]),
  tsRule('V603', (v) => isPhone(v[CONTACT_PHONE])),
  tsRule('V604', (v) => inSet(STATE_CODES, v[CONTACT_STATE])),
  tsRule('V605', (v) => isZip(v[CONTACT_ZIP])),
  tsRule('V606', (v) => isIntegerAboveZero(v[TOTAL_ENTRIES])),
  tsRule('V607', (v) => isTaxId(v[TAX_ID])),
]
