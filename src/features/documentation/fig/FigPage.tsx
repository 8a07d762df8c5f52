import { Fragment, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { Link, Navigate, useLocation, useParams } from 'react-router-dom'
import { NotFound } from '@/components/NotFound'
import { PageMeta } from '@/components/PageMeta'
import { Breadcrumbs } from '@/components/Breadcrumbs'
import { DOCS_HOME } from '../docsData'
import { TableOfContents } from '../TableOfContents'
import { useInSiteLinks, useScrollToHash } from '../useDocsLinks'
import {
  FIG_YEARS,
  figModel,
  figUrl,
  isFigYear,
  isQuarterlyYear,
  QUARTERLY_YEARS,
  quarterlyModel,
  quarterlyUrl,
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
  return (
    <>
      {section.paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {section.link && (
        <p>
          <Link to={section.link.url}>{section.link.text}</Link>
        </p>
      )}
    </>
  )
}

/**
 * A table in a box that scrolls sideways on narrow screens, so the page itself never gets
 * wider than the screen. While the table is wider than the box, the box is a labelled region
 * in the tab order, so it can be scrolled with the arrow keys.
 */
function TableBox({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const [overflows, setOverflows] = useState(false)
  useLayoutEffect(() => {
    const box = ref.current
    if (!box) return
    const measure = () => setOverflows(box.scrollWidth > box.clientWidth + 1)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(box)
    return () => observer.disconnect()
  }, [])
  return (
    <div
      ref={ref}
      className="fig-table-wrap"
      {...(overflows && {
        role: 'region',
        tabIndex: 0,
        'aria-label': `${label} (scroll sideways for more columns)`,
      })}
    >
      {children}
    </div>
  )
}

function FieldTable({
  section,
  fields,
  guideUrl,
}: {
  section: FigSection
  fields: readonly FigField[]
  /** The field names link to their rows in that guide (the supplement's table). */
  guideUrl?: string
}) {
  return (
    <section aria-labelledby={section.anchor} className="fig-section">
      <SectionHeading section={section} />
      <Paragraphs section={section} />
      <TableBox label={section.title}>
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
              <tr key={field.key} id={guideUrl ? undefined : field.anchor}>
                <td>{field.position}</td>
                <th scope="row">
                  <a className="fig-field-link" href={`${guideUrl ?? ''}#${field.anchor}`}>
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
      </TableBox>
    </section>
  )
}

/** `guideUrl`: the edit ids link to their entries in that guide (the supplement's tables). */
function EditTable({ section, guideUrl }: { section: FigEditSection; guideUrl?: string }) {
  return (
    <section aria-labelledby={section.anchor} className="fig-section">
      <SectionHeading section={section} />
      <Paragraphs section={section} />
      <TableBox label={section.title}>
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
                  <a className="fig-field-link" href={`${guideUrl ?? ''}#${edit.anchor}`}>
                    {edit.id}
                  </a>
                </th>
                <td>
                  {edit.fields.map((field, index) => (
                    <Fragment key={`${field.name}-${index}`}>
                      {index > 0 && '; '}
                      {field.anchor ? (
                        <a href={`${guideUrl ?? ''}#${field.anchor}`}>{field.name}</a>
                      ) : (
                        field.name
                      )}
                    </Fragment>
                  ))}
                </td>
                <td>
                  {edit.description}
                  {edit.change && <span className="fig-change">Change: {edit.change}</span>}
                  {edit.quarterly && !guideUrl && (
                    <span className="fig-quarterly">Also applies to quarterly filings.</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
    </section>
  )
}

function YearNav(props: {
  year: number
  years: readonly number[]
  url: (year: number) => string
  label: string
  text: string
}) {
  return (
    <nav className="fig-years" aria-label={props.label}>
      <span className="fig-years__label">{props.text}</span>
      <ul>
        {[...props.years].reverse().map((y) => (
          <li key={y}>
            <Link to={props.url(y)} aria-current={y === props.year ? 'page' : undefined}>
              {y}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
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

function QuarterlyGuide({ year }: { year: number }) {
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

const yearOf = (year: string) => (/^\d{4}$/.test(year) ? Number(year) : NaN)

/** /documentation/fig/:year/overview, generated from src/hmda; other years are not found. */
export function FigPage() {
  const value = yearOf(useParams().year ?? '')
  if (!isFigYear(value)) return <NotFound />
  return <Guide key={value} year={value} />
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
