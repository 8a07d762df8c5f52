import type { RefObject } from 'react'
import { disclosureReportUrl, irsReportUrl } from '@/lib/api/files'
import type { ReportId } from './reportIds'
import { Report2017Lazy, ReportViewerLazy } from './lazyViewers'

interface Props {
  year: string
  lei: string
  msa: string
  reportInfo: ReportId
  /** Display names of the institution ("Name (LEI)") and of the area. */
  who: string
  msaName: string
  fileServer: string
  headingRef?: RefObject<HTMLHeadingElement | null>
}

/**
 * One disclosure report: a 2017 table, the Institution Register Summary (nationwide, 2018 on)
 * or an MSA/MD table.
 */
export function DisclosureReport({
  year,
  lei,
  msa,
  reportInfo,
  who,
  msaName,
  fileServer,
  headingRef,
}: Props) {
  return (
    <section aria-labelledby="dp-report-heading" className="dp-report-section print-alone">
      <h2 id="dp-report-heading" ref={headingRef} tabIndex={-1}>
        {reportInfo.name}: {msaName}, {year}
      </h2>
      {year === '2017' ? (
        <Report2017Lazy url={disclosureReportUrl(fileServer, year, lei, msa, reportInfo.id)} />
      ) : msa === 'nationwide' ? (
        <ReportViewerLazy
          source={{
            url: irsReportUrl(year, lei),
            format: 'irs',
            id: 'IRS',
            what: `Institution Register Summary of ${lei} for ${year}`,
            irsCaption: `Institution Register Summary: ${who}, ${year} (amounts in thousands of dollars)`,
            csvName: `hmda-disclosure-${year}-${lei}-IRS.csv`,
          }}
        />
      ) : (
        <ReportViewerLazy
          source={{
            url: disclosureReportUrl(fileServer, year, lei, msa, reportInfo.id),
            format: 'json',
            id: reportInfo.id,
            what: `disclosure table ${reportInfo.id} of ${lei} for ${msaName} in ${year}`,
            csvName: `hmda-disclosure-${year}-${lei}-${msa}-table-${reportInfo.id}.csv`,
          }}
        />
      )}
    </section>
  )
}
