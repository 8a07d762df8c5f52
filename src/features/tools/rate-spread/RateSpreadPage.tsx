import { PageMeta } from '@/components/PageMeta'
import { QueryProvider } from '@/components/QueryProvider'
import { SampleDataNotice } from '@/components/SampleDataNotice'
import { useConfig } from '@/config/useConfig'
import { fileServerBase } from '@/lib/api/files'
import { ToolAnnouncements } from '../ToolAnnouncements'
import { aporTableUrls } from './aporSource'
import { BatchSection } from './BatchSection'
import { RateSpreadForm } from './RateSpreadForm'
import '@/styles/choices.css'
import './rateSpread.css'

/**
 * The rate spread calculator: one loan, or a whole file; with the method and the APOR tables.
 * It mounts its own query cache (the tools' root does not carry the library).
 */
export function RateSpreadPage() {
  return (
    <QueryProvider>
      <RateSpreadScreen />
    </QueryProvider>
  )
}

function RateSpreadScreen() {
  const config = useConfig()
  // On local hosts the same-origin local file server, like every other file-server read.
  const fileServer = fileServerBase(config)
  const tables = aporTableUrls(fileServer)
  return (
    <div className="grid-container page rate-spread">
      <PageMeta
        title="Rate Spread"
        description="Rate Spread Calculator: find the rate spread to report for a loan, its APR minus the average prime offer rate for a comparable loan, one loan at a time or a whole file."
      />
      <h1>Rate Spread Calculator</h1>
      <ToolAnnouncements tool="Rate Spread" />
      <SampleDataNotice />
      <p className="usa-intro">
        Find the rate spread to report for a loan: its annual percentage rate (APR) minus the
        average prime offer rate (APOR) for a comparable loan in the week its rate was set.
      </p>

      <section aria-labelledby="rs-one">
        <h2 id="rs-one">Calculate one loan</h2>
        <RateSpreadForm fileServerDomain={fileServer} publicApiBase={config.api.public} />
      </section>

      <section aria-labelledby="rs-many">
        <h2 id="rs-many">Calculate many loans at once</h2>
        <BatchSection fileServerDomain={fileServer} />
      </section>

      <section aria-labelledby="rs-method">
        <h2 id="rs-method">How the rate spread is worked out</h2>
        <p>
          The average prime offer rate is an annual percentage rate worked out from the interest
          rates, points and other terms lenders are offering on low-risk (prime) mortgages. It is
          published weekly, separately for fixed-rate and variable-rate loans, for each term from 1
          to 50 years.
        </p>
        <ul className="usa-list">
          <li>
            <strong>Which APOR:</strong> the one for the loan&apos;s amortization type and term. For
            a variable-rate loan the term that counts is the number of years until the rate can
            first change, not the length of the loan.
          </li>
          <li>
            <strong>Which week:</strong> every row of the tables covers a week from Monday to
            Sunday, and is dated with its Monday. The calculator uses the row for the week that
            contains the rate-set (lock-in) date, so a rate set on a Sunday uses the rates dated six
            days earlier, and one set on a Monday uses the rates dated that same day.
          </li>
          <li>
            <strong>The result:</strong> the APR minus that APOR, rounded half up to three decimal
            places with exact decimal arithmetic, so 1.2345 becomes 1.235. The spread can be
            negative.
          </li>
          <li>
            <strong>Which loans get one:</strong> loans originated (action taken 1), applications
            approved but not accepted (2) and preapproval requests approved but not accepted (8)
            that are not reverse mortgages. For every other loan the rate spread is reported as NA.
          </li>
        </ul>
        <p>
          The calculator downloads the published tables the first time you calculate. If they cannot
          be downloaded, a single loan is sent to the HMDA Platform&apos;s rate spread service
          instead; the result says when that happened.
        </p>
        <h3>The APOR tables</h3>
        <ul className="usa-list">
          <li>
            <a href={tables.fixed}>APOR table for fixed-rate loans (YieldTableFixed.txt)</a>
          </li>
          <li>
            <a href={tables.variable}>
              APOR table for variable-rate loans (YieldTableAdjustable.txt)
            </a>
          </li>
        </ul>
        <p>
          Both are text files with one line per week: the Monday that starts the week, written
          m/d/yyyy, followed by the 50 rates in percent for terms of 1 to 50 years, all separated by
          a vertical bar (|).
        </p>
      </section>
    </div>
  )
}
