import { Link } from 'react-router-dom'
import { FIG_YEARS, figModel, figUrl } from './figModel'
import { EditTable, FieldTable } from './FigTables'
import { GuideLayout } from './GuideLayout'

const TOOLS = [
  { name: 'File Format Verification', to: '/tools/file-format-verification' },
  { name: 'Online LAR Formatting', to: '/tools/online-lar-formatting' },
  { name: 'Check Digit', to: '/tools/check-digit' },
  { name: 'Rate Spread', to: '/tools/rate-spread' },
]

/** One year's Filing Instructions Guide. */
export function FigGuide({ year }: { year: number }) {
  const model = figModel(year)
  return (
    <GuideLayout
      title={model.title}
      description={`The HMDA file format for ${year}: transmittal sheet and LAR fields, valid values and edits.`}
      crumb={String(year)}
      crumbUrl={figUrl(year)}
      years={{
        year,
        years: FIG_YEARS,
        url: figUrl,
        label: 'Filing Instructions Guide year',
        text: 'Guide for another year:',
      }}
      intro={model.intro}
      contents={[...model.intro, model.ts, model.lar, ...model.editSections]}
    >
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
    </GuideLayout>
  )
}
