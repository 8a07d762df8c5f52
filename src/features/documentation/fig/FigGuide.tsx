import { Link } from 'react-router-dom'
import { PageMeta } from '@/components/PageMeta'
import { Breadcrumbs } from '@/components/Breadcrumbs'
import { DOCS_HOME } from '../docsData'
import { TableOfContents } from '../TableOfContents'
import { useInSiteLinks, useScrollToHash } from '../useDocsLinks'
import { FIG_YEARS, figModel, figUrl } from './figModel'
import { EditTable, FieldTable, Paragraphs, SectionHeading } from './FigTables'
import { YearNav } from './YearNav'

const TOOLS = [
  { name: 'File Format Verification', to: '/tools/file-format-verification' },
  { name: 'Online LAR Formatting', to: '/tools/online-lar-formatting' },
  { name: 'Check Digit', to: '/tools/check-digit' },
  { name: 'Rate Spread', to: '/tools/rate-spread' },
]

/** One year's Filing Instructions Guide. */
export function FigGuide({ year }: { year: number }) {
  const model = figModel(year)
  const onClick = useInSiteLinks()
  useScrollToHash(true)
  const sections = [...model.intro, model.ts, model.lar, ...model.editSections]
  return (
    <div className="grid-container page docs fig" onClick={onClick}>
      <PageMeta
        title={model.title}
        description={`The HMDA file format for ${year}: transmittal sheet and LAR fields, valid values and edits.`}
      />
      <Breadcrumbs
        className="docs-breadcrumbs"
        trail={[
          { label: 'Documentation', to: DOCS_HOME },
          { label: 'Filing Instructions Guide', to: figUrl(year) },
          { label: String(year) },
        ]}
      />
      <h1>{model.title}</h1>
      <YearNav
        year={year}
        years={FIG_YEARS}
        url={figUrl}
        label="Filing Instructions Guide year"
        text="Guide for another year:"
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
          <section aria-labelledby="check-your-file">
            <h2 id="check-your-file">Check your file</h2>
            <p>These tools apply the same layout and edits in your browser before you file:</p>
            <ul>
              {TOOLS.map((tool) => (
                <li key={tool.to}>
                  <Link to={tool.to}>{tool.name}</Link>
                </li>
              ))}
            </ul>
          </section>
          <FieldTable section={model.ts} fields={model.tsFields} />
          <FieldTable section={model.lar} fields={model.larFields} />
          {model.editSections.map((section) => (
            <EditTable key={section.anchor} section={section} />
          ))}
        </div>
      </div>
    </div>
  )
}
