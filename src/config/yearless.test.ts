import { describe, expect, it } from 'vitest'
import prod from '../../config/prod.json'
import table from './yearlessAddresses.json'
import type { EnvironmentConfig } from './types'
import { yearlessAddresses, yearsNamed } from './yearless'

const config = prod as unknown as EnvironmentConfig

describe('year-less addresses', () => {
  it('open the latest configured year of each list', () => {
    const byPath = Object.fromEntries(yearlessAddresses(config).map((a) => [a.path, a]))
    expect(byPath['/data-browser/data']).toEqual({
      path: '/data-browser/data',
      target: `/data-browser/data/${prod.dataBrowserYears[0]}`,
      year: prod.dataBrowserYears[0],
      years: prod.dataBrowserYears,
    })
    expect(byPath['/data-browser/maps']?.year).toBe(prod.dataBrowserMapsYears[0])
    expect(byPath['/data-publication/one-year-national-loan-level-dataset']?.year).toBe(
      prod.dataPublicationYears.oneYear[0],
    )
    expect(byPath['/data-publication/national-aggregate-reports']?.target).toBe(
      '/data-publication/national-aggregate-reports/2017',
    )
    expect(Object.keys(byPath)).toEqual(table.addresses.map((a) => a.path))
  })

  it('sort the years newest first, fall back to the shared list, and leave out empty lists', () => {
    const edited = {
      ...config,
      dataBrowserYears: ['2019', '2026', '2020'],
      dataBrowserMapsYears: [],
      dataPublicationYears: { ...config.dataPublicationYears, mlar: [], shared: ['2030'] },
    }
    const byPath = Object.fromEntries(yearlessAddresses(edited).map((a) => [a.path, a]))
    expect(byPath['/data-browser/data']?.years).toEqual(['2026', '2020', '2019'])
    expect(byPath['/data-browser/maps']).toBeUndefined()
    expect(byPath['/data-publication/modified-lar']?.target).toBe(
      '/data-publication/modified-lar/2030',
    )
    expect(() => yearsNamed(config, 'dataBrowserYearz')).toThrow(/dataBrowserYearz/)
  })
})
