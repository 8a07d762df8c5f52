import { Fragment } from 'react'
import { Link, useParams } from 'react-router-dom'
import { NotFound } from '../../../components/NotFound'
import { PageMeta } from '../../../components/PageMeta'
import { Breadcrumbs } from '../Breadcrumbs'
import { DOCS_HOME } from '../docsData'
import { TableOfContents } from '../TableOfContents'
import { useInSiteLinks, useScrollToHash } from '../useDocsLinks'
import {
  FIG_YEARS,
  figModel,
  figUrl,
  isFigYear,
  type FigEditSection,
  type FigField,
  type FigSection,
} from './figModel'

const TOOLS = [
  { name: 'File Format Verification', to: '/tools/file-format-verification' },
  { name: 'Online LAR Formatting', to: '/tools/online-lar-formatting' },
  { name: 'Check Digit', to: '/tools/check-digit' },
  { name: 'Rate Spread', to: '/tools/rate-spread' },
]

function SectionHeading({ section }: { section: FigSection }) {
  return (
    <h2 id={section.anchor}>
      <a className="docs-anchor" href={`#${section.anchor}`}>
        {section.title}
      </a>
    </h2>
  )
}

function Paragraphs({ section }: { section: FigSection }) {
  return section.paragraphs.map((text) => <p key={text}>{text}</p>)
}

function FieldTable({ section, fields }: { section: FigSection; fields: readonly FigField[] }) {
  return (
    <section aria-labelledby={section.anchor} className="fig-section">
      <SectionHeading section={section} />
      <Paragraphs section={section} />
      <table className="fig-table fig-table--fields">
        <caption className="usa-sr-only">{section.title}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Field</th>
            <th scope="col">Type</th>
            <th scope="col">Valid values</th>
            <th scope="col">NA / Exempt</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field.key} id={field.anchor}>
              <td>{field.position}</td>
              <th scope="row">
                <a className="fig-field-link" href={`#${field.anchor}`}>
                  {field.name}
                </a>
                {field.dataPoint !== field.name && (
                  <span className="fig-datapoint">Data point: {field.dataPoint}</span>
                )}
                <span className="fig-help">{field.help}</span>
              </th>
              <td>{field.type}</td>
              <td>
                {field.validValues}
                {field.codes.length > 0 && (
                  <span className="fig-codes">
                    {field.codes.map((code) => `${code.value} – ${code.label}`).join('; ')}
                  </span>
                )}
              </td>
              <td>
                {[field.allowNA && 'NA', field.allowExempt && 'Exempt']
                  .filter(Boolean)
                  .join(', ') || 'No'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

function EditTable({ section }: { section: FigEditSection }) {
  return (
    <section aria-labelledby={section.anchor} className="fig-section">
      <SectionHeading section={section} />
      <Paragraphs section={section} />
      <table className="fig-table fig-table--edits">
        <caption className="usa-sr-only">{section.title}</caption>
        <thead>
          <tr>
            <th scope="col">Edit</th>
            <th scope="col">Fields</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {section.edits.map((edit) => (
            <tr key={edit.id} id={edit.anchor}>
              <th scope="row">
                {edit.familyAnchor && <span id={edit.familyAnchor} />}
                <a className="fig-field-link" href={`#${edit.anchor}`}>
                  {edit.id}
                </a>
              </th>
              <td>
                {edit.fields.map((field, index) => (
                  <Fragment key={`${field.name}-${index}`}>
                    {index > 0 && '; '}
                    {field.anchor ? <a href={`#${field.anchor}`}>{field.name}</a> : field.name}
                  </Fragment>
                ))}
              </td>
              <td>
                {edit.description}
                {edit.change && <span className="fig-change">Change: {edit.change}</span>}
                {edit.quarterly && (
                  <span className="fig-quarterly">Also applies to quarterly filings.</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

function Guide({ year }: { year: number }) {
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
        trail={[
          { label: 'Documentation', to: DOCS_HOME },
          { label: 'Filing Instructions Guide', to: figUrl(year) },
          { label: String(year) },
        ]}
      />
      <h1>{model.title}</h1>
      <nav className="fig-years" aria-label="Filing Instructions Guide year">
        <span className="fig-years__label">Guide for another year:</span>
        <ul>
          {[...FIG_YEARS].reverse().map((y) => (
            <li key={y}>
              <Link to={figUrl(y)} aria-current={y === year ? 'page' : undefined}>
                {y}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
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

/** /documentation/fig/:year/overview, generated from src/hmda; other years are not found. */
export function FigPage() {
  const { year = '' } = useParams()
  const value = Number(year)
  if (!/^\d{4}$/.test(year) || !isFigYear(value)) return <NotFound />
  return <Guide key={value} year={value} />
}
