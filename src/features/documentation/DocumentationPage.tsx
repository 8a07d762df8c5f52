import { lazy } from 'react'
import { Navigate, Route, Routes, useParams } from 'react-router-dom'
import { NotFound } from '@/components/NotFound'
import { useConfig } from '@/config/useConfig'
import { CategoryIndex, DocumentationHome } from './CategoryIndex'
import { DocPage } from './DocPage'
import { categoryById, categoryByIndexSlug, findPage } from './docsData'
import './documentation.scss'

// The guide pulls the HMDA layout and edit catalogue: its own chunk, loaded on demand.
const FigPage = lazy(() => import('./fig/FigPage').then((m) => ({ default: m.FigPage })))
const QuarterlyGuidePage = lazy(() =>
  import('./fig/FigPage').then((m) => ({ default: m.QuarterlyGuidePage })),
)
const FigYearRedirect = lazy(() =>
  import('./fig/FigPage').then((m) => ({ default: m.FigYearRedirect })),
)

function CategoryRoute() {
  const { indexSlug = '' } = useParams()
  const category = categoryByIndexSlug(indexSlug)
  return category ? <CategoryIndex category={category} /> : <NotFound />
}

/** /documentation/faq: the FAQ pages live under it, so the bare address goes to their index. */
function FaqRedirect() {
  const category = categoryById('faq')
  return category ? <Navigate replace to={category.indexUrl} /> : <NotFound />
}

function PageRoute() {
  const { category = '', slug = '' } = useParams()
  const page = findPage(category, slug)
  return page ? <DocPage key={page.url} page={page} /> : <NotFound />
}

function FigHome() {
  const { defaultDocsPeriod } = useConfig()
  return <Navigate replace to={`/documentation/fig/${defaultDocsPeriod}/overview`} />
}

/**
 * /documentation/*: the documentation home, category indexes, markdown pages, the guide and its
 * quarterly supplement per year, and short addresses that redirect to them.
 */
export function DocumentationPage() {
  return (
    <Routes>
      <Route index element={<DocumentationHome />} />
      <Route path="category/:indexSlug" element={<CategoryRoute />} />
      <Route path="faq" element={<FaqRedirect />} />
      <Route path="fig" element={<FigHome />} />
      <Route path="fig/:year" element={<FigYearRedirect />} />
      <Route path="fig/:year/overview" element={<FigPage />} />
      <Route
        path="fig/:year/supplemental-guide-for-quarterly-filers"
        element={<QuarterlyGuidePage />}
      />
      <Route path=":category/:slug" element={<PageRoute />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  )
}
