import type { ReactNode, RefObject } from 'react'
import { useParams } from 'react-router-dom'
import { ErrorMessage } from '@/components/ErrorMessage'
import { NotFound } from '@/components/NotFound'
import { useConfig } from '@/config/useConfig'
import { YearNav, YearNotPublished } from '../common'
import { FOCUS_STATE } from '../hooks'
import { PRODUCTS, productYears } from '../products'
import { ReportLinks, Step } from './pickers'
import type { ReportId } from './reportIds'

type ReportProduct = 'aggregate' | 'disclosure'

/**
 * The route of a report picker (`{path}/{year}/…/{report}`, one splat route so that the screen
 * stays mounted from step to step and focus can move): more than four segments are not found,
 * a year the configuration does not publish says so; otherwise `children` gets the segments.
 */
export function ReportPickerRoute({
  product,
  children,
}: {
  product: ReportProduct
  children: (segments: (string | undefined)[], years: string[]) => ReactNode
}) {
  const segments = (useParams()['*'] ?? '').split('/').filter(Boolean)
  const config = useConfig()
  const years = productYears(config.dataPublicationYears, product)
  const year = segments[0]
  if (segments.length > 4) return <NotFound />
  if (year !== undefined && !years.includes(year)) {
    const info = PRODUCTS[product]
    return (
      <YearNotPublished
        name={info.name}
        plural={`${product === 'aggregate' ? 'Aggregate' : 'Disclosure'} reports`}
        path={info.path}
        year={year}
        years={years}
      />
    )
  }
  return children(segments, years)
}

/** Step 1 of a report picker: the published years as links. */
export function YearStep({
  product,
  years,
  year,
  headingRef,
}: {
  product: ReportProduct
  years: string[]
  year?: string
  headingRef?: RefObject<HTMLHeadingElement | null>
}) {
  const base = PRODUCTS[product].path
  return (
    <Step
      n={1}
      title="Year"
      chosen={year ? <strong>{year}</strong> : undefined}
      changeTo={`${base}/`}
      headingRef={headingRef}
    >
      <YearNav years={years} current={year} to={(y) => `${base}/${y}`} state={FOCUS_STATE} />
    </Step>
  )
}

/**
 * Step 4 of a report picker: the reports as links; an unknown report in the address is named
 * (`missing` says where it was looked for) above the list to choose from.
 */
export function ReportStep({
  report,
  reportInfo,
  ids,
  missing,
  changeTo,
  to,
  headingRef,
}: {
  report?: string
  reportInfo?: ReportId
  ids: ReportId[]
  missing: string
  changeTo: string
  to: (id: string) => string
  headingRef?: RefObject<HTMLHeadingElement | null>
}) {
  return (
    <Step
      n={4}
      title="Report"
      chosen={reportInfo ? <strong>{reportInfo.name}</strong> : undefined}
      changeTo={changeTo}
      headingRef={headingRef}
    >
      {report && !reportInfo && (
        <ErrorMessage as="p">There is no {missing}. Choose one of these:</ErrorMessage>
      )}
      <ReportLinks ids={ids} to={to} />
    </Step>
  )
}
