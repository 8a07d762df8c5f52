// The products' year tables (freeze dates, years never produced) and the built-in production
// configuration describe the same releases: a dataset with a freeze date was published, so the
// site must offer its year, and a year the site offers must have its date.
import { describe, expect, it } from 'vitest'
import prod from '../../../config/prod.json'
import { FREEZE_DATES, NOT_PRODUCED } from './products'

const sorted = (years: string[]) => [...years].sort()

describe('production configuration and the product year tables', () => {
  it.each(['snapshot', 'oneYear', 'threeYear'] as const)(
    'offers exactly the %s years that have a freeze date or are marked not produced',
    (product) => {
      const known = [
        ...Object.keys(FREEZE_DATES[product]),
        ...Object.keys(NOT_PRODUCED[product] ?? {}),
      ]
      expect(sorted(prod.dataPublicationYears[product])).toEqual(sorted(known))
    },
  )
})
