import { OverviewContent } from '../../components/OverviewPage'
import { useConfig } from '../../config/useConfig'
import { allCategories, pagesIn, type DocCategory } from './docsData'

/** A category's index: one card per page (title, description, link) and the other sections. */
export function CategoryIndex({ category }: { category: DocCategory }) {
  const { defaultDocsPeriod } = useConfig()
  const pages = pagesIn(category.id)
  const others = allCategories().filter((c) => c.id !== category.id)
  return (
    <div className="docs">
      <OverviewContent
        title={category.label}
        description={`${category.label}: ${category.description}`}
        intro={<p>{category.description}</p>}
        sections={[
          {
            heading: pages.length ? `${pages.length} pages` : 'Pages',
            items: pages.map((page) => ({
              title: page.title,
              text: page.description,
              to: page.url,
            })),
          },
          {
            heading: 'More documentation',
            items: [
              {
                title: `Filing Instructions Guide for ${defaultDocsPeriod}`,
                text: 'Every field of the transmittal sheet and the loan/application register, with the edits a submission must pass.',
                to: `/documentation/fig/${defaultDocsPeriod}/overview`,
              },
              ...others.map((c) => ({ title: c.label, text: c.description, to: c.indexUrl })),
            ],
          },
        ]}
      />
    </div>
  )
}
