import table from './yearlessAddresses.json'
import type { DataPublicationKey, EnvironmentConfig } from './types'

/** An address without a year and the one it stands for: the product's latest year. */
export interface YearlessAddress {
  /** The address without a year (no trailing slash). */
  path: string
  /** The address of the latest configured year. */
  target: string
  year: string
  /** Every configured year, newest first. */
  years: string[]
}

type YearLists = Pick<
  EnvironmentConfig,
  'dataBrowserYears' | 'dataBrowserMapsYears' | 'dataPublicationYears'
>

/** The configured years named by `key` ("dataBrowserYears", "dataPublicationYears.mlar"…). */
export function yearsNamed(config: YearLists, key: string): string[] {
  const [list, product] = key.split('.')
  let years: string[] | undefined
  if (list === 'dataPublicationYears' && product) {
    const all = config.dataPublicationYears
    const own = all[product as DataPublicationKey]
    years = own?.length ? own : all.shared
  } else if (list === 'dataBrowserYears' || list === 'dataBrowserMapsYears') {
    years = config[list]
  }
  if (!years) throw new Error(`yearlessAddresses.json names an unknown year list: ${key}`)
  return [...years].sort((a, b) => Number(b) - Number(a))
}

/**
 * The year-less addresses of the app (src/config/yearlessAddresses.json) with their latest
 * year in `config`; an address whose list is empty is left out (the app shows not-found).
 */
export function yearlessAddresses(config: YearLists): YearlessAddress[] {
  return table.addresses.flatMap(({ path, years: key }) => {
    const years = yearsNamed(config, key)
    const year = years[0]
    return year ? [{ path, target: `${path}/${year}`, year, years }] : []
  })
}
