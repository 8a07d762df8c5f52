import { Suspense, use } from 'react'
import { Link } from 'react-router-dom'
import { PageMeta } from '@/components/PageMeta'
import { Spinner } from '@/components/Spinner'
import { Breadcrumbs } from '@/components/Breadcrumbs'
import { categoryById, DOCS_HOME, loadBody, neighbours, type DocPageMeta } from './docsData'
import { TableOfContents } from './TableOfContents'
import { useInSiteLinks, useScrollToHash } from './useDocsLinks'

/** Minimum number of headings for the "On this page" list. */
export const TOC_MIN_HEADINGS = 3

function DocBody({ page }: { page: DocPageMeta }) {
  const body = use(loadBody(page))
  useScrollToHash(true)
  const toc = body.toc.filter((entry) => entry.level <= 3)
  return (
    <div className="docs-layout">
      {body.toc.length >= TOC_MIN_HEADINGS && <TableOfContents entries={toc} />}
      <div className="docs-content" dangerouslySetInnerHTML={{ __html: body.html }} />
    </div>
  )
}

/** One markdown page: title, breadcrumbs, table of contents, body, previous/next. */
export function DocPage({ page }: { page: DocPageMeta }) {
  const category = categoryById(page.category)
  const { previous, next } = neighbours(page)
  const onClick = useInSiteLinks()
  return (
    <div className="grid-container page docs" onClick={onClick}>
      <PageMeta title={page.title} description={page.description || page.title} />
      <Breadcrumbs
        className="docs-breadcrumbs"
        trail={[
          { label: 'Documentation', to: DOCS_HOME },
          { label: category?.label ?? page.category, to: category?.indexUrl },
          { label: page.title },
        ]}
      />
      <article>
        <h1>{page.title}</h1>
        <Suspense fallback={<Spinner />}>
          <DocBody page={page} />
        </Suspense>
      </article>
      {(previous || next) && (
        <nav className="docs-pager" aria-label="Previous and next pages">
          {previous && (
            <Link className="docs-pager__previous" to={previous.url}>
              <span className="docs-pager__hint">Previous</span> {previous.title}
            </Link>
          )}
          {next && (
            <Link className="docs-pager__next" to={next.url}>
              <span className="docs-pager__hint">Next</span> {next.title}
            </Link>
          )}
        </nav>
      )}
    </div>
  )
}
