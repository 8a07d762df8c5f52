// The data years of the built-in configuration must agree with one another: a product released
// for a year is released everywhere the site offers that year's data. These rules follow from how
// the programme publishes (the one-year dataset one year after the snapshot, the three-year one
// three years after), so a configuration updated in one list and not the others fails here.
import { describe, expect, it } from 'vitest'
import devBeta from '../../config/dev-beta.json'
import dev from '../../config/dev.json'
import prodBeta from '../../config/prod-beta.json'
import prod from '../../config/prod.json'

const CONFIGS = { prod, 'prod-beta': prodBeta, dev, 'dev-beta': devBeta }
/** Environments whose release years follow their data years (prod-beta keeps older ones). */
const RELEASED = { prod, dev, 'dev-beta': devBeta }

const newest = (years: string[]) => Math.max(...years.map(Number))
const isNewestFirst = (years: string[]) =>
  years.every((y, i) => i === 0 || Number(years[i - 1]) > Number(y))

describe.each(Object.entries(CONFIGS))('built-in configuration %s', (_name, config) => {
  const pub = config.dataPublicationYears
  const latest = newest(pub.shared)

  it('lists every year newest first', () => {
    for (const years of [
      ...Object.values(pub),
      config.dataBrowserYears,
      config.dataBrowserMapsYears,
    ])
      expect(isNewestFirst(years), years.join(',')).toBe(true)
  })

  it('offers the same years in Datasets as in Maps', () => {
    expect(config.dataBrowserYears).toEqual(config.dataBrowserMapsYears)
  })

  it('dates the one-year and three-year datasets one and three years behind the snapshot', () => {
    expect(newest(pub.snapshot)).toBe(latest)
    expect(newest(pub.oneYear)).toBe(latest - 1)
    expect(newest(pub.threeYear)).toBe(latest - 3)
  })

  it('publishes the loan-level files and reports of the latest year together', () => {
    for (const key of ['mlar', 'aggregate', 'disclosure', 'dynamic', 'snapshot'] as const)
      expect(newest(pub[key]), key).toBe(latest)
  })
})

describe.each(Object.entries(RELEASED))('release years of %s', (_name, config) => {
  const latest = String(newest(config.dataPublicationYears.shared))

  it('names the latest published year as the release and the Data Browser year', () => {
    expect(config.publicationReleaseYear).toBe(latest)
    expect(config.mlarReleaseYear).toBe(latest)
    expect(config.dataBrowserYears[0]).toBe(latest)
  })
})
