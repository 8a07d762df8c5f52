// Field rules that differ by filing year, other than codes added or withdrawn (those carry
// `since`/`until` in ./codes.ts). The layouts in ./lar.ts and ./ts.ts hold the latest rules; an
// override replaces parts of a field for the years from `from` to `to`, both included.
//
// Code changes recorded in ./codes.ts, for reference:
// - Automated Underwriting System Result: 18 to 24 were added in 2019.
// - Automated Underwriting System: 7 (internal proprietary system) was added in 2021.
// - Name and Version of Credit Scoring Model: 11 (FICO Score 9) was added in 2022, and 12 to 15
//   (FICO Score 8, 10 and 10T, VantageScore 4.0) in 2024.
import type { FieldOverride } from '../types'
import type { LarFieldKey } from './lar'
import type { TsFieldKey } from './ts'

type TypedOverride = Omit<FieldOverride, 'record' | 'key'> &
  (
    | { readonly record: 'lar'; readonly key: LarFieldKey }
    | { readonly record: 'ts'; readonly key: TsFieldKey }
  )

export const FIELD_OVERRIDES: readonly TypedOverride[] = [
  {
    record: 'lar',
    key: 'nmlsrId',
    from: 2018,
    to: 2020,
    patch: { type: 'text' },
    reason:
      'Until 2020 the identifier only had to be present; from 2021 it must be a whole number, NA or Exempt (edit V695).',
  },
]
