import { Link } from 'react-router-dom'
import { Announcements } from '@/components/Announcements'
import { PageMeta } from '@/components/PageMeta'
import { useHydrated } from '@/config/hydration'
import { useConfig } from '@/config/useConfig'
import { periodAnnouncements } from './periodAnnouncements'

interface Entry {
  to: string
  title: string
  text: string
}

function EntryList({ entries }: { entries: Entry[] }) {
  return (
    <ul className="entry-list">
      {entries.map((e) => (
        <li key={e.to}>
          <Link to={e.to} className="entry-list__title">
            {e.title}
          </Link>
          <p>{e.text}</p>
        </li>
      ))}
    </ul>
  )
}

export function HomePage() {
  const config = useConfig()
  const announcements = [...config.announcement, ...periodAnnouncements(config, config.derivedAt)]
  const docsYear = config.defaultDocsPeriod
  // The guide's current year depends on the date: the prerendered page names no year (its link
  // goes to the year current at build time) until the browser has the date.
  const hydrated = useHydrated()

  const filers: Entry[] = [
    {
      to: '/filing',
      title: 'Filing Platform',
      text: 'Sign in, upload your loan/application register, review edits and certify your submission.',
    },
    {
      to: '/tools/',
      title: 'Tools',
      text: 'Check a ULI’s check digit, compute rate spreads and check your file’s format before you file.',
    },
    {
      to: `/documentation/fig/${docsYear}/overview`,
      title: hydrated ? `Filing Instructions Guide for ${docsYear}` : 'Filing Instructions Guide',
      text: 'The fields to report, their valid values, and the edits your data must pass.',
    },
    {
      to: '/tools/rate-spread',
      title: 'Rate Spread Calculator',
      text: 'Compute the rate spread of a loan from its APR, rate-set date and terms.',
    },
    {
      to: '/documentation/faq',
      title: 'Frequently Asked Questions',
      text: 'Answers about filing, edits, check digits, geography and the published data.',
    },
  ]
  const dataUsers: Entry[] = [
    {
      to: '/data-browser/',
      title: 'Data Browser',
      text: 'Filter the national data by geography, lender and loan characteristics, then download or map it.',
    },
    {
      to: '/data-publication/',
      title: 'Data Publication',
      text: 'Loan-level datasets, each institution’s modified register, and aggregate and disclosure reports.',
    },
    {
      to: '/updates-notes',
      title: 'Updates and Notes',
      text: 'What changed in the datasets, tools and documentation, and when.',
    },
  ]

  return (
    <>
      <PageMeta
        title={null}
        description="Home Mortgage Disclosure Act home: file HMDA data, explore the nation's mortgage lending data, and read the programme's documentation."
      />
      <section className="home-hero">
        <div className="grid-container">
          <h1>Home Mortgage Disclosure Act</h1>
          <p className="usa-intro">
            The Home Mortgage Disclosure Act (HMDA) of 1975 requires many financial institutions to
            collect, report and publicly disclose information about the mortgages they make and the
            applications they receive. The data show whether lenders are serving the housing needs
            of their communities, help public officials target investment, and help identify
            possible discriminatory lending.
          </p>
        </div>
      </section>
      <div className="grid-container page">
        <Announcements items={announcements} />
        <div className="grid-row grid-gap-lg home-columns">
          <section className="tablet:grid-col-6" aria-labelledby="home-filers">
            <h2 id="home-filers">For filers</h2>
            <p>
              Financial institutions that report HMDA data file it here each year, and some each
              quarter.
            </p>
            <EntryList entries={filers} />
          </section>
          <section className="tablet:grid-col-6" aria-labelledby="home-data">
            <h2 id="home-data">For data users</h2>
            <p>
              Analysts, researchers, journalists and the public can explore and download the data.
            </p>
            <EntryList entries={dataUsers} />
          </section>
        </div>
      </div>
    </>
  )
}
