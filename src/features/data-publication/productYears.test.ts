// The products' year tables (freeze dates, years never produced) and the built-in production
// configuration describe the same releases: a dataset with a freeze date was published, so the
// site must offer its year, and a year the site offers must have its date.
import { describe, expect, it } from 'vitest'
import { BUILT_IN } from '@/config/loadConfig'
import table from '@/config/yearlessAddresses.json'
import { FREEZE_DATES, NOT_PRODUCED } from './datasetFiles'
import { PRODUCT_ORDER, PRODUCTS } from './products'

const prod = BUILT_IN.prod

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

describe('year-less addresses of the products (src/config/yearlessAddresses.json)', () => {
  it('are the products that open their latest year, each with its own year list', () => {
    const listed = table.addresses.filter((a) => a.path.startsWith('/data-publication/'))
    // Aggregate and disclosure reports start with a year picker instead.
    const expected = PRODUCT_ORDER.filter((key) => key !== 'aggregate' && key !== 'disclosure')
    expect(listed).toEqual(
      expected.map((key) => ({
        path: PRODUCTS[key].path,
        years: `dataPublicationYears.${PRODUCTS[key].configKey}`,
      })),
    )
  })
})
