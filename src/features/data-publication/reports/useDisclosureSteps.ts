import { useRef } from 'react'
import { useNavigate } from 'react-router-dom'
import { useConfig } from '@/config/useConfig'
import { fileServerBase, irsReportUrl } from '@/lib/api/files'
import { useRemoteQuery, type Remote } from '@/lib/api/queries'
import { filersQuery, institutionAreasQuery, type Filer } from '@/lib/api/reporting'
import { OVERVIEW_CRUMB, type Crumb } from '../format'
import { FOCUS_STATE, useFocusOnArrival } from '../hooks'
import { PRODUCTS } from '../products'
import { disclosureReportIds } from './reportIds'
import { msaLabel } from './reportModel'
import { isUnknownInstitution } from './unknownInstitution'

export const DISCLOSURE_BASE = PRODUCTS.disclosure.path

/** The parts of the address chosen so far (the LEI upper case). */
export interface DisclosureAddress {
  year?: string
  lei?: string
  msa?: string
  report?: string
}

/** Path of the disclosure reports' step with these parts. */
export const disclosurePath = (...parts: (string | undefined)[]) =>
  [DISCLOSURE_BASE, ...parts].join('/')

/** What `useDisclosureSteps` tells the screen; views take the parts they show. */
export type DisclosureSteps = ReturnType<typeof useDisclosureSteps>

/**
 * The steps of the disclosure reports (year, institution, area, report): the filers and areas
 * they load, what each choice is called, the breadcrumb trail and the step that has focus.
 */
export function useDisclosureSteps({ year, lei, msa, report }: DisclosureAddress) {
  const config = useConfig()
  const navigate = useNavigate()
  const fileServer = fileServerBase(config)
  const sources = { reporting: config.api.reporting, fileServer }
  // The filers are shown while no institution is chosen; once one is, the kept list is not.
  const listing = Boolean(year && !lei)
  const filerList = useRemoteQuery({ ...filersQuery(sources, year ?? ''), enabled: listing })
  const filers: Remote<Filer[]> = listing ? filerList : { status: 'idle', retry: filerList.retry }
  const areas = useRemoteQuery({
    ...institutionAreasQuery(sources, year ?? '', lei ?? ''),
    enabled: Boolean(year && lei),
  })
  const focusRef = useRef<HTMLHeadingElement>(null)
  useFocusOnArrival(focusRef)

  const institutionName = areas.data?.institution?.name
  const nationwide = msa === 'nationwide'
  const msaInfo = areas.data?.msaMds.find((m) => m.id === msa)
  const msaName = nationwide
    ? 'Nationwide'
    : msaInfo
      ? msaLabel(msaInfo)
      : msa
        ? `MSA/MD ${msa}`
        : ''
  const ids = year && msa ? disclosureReportIds(year, msa) : []
  const reportInfo = ids.find((r) => r.id === report)
  const msaKnown = !msa || nationwide || !areas.data || Boolean(msaInfo)
  // No filer under this LEI that year: say so, and offer nothing that cannot exist.
  const unknownLei = areas.status === 'error' && isUnknownInstitution(areas.error)
  const idWord = year === '2017' ? 'institution ID' : 'LEI'

  const path = disclosurePath
  const who = institutionName
    ? `${institutionName} (${lei})`
    : year === '2017'
      ? `Institution ${lei}`
      : `LEI ${lei}`
  const trail: Crumb[] = [
    OVERVIEW_CRUMB,
    { label: 'Disclosure Reports', to: `${DISCLOSURE_BASE}/` },
  ]
  if (year) trail.push({ label: year, to: path(year) })
  if (year && lei) trail.push({ label: institutionName ?? lei, to: path(year, lei) })
  if (year && lei && msa) trail.push({ label: msaName, to: path(year, lei, msa) })
  if (reportInfo) trail.push({ label: reportInfo.name })
  const lastCrumb = trail.at(-1)
  if (lastCrumb) delete lastCrumb.to

  const title = ['Disclosure Reports', year, lei, msa, reportInfo && `table ${report}`]
    .filter(Boolean)
    .join(' ')
  const current = !year ? 1 : !lei ? 2 : !msa ? 3 : !report ? 4 : 5
  const irsUrl =
    year && lei && year !== '2017' && !unknownLei && areas.status !== 'loading'
      ? irsReportUrl(year, lei)
      : null

  const chooseFiler = (filer: Filer) => {
    if (year) void navigate(path(year, filer.lei), { state: FOCUS_STATE })
  }

  return {
    fileServer,
    filers,
    areas,
    focusRef,
    nationwide,
    msaName,
    ids,
    reportInfo,
    msaKnown,
    unknownLei,
    idWord,
    who,
    trail,
    title,
    current,
    irsUrl,
    chooseFiler,
  }
}
