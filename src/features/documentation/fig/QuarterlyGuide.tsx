import { Fragment } from 'react'
import { figUrl, QUARTERLY_YEARS, quarterlyModel, quarterlyUrl } from './figModel'
import { EditTable, FieldTable, SectionHeading } from './FigTables'
import { GuideLayout } from './GuideLayout'

/** One year's supplement for quarterly filers. */
export function QuarterlyGuide({ year }: { year: number }) {
  const model = quarterlyModel(year)
  const guide = figUrl(year)
  const { annualOnly } = model
  return (
    <GuideLayout
      title={model.title}
      description={`What differs for quarterly HMDA filings in ${year}: the calendar quarter on the transmittal sheet and the edits checked on quarterly files.`}
      crumb={`Quarterly filers ${year}`}
      crumbUrl={guide}
      years={{
        year,
        years: QUARTERLY_YEARS,
        url: quarterlyUrl,
        label: 'Supplemental guide year',
        text: 'Supplement for another year:',
      }}
      intro={model.intro}
      contents={[...model.intro, model.quarterSection, ...model.editSections, annualOnly]}
    >
      <FieldTable section={model.quarterSection} fields={[model.quarterField]} guideUrl={guide} />
      {model.editSections.map((section) => (
        <EditTable key={section.anchor} section={section} guideUrl={guide} />
      ))}
      <section aria-labelledby={annualOnly.anchor}>
        <SectionHeading section={annualOnly} />
        <p>
          {annualOnly.ids.length
            ? `These ${annualOnly.ids.length} edits of the ${year} guide are not checked on quarterly filings: `
            : annualOnly.paragraphs[0]}
          {annualOnly.ids.map((id, index) => (
            <Fragment key={id}>
              {index > 0 && ', '}
              <a href={`${guide}#edit-${id}`}>{id}</a>
            </Fragment>
          ))}
          {annualOnly.ids.length > 0 && '.'}
        </p>
      </section>
    </GuideLayout>
  )
}
