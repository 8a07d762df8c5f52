import { describe, expect, it } from 'vitest'
import {
  aggregateReportUrl,
  combinedMlarUrl,
  disclosureReportUrl,
  fileServerBaseFor,
  irsReportUrl,
  isLocalHost,
  LOCAL_FILE_SERVER,
  modifiedLarFileName,
  modifiedLarUrl,
  nationalAggregateReportUrl,
} from './files'

const config = { fileServerDomain: 'https://files.example.gov/' }

describe('file locations', () => {
  it('uses the same-origin stand-in only on local and .test hosts', () => {
    for (const host of ['localhost', '127.0.0.1', 'ffiec.hmda.test', 'dev.beta.hmda.test'])
      expect(fileServerBaseFor(host, config)).toBe(LOCAL_FILE_SERVER)
    for (const host of [
      'ffiec.cfpb.gov',
      'ffiec.beta.cfpb.gov',
      'localhost.example.com',
      'test.gov',
    ])
      expect(fileServerBaseFor(host, config)).toBe('https://files.example.gov')
    expect(isLocalHost('app.localhost')).toBe(true)
  })

  it('builds the file-serving paths', () => {
    expect(modifiedLarUrl('2023', 'LEI123', false)).toBe(
      '/file/modifiedLar/year/2023/institution/LEI123/txt',
    )
    expect(modifiedLarUrl('2023', 'LEI123', true)).toBe(
      '/file/modifiedLar/year/2023/institution/LEI123/txt/header',
    )
    expect(modifiedLarFileName('LEI123', true)).toBe('LEI123_header.txt')
    expect(irsReportUrl('2019', 'B90YWS6AFX2LGWOXJ1LD')).toBe(
      '/file/reports/irs/year/2019/institution/B90YWS6AFX2LGWOXJ1LD',
    )
  })

  it('builds the file-server paths (2017 reports are .txt)', () => {
    const f = 'https://files.example.gov'
    expect(combinedMlarUrl(f, '2024', false)).toBe(
      `${f}/modified-lar/combined-mlar/2024/2024_combined_mlar.zip`,
    )
    expect(combinedMlarUrl(f, '2024', true)).toBe(
      `${f}/modified-lar/combined-mlar/2024/2024_combined_mlar_header.zip`,
    )
    expect(aggregateReportUrl(f, '2025', '38060', '4')).toBe(
      `${f}/reports/aggregate/2025/38060/4.json`,
    )
    expect(aggregateReportUrl(f, '2017', '38060', '3-2')).toBe(
      `${f}/reports/aggregate/2017/38060/3-2.txt`,
    )
    expect(disclosureReportUrl(f, '2025', '549300I4IUWMEMGLST06', '19124', '1')).toBe(
      `${f}/reports/disclosure/2025/549300I4IUWMEMGLST06/19124/1.json`,
    )
    expect(nationalAggregateReportUrl(f, '2017', '3-2')).toBe(`${f}/reports/national/2017/3-2.txt`)
  })
})
