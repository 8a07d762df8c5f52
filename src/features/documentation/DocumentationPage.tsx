import { OverviewSection } from '../../components/OverviewPage'
import { useConfig } from '../../config/useConfig'

export function DocumentationPage() {
  const { defaultDocsPeriod } = useConfig()
  return (
    <OverviewSection
      title="Documentation"
      description="Documentation: HMDA filing instructions, frequently asked questions, publication guides, tool guides and developer APIs."
      intro={<p>Guides for filers, data users and developers.</p>}
      sections={[
        {
          heading: 'Guides',
          items: [
            {
              title: `Filing Instructions Guide for ${defaultDocsPeriod}`,
              text: 'Every field of the loan/application register and transmittal sheet, its valid values, and the edits a filing must pass.',
            },
            {
              title: 'Frequently asked questions',
              text: 'Filing, identifiers (LEI, ULI and check digits), collection timelines, Login.gov sign-in, and the published data.',
            },
            {
              title: 'Publications',
              text: 'What each dataset and report contains, with the fields of the loan-level datasets.',
            },
            { title: 'Tools', text: 'How to use each of the platform tools.' },
            {
              title: 'Developer APIs',
              text: 'The public APIs behind the site: check digit, rate spread, file format check, data browser and file serving.',
            },
            {
              title: 'Updates and Notes',
              text: 'Changes to the data, tools and documentation.',
              to: '/updates-notes',
            },
          ],
        },
      ]}
    />
  )
}
