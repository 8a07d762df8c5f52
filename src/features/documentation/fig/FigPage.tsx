import { Navigate, useLocation, useParams } from 'react-router-dom'
import { NotFound } from '@/components/NotFound'
import { FigGuide } from './FigGuide'
import { figUrl, isFigYear, isQuarterlyYear } from './figModel'
import { QuarterlyGuide } from './QuarterlyGuide'

const yearOf = (year: string) => (/^\d{4}$/.test(year) ? Number(year) : NaN)

/** /documentation/fig/:year/overview, generated from src/hmda; other years are not found. */
export function FigPage() {
  const value = yearOf(useParams().year ?? '')
  if (!isFigYear(value)) return <NotFound />
  return <FigGuide key={value} year={value} />
}

/** /documentation/fig/:year/supplemental-guide-for-quarterly-filers, for 2020 onwards. */
export function QuarterlyGuidePage() {
  const value = yearOf(useParams().year ?? '')
  if (!isQuarterlyYear(value)) return <NotFound />
  return <QuarterlyGuide key={value} year={value} />
}

/** /documentation/fig/:year goes to that year's guide (keeping a #fragment); others: not found. */
export function FigYearRedirect() {
  const { hash } = useLocation()
  const value = yearOf(useParams().year ?? '')
  if (!isFigYear(value)) return <NotFound />
  return <Navigate replace to={`${figUrl(value)}${hash}`} />
}
