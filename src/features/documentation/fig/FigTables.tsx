/** The parts of the guide pages: section headings and text, the field and edit tables. */
import { Fragment, useRef, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { FigEditSection, FigField, FigSection } from './figModel'
import { useOverflows } from './useOverflows'

export function SectionHeading({ section }: { section: FigSection }) {
  return (
    <h2 id={section.anchor}>
      <a className="docs-anchor" href={`#${section.anchor}`}>
        {section.title}
      </a>
    </h2>
  )
}

export function Paragraphs({ section }: { section: FigSection }) {
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
  const overflows = useOverflows(ref)
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

export function FieldTable({
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
export function EditTable({ section, guideUrl }: { section: FigEditSection; guideUrl?: string }) {
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
