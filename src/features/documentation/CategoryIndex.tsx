import { OverviewContent } from '@/components/OverviewPage'
import { useConfig } from '@/config/useConfig'
import { allCategories, categoryById, pagesIn, type DocCategory } from './docsData'

/** Year of the quarterly supplement's first edition (quarterly filing began with 2020). */
const FIRST_QUARTERLY_YEAR = 2020

/** The guide and, from 2020, its supplement for quarterly filers, of the default year. */
function guideItems(year: string) {
  const items = [
    {
      title: `Filing Instructions Guide for ${year}`,
      text: 'Every field of the transmittal sheet and the loan/application register, with the edits a submission must pass.',
      to: `/documentation/fig/${year}/overview`,
    },
  ]
  if (Number(year) >= FIRST_QUARTERLY_YEAR) {
    items.push({
      title: `Supplemental Guide for Quarterly Filers for ${year}`,
      text: 'For institutions that file quarterly: the quarter on the transmittal sheet and the edits checked on quarterly filings.',
      to: `/documentation/fig/${year}/supplemental-guide-for-quarterly-filers`,
    })
  }
  return items
}

/**
 * /documentation/: the documentation home, titled "Documentation": the guides, the frequently
 * asked questions (one card each, as the menu's "FAQs" leads here) and the other sections.
 */
export function DocumentationHome() {
  const { defaultDocsPeriod } = useConfig()
  const faq = categoryById('faq')
  return (
    <div className="docs">
      <OverviewContent
        title="Documentation"
        description="Documentation: the Filing Instructions Guide, frequently asked questions, publications, tools and developer APIs of HMDA."
        intro={
          <p>
            How to prepare and file HMDA data, what the published data contains, how to use the
            tools and the public APIs.
          </p>
        }
        sections={[
          { heading: 'Filing Instructions Guide', items: guideItems(defaultDocsPeriod) },
          {
            heading: faq?.label ?? 'Frequently Asked Questions',
            items: pagesIn('faq').map((page) => ({
              title: page.title,
              text: page.description,
              to: page.url,
            })),
          },
          {
            heading: 'More documentation',
            items: [
              ...allCategories()
                .filter((c) => c.id !== 'faq')
                .map((c) => ({ title: c.label, text: c.description, to: c.indexUrl })),
              {
                title: 'Updates and Notes',
                text: 'Releases, updates and corrections to filing, data, tools and documentation.',
                to: '/updates-notes',
              },
            ],
          },
        ]}
      />
    </div>
  )
}

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
              ...guideItems(defaultDocsPeriod),
              ...others.map((c) => ({ title: c.label, text: c.description, to: c.indexUrl })),
            ],
          },
        ]}
      />
    </div>
  )
}
