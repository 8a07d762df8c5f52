import { Fragment } from 'react'
import { PageMeta } from '@/components/PageMeta'
import { Breadcrumbs } from '@/components/Breadcrumbs'
import { DOCS_HOME } from '../docsData'
import { TableOfContents } from '../TableOfContents'
import { useInSiteLinks, useScrollToHash } from '../useDocsLinks'
import { figUrl, QUARTERLY_YEARS, quarterlyModel, quarterlyUrl } from './figModel'
import { EditTable, FieldTable, Paragraphs, SectionHeading } from './FigTables'
import { YearNav } from './YearNav'

/** One year's supplement for quarterly filers. */
export function QuarterlyGuide({ year }: { year: number }) {
  const model = quarterlyModel(year)
  const onClick = useInSiteLinks()
  useScrollToHash(true)
  const guide = figUrl(year)
  const sections = [...model.intro, model.quarterSection, ...model.editSections, model.annualOnly]
  return (
    <div className="grid-container page docs fig" onClick={onClick}>
      <PageMeta
        title={model.title}
        description={`What differs for quarterly HMDA filings in ${year}: the calendar quarter on the transmittal sheet and the edits checked on quarterly files.`}
      />
      <Breadcrumbs
        className="docs-breadcrumbs"
        trail={[
          { label: 'Documentation', to: DOCS_HOME },
          { label: 'Filing Instructions Guide', to: guide },
          { label: `Quarterly filers ${year}` },
        ]}
      />
      <h1>{model.title}</h1>
      <YearNav
        year={year}
        years={QUARTERLY_YEARS}
        url={quarterlyUrl}
        label="Supplemental guide year"
        text="Supplement for another year:"
      />
      <div className="docs-layout">
        <TableOfContents
          entries={sections.map((s) => ({ id: s.anchor, text: s.title, level: 2 }))}
        />
        <div className="docs-content">
          {model.intro.map((section) => (
            <section key={section.anchor} aria-labelledby={section.anchor}>
              <SectionHeading section={section} />
              <Paragraphs section={section} />
            </section>
          ))}
          <FieldTable
            section={model.quarterSection}
            fields={[model.quarterField]}
            guideUrl={guide}
          />
          {model.editSections.map((section) => (
            <EditTable key={section.anchor} section={section} guideUrl={guide} />
          ))}
          <section aria-labelledby={model.annualOnly.anchor}>
            <SectionHeading section={model.annualOnly} />
            <p>
              {model.annualOnly.ids.length
                ? `These ${model.annualOnly.ids.length} edits of the ${year} guide are not checked on quarterly filings: `
                : model.annualOnly.paragraphs[0]}
              {model.annualOnly.ids.map((id, index) => (
                <Fragment key={id}>
                  {index > 0 && ', '}
                  <a href={`${guide}#edit-${id}`}>{id}</a>
                </Fragment>
              ))}
              {model.annualOnly.ids.length > 0 && '.'}
            </p>
          </section>
        </div>
      </div>
    </div>
  )
}
