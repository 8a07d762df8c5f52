/**
 * Where downloadable files live. The file-serving paths (`/file/...`: modified LAR, IRS) are same
 * origin. The file server (`fileServerDomain`: datasets, combined MLAR, report JSON) is an
 * absolute host in production; on a developer's machine and on the e2e test hosts the site uses
 * the same-origin prefix LOCAL_FILE_SERVER, which scripts/serve.mjs answers with sample files (or
 * proxies to HMDA_FILES_ORIGIN). See ARCHITECTURE.md, "Services".
 */
import { isPrerenderConfig } from '@/config/prerenderConfig'
import type { EnvironmentConfig } from '@/config/types'

/** Same-origin stand-in for the file server, answered by scripts/serve.mjs. */
export const LOCAL_FILE_SERVER = '/hmda-files'

/**
 * Hosts that use the local services: localhost, 127.0.0.1, [::1], and the reserved `.test`
 * domain (the e2e hosts, e.g. ffiec.hmda.test). No real deployment can have these names.
 */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '127.0.0.1' ||
    host === '[::1]' ||
    host === '::1' ||
    host.endsWith('.test')
  )
}

/** The file server base for this page: LOCAL_FILE_SERVER on local hosts, else the config's. */
export function fileServerBaseFor(
  hostname: string,
  config: Pick<EnvironmentConfig, 'fileServerDomain'>,
) {
  return isLocalHost(hostname) ? LOCAL_FILE_SERVER : config.fileServerDomain.replace(/\/+$/, '')
}

export function fileServerBase(config: Pick<EnvironmentConfig, 'fileServerDomain'>): string {
  // Hydrating a prerendered page: the production host's addresses, as in its HTML.
  const hostname =
    typeof window === 'undefined' || isPrerenderConfig(config) ? '' : window.location.hostname
  return fileServerBaseFor(hostname, config)
}

const seg = encodeURIComponent

/** Modified LAR of one institution, pipe-delimited (same origin, file-proxy). */
export const modifiedLarUrl = (year: string, lei: string, withHeader: boolean): string =>
  `/file/modifiedLar/year/${seg(year)}/institution/${seg(lei)}/txt${withHeader ? '/header' : ''}`

/** The name the site gives the downloaded modified LAR. */
export const modifiedLarFileName = (lei: string, withHeader: boolean): string =>
  `${lei}${withHeader ? '_header' : ''}.txt`

/** Institution Register Summary (the disclosure "nationwide" report), CSV, same origin. */
export const irsReportUrl = (year: string, lei: string): string =>
  `/file/reports/irs/year/${seg(year)}/institution/${seg(lei)}`

/** Combined modified LAR of every institution (a zip), on the file server. */
export const combinedMlarUrl = (fileServer: string, year: string, withHeader: boolean): string =>
  `${fileServer}/modified-lar/combined-mlar/${seg(year)}/${seg(year)}_combined_mlar${
    withHeader ? '_header' : ''
  }.zip`

/** 2017 report files are JSON inside `.txt`; 2018+ are `.json`. */
const reportExt = (year: string) => (year === '2017' ? 'txt' : 'json')

export const aggregateReportUrl = (
  fileServer: string,
  year: string,
  msaMd: string,
  id: string,
): string =>
  `${fileServer}/reports/aggregate/${seg(year)}/${seg(msaMd)}/${seg(id)}.${reportExt(year)}`

/** `lei` is the institution id for 2017. */
export const disclosureReportUrl = (
  fileServer: string,
  year: string,
  lei: string,
  msaMd: string,
  id: string,
): string =>
  `${fileServer}/reports/disclosure/${seg(year)}/${seg(lei)}/${seg(msaMd)}/${seg(id)}.${reportExt(year)}`

/** 2017 national aggregate report (the only year produced). */
export const nationalAggregateReportUrl = (fileServer: string, year: string, id: string): string =>
  `${fileServer}/reports/national/${seg(year)}/${seg(id)}.txt`
