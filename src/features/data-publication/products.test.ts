import { describe, expect, it } from 'vitest'
import { combinedMlarUrl } from '@/lib/api/files'
import { datasetUrls, datasetYear, hasCombinedMlar, reporterPanel } from './datasetFiles'
import { pickYear, productYears, type DatasetKey } from './products'

const F = 'https://files.example.test'
// Every file URL per product and year (current layout; {F} = file server).
const EXPECTED: Record<DatasetKey, Record<string, string[]>> = {
  snapshot: {
    '2017': [
      `${F}/static-data/snapshot/2017/2017_public_lar_csv.zip`,
      `${F}/static-data/snapshot/2017/2017_public_lar_txt.zip`,
      `${F}/static-data/snapshot/2017/2017_public_ts_csv.zip`,
      `${F}/static-data/snapshot/2017/2017_public_ts_txt.zip`,
      `${F}/static-data/snapshot/2017/2017_public_panel_csv.zip`,
      `${F}/static-data/snapshot/2017/2017_public_panel_txt.zip`,
      `${F}/static-data/snapshot/2017/2017_public_msamd_csv.zip`,
      `${F}/static-data/snapshot/2017/2017_public_msamd_txt.zip`,
      `${F}/static-data/snapshot/2017/arid2017tolei/arid2017_to_lei_xref_csv.zip`,
      `${F}/static-data/snapshot/2017/arid2017tolei/arid2017_to_lei_xref_psv.zip`,
      `${F}/static-data/snapshot/2017/2017_publicstatic_dataformat.pdf`,
      `${F}/static-data/snapshot/2017/2017_publicstatic_codesheet.pdf`,
    ],
    '2018': [
      `${F}/static-data/snapshot/2018/2018_public_lar_csv.zip`,
      `${F}/static-data/snapshot/2018/2018_public_lar_pipe.zip`,
      `${F}/static-data/snapshot/2018/2018_public_ts_csv.zip`,
      `${F}/static-data/snapshot/2018/2018_public_ts_pipe.zip`,
      `${F}/static-data/snapshot/2018/2018_public_panel_csv.zip`,
      `${F}/static-data/snapshot/2018/2018_public_panel_pipe.zip`,
      `${F}/static-data/snapshot/2018/2018_public_msamd_csv.zip`,
      `${F}/static-data/snapshot/2018/2018_public_msamd_pipe.zip`,
      `${F}/static-data/snapshot/2017/arid2017tolei/arid2017_to_lei_xref_csv.zip`,
      `${F}/static-data/snapshot/2017/arid2017tolei/arid2017_to_lei_xref_psv.zip`,
    ],
    '2019': [
      `${F}/static-data/snapshot/2019/2019_public_lar_csv.zip`,
      `${F}/static-data/snapshot/2019/2019_public_lar_pipe.zip`,
      `${F}/static-data/snapshot/2019/2019_public_ts_csv.zip`,
      `${F}/static-data/snapshot/2019/2019_public_ts_pipe.zip`,
      `${F}/static-data/snapshot/2019/2019_public_panel_csv.zip`,
      `${F}/static-data/snapshot/2019/2019_public_panel_pipe.zip`,
      `${F}/static-data/snapshot/2019/2019_public_msamd_csv.zip`,
      `${F}/static-data/snapshot/2019/2019_public_msamd_pipe.zip`,
      `${F}/static-data/snapshot/2017/arid2017tolei/arid2017_to_lei_xref_csv.zip`,
      `${F}/static-data/snapshot/2017/arid2017tolei/arid2017_to_lei_xref_psv.zip`,
    ],
    '2020': [
      `${F}/static-data/snapshot/2020/2020_public_lar_csv.zip`,
      `${F}/static-data/snapshot/2020/2020_public_lar_pipe.zip`,
      `${F}/static-data/snapshot/2020/2020_public_ts_csv.zip`,
      `${F}/static-data/snapshot/2020/2020_public_ts_pipe.zip`,
      `${F}/static-data/snapshot/2020/2020_public_panel_csv.zip`,
      `${F}/static-data/snapshot/2020/2020_public_panel_pipe.zip`,
      `${F}/static-data/snapshot/2020/2020_public_msamd_csv.zip`,
      `${F}/static-data/snapshot/2020/2020_public_msamd_pipe.zip`,
      `${F}/static-data/snapshot/2017/arid2017tolei/arid2017_to_lei_xref_csv.zip`,
      `${F}/static-data/snapshot/2017/arid2017tolei/arid2017_to_lei_xref_psv.zip`,
    ],
    '2021': [
      `${F}/static-data/snapshot/2021/2021_public_lar_csv.zip`,
      `${F}/static-data/snapshot/2021/2021_public_lar_pipe.zip`,
      `${F}/static-data/snapshot/2021/2021_public_ts_csv.zip`,
      `${F}/static-data/snapshot/2021/2021_public_ts_pipe.zip`,
      `${F}/static-data/snapshot/2021/2021_public_panel_csv.zip`,
      `${F}/static-data/snapshot/2021/2021_public_panel_pipe.zip`,
      `${F}/static-data/snapshot/2021/2021_public_msamd_csv.zip`,
      `${F}/static-data/snapshot/2021/2021_public_msamd_pipe.zip`,
      `${F}/static-data/snapshot/2017/arid2017tolei/arid2017_to_lei_xref_csv.zip`,
      `${F}/static-data/snapshot/2017/arid2017tolei/arid2017_to_lei_xref_psv.zip`,
    ],
    '2022': [
      `${F}/static-data/snapshot/2022/2022_public_lar_csv.zip`,
      `${F}/static-data/snapshot/2022/2022_public_lar_pipe.zip`,
      `${F}/static-data/snapshot/2022/2022_public_ts_csv.zip`,
      `${F}/static-data/snapshot/2022/2022_public_ts_pipe.zip`,
      `${F}/static-data/snapshot/2022/2022_public_panel_csv.zip`,
      `${F}/static-data/snapshot/2022/2022_public_panel_pipe.zip`,
      `${F}/static-data/snapshot/2022/2022_public_msamd_csv.zip`,
      `${F}/static-data/snapshot/2022/2022_public_msamd_pipe.zip`,
      `${F}/static-data/snapshot/2017/arid2017tolei/arid2017_to_lei_xref_csv.zip`,
      `${F}/static-data/snapshot/2017/arid2017tolei/arid2017_to_lei_xref_psv.zip`,
    ],
    '2023': [
      `${F}/static-data/snapshot/2023/2023_public_lar_csv.zip`,
      `${F}/static-data/snapshot/2023/2023_public_lar_pipe.zip`,
      `${F}/static-data/snapshot/2023/2023_public_ts_csv.zip`,
      `${F}/static-data/snapshot/2023/2023_public_ts_pipe.zip`,
      `${F}/static-data/snapshot/2023/2023_public_panel_csv.zip`,
      `${F}/static-data/snapshot/2023/2023_public_panel_pipe.zip`,
      `${F}/static-data/snapshot/2023/2023_public_msamd_csv.zip`,
      `${F}/static-data/snapshot/2023/2023_public_msamd_pipe.zip`,
      `${F}/static-data/snapshot/2017/arid2017tolei/arid2017_to_lei_xref_csv.zip`,
      `${F}/static-data/snapshot/2017/arid2017tolei/arid2017_to_lei_xref_psv.zip`,
    ],
    '2024': [
      `${F}/static-data/snapshot/2024/2024_public_lar_csv.zip`,
      `${F}/static-data/snapshot/2024/2024_public_lar_pipe.zip`,
      `${F}/static-data/snapshot/2024/2024_public_ts_csv.zip`,
      `${F}/static-data/snapshot/2024/2024_public_ts_pipe.zip`,
      `${F}/static-data/snapshot/2024/2024_public_msamd_csv.zip`,
      `${F}/static-data/snapshot/2024/2024_public_msamd_pipe.zip`,
      `${F}/static-data/snapshot/2017/arid2017tolei/arid2017_to_lei_xref_csv.zip`,
      `${F}/static-data/snapshot/2017/arid2017tolei/arid2017_to_lei_xref_psv.zip`,
    ],
    '2025': [
      `${F}/static-data/snapshot/2025/2025_public_lar_csv.zip`,
      `${F}/static-data/snapshot/2025/2025_public_lar_pipe.zip`,
      `${F}/static-data/snapshot/2025/2025_public_ts_csv.zip`,
      `${F}/static-data/snapshot/2025/2025_public_ts_pipe.zip`,
      `${F}/static-data/snapshot/2025/2025_public_msamd_csv.zip`,
      `${F}/static-data/snapshot/2025/2025_public_msamd_pipe.zip`,
      `${F}/static-data/snapshot/2017/arid2017tolei/arid2017_to_lei_xref_csv.zip`,
      `${F}/static-data/snapshot/2017/arid2017tolei/arid2017_to_lei_xref_psv.zip`,
    ],
  },
  oneYear: {
    '2019': [
      `${F}/static-data/one-year/2019/2019_public_lar_one_year_csv.zip`,
      `${F}/static-data/one-year/2019/2019_public_lar_one_year_pipe.zip`,
      `${F}/static-data/one-year/2019/2019_public_ts_one_year_csv.zip`,
      `${F}/static-data/one-year/2019/2019_public_ts_one_year_pipe.zip`,
      `${F}/static-data/one-year/2019/2019_public_panel_one_year_csv.zip`,
      `${F}/static-data/one-year/2019/2019_public_panel_one_year_pipe.zip`,
      `${F}/static-data/one-year/2019/2019_public_msamd_one_year_csv.zip`,
      `${F}/static-data/one-year/2019/2019_public_msamd_one_year_pipe.zip`,
    ],
    '2020': [
      `${F}/static-data/one-year/2020/2020_public_lar_one_year_csv.zip`,
      `${F}/static-data/one-year/2020/2020_public_lar_one_year_pipe.zip`,
      `${F}/static-data/one-year/2020/2020_public_ts_one_year_csv.zip`,
      `${F}/static-data/one-year/2020/2020_public_ts_one_year_pipe.zip`,
      `${F}/static-data/one-year/2020/2020_public_panel_one_year_csv.zip`,
      `${F}/static-data/one-year/2020/2020_public_panel_one_year_pipe.zip`,
      `${F}/static-data/one-year/2020/2020_public_msamd_one_year_csv.zip`,
      `${F}/static-data/one-year/2020/2020_public_msamd_one_year_pipe.zip`,
    ],
    '2021': [
      `${F}/static-data/one-year/2021/2021_public_lar_one_year_csv.zip`,
      `${F}/static-data/one-year/2021/2021_public_lar_one_year_pipe.zip`,
      `${F}/static-data/one-year/2021/2021_public_ts_one_year_csv.zip`,
      `${F}/static-data/one-year/2021/2021_public_ts_one_year_pipe.zip`,
      `${F}/static-data/one-year/2021/2021_public_panel_one_year_csv.zip`,
      `${F}/static-data/one-year/2021/2021_public_panel_one_year_pipe.zip`,
      `${F}/static-data/one-year/2021/2021_public_msamd_one_year_csv.zip`,
      `${F}/static-data/one-year/2021/2021_public_msamd_one_year_pipe.zip`,
    ],
    '2022': [
      `${F}/static-data/one-year/2022/2022_public_lar_one_year_csv.zip`,
      `${F}/static-data/one-year/2022/2022_public_lar_one_year_pipe.zip`,
      `${F}/static-data/one-year/2022/2022_public_ts_one_year_csv.zip`,
      `${F}/static-data/one-year/2022/2022_public_ts_one_year_pipe.zip`,
      `${F}/static-data/one-year/2022/2022_public_panel_one_year_csv.zip`,
      `${F}/static-data/one-year/2022/2022_public_panel_one_year_pipe.zip`,
      `${F}/static-data/one-year/2022/2022_public_msamd_one_year_csv.zip`,
      `${F}/static-data/one-year/2022/2022_public_msamd_one_year_pipe.zip`,
    ],
    '2023': [
      `${F}/static-data/one-year/2023/2023_public_lar_one_year_csv.zip`,
      `${F}/static-data/one-year/2023/2023_public_lar_one_year_pipe.zip`,
      `${F}/static-data/one-year/2023/2023_public_ts_one_year_csv.zip`,
      `${F}/static-data/one-year/2023/2023_public_ts_one_year_pipe.zip`,
      `${F}/static-data/one-year/2023/2023_public_msamd_one_year_csv.zip`,
      `${F}/static-data/one-year/2023/2023_public_msamd_one_year_pipe.zip`,
    ],
    '2024': [
      `${F}/static-data/one-year/2024/2024_public_lar_one_year_csv.zip`,
      `${F}/static-data/one-year/2024/2024_public_lar_one_year_pipe.zip`,
      `${F}/static-data/one-year/2024/2024_public_ts_one_year_csv.zip`,
      `${F}/static-data/one-year/2024/2024_public_ts_one_year_pipe.zip`,
      `${F}/static-data/one-year/2024/2024_public_msamd_one_year_csv.zip`,
      `${F}/static-data/one-year/2024/2024_public_msamd_one_year_pipe.zip`,
    ],
  },
  threeYear: {
    '2017': [
      `${F}/static-data/three-year/2017/2017_public_lar_three_year_csv.zip`,
      `${F}/static-data/three-year/2017/2017_public_lar_three_year_pipe.zip`,
      `${F}/static-data/three-year/2017/2017_public_ts_three_year_csv.zip`,
      `${F}/static-data/three-year/2017/2017_public_ts_three_year_pipe.zip`,
      `${F}/static-data/three-year/2017/2017_public_panel_three_year_csv.zip`,
      `${F}/static-data/three-year/2017/2017_public_panel_three_year_pipe.zip`,
      `${F}/static-data/three-year/2017/2017_public_msamd_three_year_csv.zip`,
      `${F}/static-data/three-year/2017/2017_public_msamd_three_year_pipe.zip`,
      `${F}/static-data/snapshot/2017/2017_publicstatic_dataformat.pdf`,
    ],
    '2018': [
      `${F}/static-data/three-year/2018/2018_public_lar_three_year_csv.zip`,
      `${F}/static-data/three-year/2018/2018_public_lar_three_year_pipe.zip`,
      `${F}/static-data/three-year/2018/2018_public_ts_three_year_csv.zip`,
      `${F}/static-data/three-year/2018/2018_public_ts_three_year_pipe.zip`,
      `${F}/static-data/three-year/2018/2018_public_panel_three_year_csv.zip`,
      `${F}/static-data/three-year/2018/2018_public_panel_three_year_pipe.zip`,
      `${F}/static-data/three-year/2018/2018_public_msamd_three_year_csv.zip`,
      `${F}/static-data/three-year/2018/2018_public_msamd_three_year_pipe.zip`,
    ],
    '2019': [
      `${F}/static-data/three-year/2019/2019_public_lar_three_year_csv.zip`,
      `${F}/static-data/three-year/2019/2019_public_lar_three_year_pipe.zip`,
      `${F}/static-data/three-year/2019/2019_public_ts_three_year_csv.zip`,
      `${F}/static-data/three-year/2019/2019_public_ts_three_year_pipe.zip`,
      `${F}/static-data/three-year/2019/2019_public_panel_three_year_csv.zip`,
      `${F}/static-data/three-year/2019/2019_public_panel_three_year_pipe.zip`,
      `${F}/static-data/three-year/2019/2019_public_msamd_three_year_csv.zip`,
      `${F}/static-data/three-year/2019/2019_public_msamd_three_year_pipe.zip`,
    ],
    '2020': [
      `${F}/static-data/three-year/2020/2020_public_lar_three_year_csv.zip`,
      `${F}/static-data/three-year/2020/2020_public_lar_three_year_pipe.zip`,
      `${F}/static-data/three-year/2020/2020_public_ts_three_year_csv.zip`,
      `${F}/static-data/three-year/2020/2020_public_ts_three_year_pipe.zip`,
      `${F}/static-data/three-year/2020/2020_public_panel_three_year_csv.zip`,
      `${F}/static-data/three-year/2020/2020_public_panel_three_year_pipe.zip`,
      `${F}/static-data/three-year/2020/2020_public_msamd_three_year_csv.zip`,
      `${F}/static-data/three-year/2020/2020_public_msamd_three_year_pipe.zip`,
    ],
    '2021': [
      `${F}/static-data/three-year/2021/2021_public_lar_three_year_csv.zip`,
      `${F}/static-data/three-year/2021/2021_public_lar_three_year_pipe.zip`,
      `${F}/static-data/three-year/2021/2021_public_ts_three_year_csv.zip`,
      `${F}/static-data/three-year/2021/2021_public_ts_three_year_pipe.zip`,
      `${F}/static-data/three-year/2021/2021_public_msamd_three_year_csv.zip`,
      `${F}/static-data/three-year/2021/2021_public_msamd_three_year_pipe.zip`,
    ],
    '2022': [
      `${F}/static-data/three-year/2022/2022_public_lar_three_year_csv.zip`,
      `${F}/static-data/three-year/2022/2022_public_lar_three_year_pipe.zip`,
      `${F}/static-data/three-year/2022/2022_public_ts_three_year_csv.zip`,
      `${F}/static-data/three-year/2022/2022_public_ts_three_year_pipe.zip`,
      `${F}/static-data/three-year/2022/2022_public_msamd_three_year_csv.zip`,
      `${F}/static-data/three-year/2022/2022_public_msamd_three_year_pipe.zip`,
    ],
  },
  dynamic: {
    '2017': [
      `${F}/dynamic-data/2017/dynamic_lar_ultimate_2017.txt`,
      `${F}/dynamic-data/2017/dynamic_ts_ultimate_2017.txt`,
    ],
    '2018': [`${F}/dynamic-data/2018/2018_lar.zip`, `${F}/dynamic-data/2018/2018_ts.zip`],
    '2019': [`${F}/dynamic-data/2019/2019_lar.zip`, `${F}/dynamic-data/2019/2019_ts.zip`],
    '2020': [`${F}/dynamic-data/2020/2020_lar.zip`, `${F}/dynamic-data/2020/2020_ts.zip`],
    '2021': [`${F}/dynamic-data/2021/2021_lar.zip`, `${F}/dynamic-data/2021/2021_ts.zip`],
    '2022': [`${F}/dynamic-data/2022/2022_lar.zip`, `${F}/dynamic-data/2022/2022_ts.zip`],
    '2023': [`${F}/dynamic-data/2023/2023_lar.zip`, `${F}/dynamic-data/2023/2023_ts.zip`],
    '2024': [`${F}/dynamic-data/2024/2024_lar.zip`, `${F}/dynamic-data/2024/2024_ts.zip`],
    '2025': [`${F}/dynamic-data/2025/2025_lar.zip`, `${F}/dynamic-data/2025/2025_ts.zip`],
  },
}

describe('dataset file URLs', () => {
  for (const [product, years] of Object.entries(EXPECTED) as [
    DatasetKey,
    Record<string, string[]>,
  ][]) {
    for (const [year, urls] of Object.entries(years)) {
      it(`${product} ${year}: every file, in page order`, () => {
        expect(datasetUrls(datasetYear(F, product, year))).toEqual(urls)
      })
    }
  }

  it('a trailing slash on the file server is not doubled', () => {
    expect(datasetUrls(datasetYear(`${F}/`, 'dynamic', '2024'))).toEqual(EXPECTED.dynamic['2024'])
  })

  it('one-year 2017 and 2018 were not produced: no files, and the reason', () => {
    for (const year of ['2017', '2018']) {
      const d = datasetYear(F, 'oneYear', year)
      expect(d.files).toEqual([])
      expect(d.notProduced).toMatch(/not produced/)
    }
  })

  it('the Reporter Panel is marked as no longer produced from the years it stopped', () => {
    const panel = (p: DatasetKey, y: string) =>
      datasetYear(F, p, y).files.find((f) => f.kind === 'panel')
    expect(panel('snapshot', '2024')?.unavailable).toMatch(/no longer produced/)
    expect(panel('snapshot', '2025')?.unavailable).toMatch(/for 2025 is not released yet/)
    expect(panel('snapshot', '2023')?.unavailable).toBeUndefined()
    expect(panel('oneYear', '2023')?.unavailable).toMatch(/no longer produced/)
    expect(panel('oneYear', '2022')?.unavailable).toBeUndefined()
    expect(panel('threeYear', '2021')?.unavailable).toMatch(/no longer produced/)
    expect(panel('threeYear', '2020')?.unavailable).toBeUndefined()
  })

  it('freeze dates and notes', () => {
    expect(datasetYear(F, 'snapshot', '2018').freezeDate).toBe('August 7, 2019')
    expect(datasetYear(F, 'oneYear', '2019').freezeDate).toBe('April 5, 2022')
    expect(datasetYear(F, 'oneYear', '2019').note).toMatch(/more than twelve months/)
    expect(datasetYear(F, 'threeYear', '2022').freezeDate).toBe('December 31, 2025')
    expect(datasetYear(F, 'dynamic', '2024').freezeDate).toBeUndefined()
  })

  it('2017 dynamic files link their specifications', () => {
    expect(datasetYear(F, 'dynamic', '2017').extras.map((e) => e.url)).toEqual([
      'https://github.com/cfpb/hmda-platform/blob/v1.x/Documents/2017_Dynamic_LAR_Spec.csv',
      'https://github.com/cfpb/hmda-platform/blob/v1.x/Documents/2017_Dynamic_TS_Spec.csv',
    ])
  })
})

describe('combined modified LAR', () => {
  it('builds both files for 2018 and later', () => {
    expect(combinedMlarUrl(F, '2024', false)).toBe(
      `${F}/modified-lar/combined-mlar/2024/2024_combined_mlar.zip`,
    )
    expect(combinedMlarUrl(F, '2024', true)).toBe(
      `${F}/modified-lar/combined-mlar/2024/2024_combined_mlar_header.zip`,
    )
    expect(hasCombinedMlar('2018')).toBe(true)
    expect(hasCombinedMlar('2017')).toBe(false)
  })
})

describe('years', () => {
  const years = {
    shared: ['2023', '2024'],
    mlar: ['2022', '2024', '2023'],
    threeYear: [],
    oneYear: [],
    aggregate: [],
    disclosure: [],
    dynamic: [],
    snapshot: [],
    national: [],
  }
  it('newest first, the shared list when a product has none', () => {
    expect(productYears(years, 'mlar')).toEqual(['2024', '2023', '2022'])
    expect(productYears(years, 'snapshot')).toEqual(['2024', '2023'])
  })
  it('an unknown year falls back to the newest', () => {
    expect(pickYear(['2024', '2023'], '2023')).toBe('2023')
    expect(pickYear(['2024', '2023'], '1999')).toBe('2024')
    expect(pickYear(['2024', '2023'], undefined)).toBe('2024')
  })
})

describe('Reporter Panel per dataset year', () => {
  it('is in the files up to its last year, then no longer produced', () => {
    expect(reporterPanel('snapshot', '2023')).toEqual({ status: 'included' })
    expect(reporterPanel('snapshot', '2024')).toEqual({
      status: 'discontinued',
      lastYear: '2023',
      lenderFileReleased: true,
    })
    expect(reporterPanel('oneYear', '2022')).toEqual({ status: 'included' })
    expect(reporterPanel('oneYear', '2023')).toMatchObject({ lastYear: '2022' })
    expect(reporterPanel('threeYear', '2020')).toEqual({ status: 'included' })
    expect(reporterPanel('threeYear', '2021')).toMatchObject({ lastYear: '2020' })
    expect(reporterPanel('dynamic', '2024')).toBeNull()
  })

  it('a year whose replacement (the Lender File) is not released yet says so', () => {
    expect(reporterPanel('snapshot', '2025')).toEqual({
      status: 'discontinued',
      lastYear: '2023',
      lenderFileReleased: false,
    })
    const panel = datasetYear(F, 'snapshot', '2025').files.find((f) => f.kind === 'panel')
    expect(panel?.links).toEqual([])
    expect(panel?.unavailable).toBe(
      'The Reporter Panel is no longer produced (the last one is in the 2023 files). The Federal Reserve Bank of Philadelphia’s HMDA Lender File takes its place; the one for 2025 is not released yet.',
    )
    const older = datasetYear(F, 'oneYear', '2024').files.find((f) => f.kind === 'panel')
    expect(older?.unavailable).toBe(
      'The Reporter Panel is no longer produced (the last one is in the 2022 files). Use the Federal Reserve Bank of Philadelphia’s HMDA Lender File for 2024 instead.',
    )
  })
})
