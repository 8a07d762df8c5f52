import { lazy } from 'react'
import { Navigate, Route, Routes, useParams } from 'react-router-dom'
import { NotFound } from '../../components/NotFound'
import { useConfig } from '../../config/useConfig'
import { CategoryIndex } from './CategoryIndex'
import { DocPage } from './DocPage'
import { categoryById, categoryByIndexSlug, findPage } from './docsData'
import './documentation.scss'

// The guide pulls the HMDA layout and edit catalogue: its own chunk, loaded on demand.
const FigPage = lazy(() => import('./fig/FigPage').then((m) => ({ default: m.FigPage })))

function CategoryRoute() {
  const { indexSlug = '' } = useParams()
  const category = categoryByIndexSlug(indexSlug)
  return category ? <CategoryIndex category={category} /> : <NotFound />
}

function FaqIndex() {
  const category = categoryById('faq')
  return category ? <CategoryIndex category={category} /> : <NotFound />
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

/** /documentation/*: the FAQ index, category indexes, markdown pages and the guide per year. */
export function DocumentationPage() {
  return (
    <Routes>
      <Route index element={<FaqIndex />} />
      <Route path="category/:indexSlug" element={<CategoryRoute />} />
      <Route path="fig" element={<FigHome />} />
      <Route path="fig/:year/overview" element={<FigPage />} />
      <Route path=":category/:slug" element={<PageRoute />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  )
}
