import { Link, useParams } from 'react-router-dom'
import { ApiErrorAlert } from '@/components/ApiErrorAlert'
import { NotFound } from '@/components/NotFound'
import { PageMeta } from '@/components/PageMeta'
import { SampleDataNotice } from '@/components/SampleDataNotice'
import { Spinner } from '@/components/Spinner'
import { useConfig } from '@/config/useConfig'
import { useRemoteQuery } from '@/lib/api/queries'
import { graphListQuery, graphQuery, quarterlyFilersQuery } from '@/lib/api/quarterly'
import { FilersTable } from './FilersTable'
import { latestYear } from './graphState'
import { GRAPHS_PATH, QuarterlyTabs } from './QuarterlyTabs'
import '@/styles/tables.css'
import './graphs.css'

/** /data-browser/graphs/quarterly/info/{filers|faq}: the section's two information views. */
export function QuarterlyInfoPage() {
  const { tab } = useParams()
  if (tab === 'filers') return <QuarterlyFilersView />
  if (tab === 'faq') return <QuarterlyFaq />
  return <NotFound />
}

/**
 * The institutions that file quarterly, with their records in the three years before the latest
 * year of the graphs. That year is read from the first graph of the list, as the table's API
 * needs it and the graphs are what the table explains.
 */
function QuarterlyFilersView() {
  const { api } = useConfig()
  const list = useRemoteQuery(graphListQuery())
  const first = list.data?.graphs[0]?.endpoint ?? null
  const graph = useRemoteQuery({ ...graphQuery(first ?? ''), enabled: first !== null })
  const year = graph.data ? latestYear(graph.data) : null
  const filers = useRemoteQuery({
    ...quarterlyFilersQuery(api.public, year ?? ''),
    enabled: year !== null,
  })
  const failed =
    list.status === 'error'
      ? { error: list.error, retry: list.retry, what: 'the list of quarterly graphs' }
      : graph.status === 'error'
        ? { error: graph.error, retry: graph.retry, what: 'the latest quarter of the graphs' }
        : filers.status === 'error'
          ? { error: filers.error, retry: filers.retry, what: 'the table of quarterly filers' }
          : null
  const loading = !failed && !filers.data

  return (
    <div className="grid-container page quarterly-graphs">
      <PageMeta
        title="Quarterly Graphs: Quarterly filers"
        description="The institutions that report HMDA data every quarter, with the number of records each reported in recent years; sortable and downloadable as CSV."
      />
      <h1 tabIndex={-1}>Quarterly filers</h1>
      <QuarterlyTabs current="filers" />
      <p>
        The institutions whose data the quarterly graphs are drawn from, with the records each
        reported for the years before {year ?? 'the latest year of the graphs'}.
      </p>
      <SampleDataNotice />
      {loading && <Spinner label="Loading the quarterly filers" />}
      {failed && <ApiErrorAlert error={failed.error} what={failed.what} onRetry={failed.retry} />}
      {filers.data && <FilersTable data={filers.data} />}
    </div>
  )
}

/** What the quarterly data is, where it comes from and how to read the graphs. */
function QuarterlyFaq() {
  return (
    <div className="grid-container page quarterly-graphs">
      <PageMeta
        title="Quarterly Graphs: About the quarterly data"
        description="Questions and answers about the HMDA quarterly data: who reports it, what the graphs measure, why some quarters are missing, and how to share and download a view."
      />
      <h1 tabIndex={-1}>About the quarterly data</h1>
      <QuarterlyTabs current="faq" />
      <div className="usa-prose quarterly-faq">
        <h2>Who reports HMDA data every quarter?</h2>
        <p>
          Most institutions report their loan/application register once a year. An institution that
          reported at least 60,000 covered loans and applications (not counting purchased loans) for
          the preceding calendar year must also report its data for each of the first three quarters
          of the current year, within 60 days of each quarter&rsquo;s end. The{' '}
          <Link to={`${GRAPHS_PATH}/info/filers`}>quarterly filers</Link> tab lists those
          institutions.
        </p>
        <h2>What do the graphs show?</h2>
        <p>
          Each graph follows one measure over time, quarter by quarter: how many applications and
          loans there were, and the median credit score, combined loan-to-value ratio,
          debt-to-income ratio, interest rate and total loan costs, and the share of applications
          denied. Most graphs draw one line per loan type; the graphs marked &ldquo;by
          race/ethnicity&rdquo; draw one line per group for conventional conforming or FHA loans.
          Graphs ending in &ldquo;Home Purchase&rdquo; or &ldquo;Refinance&rdquo; count only loans
          for that purpose.
        </p>
        <h2>Which quarter does a record count in?</h2>
        <p>
          The quarter of its action taken date: the date the application was decided, withdrawn or
          closed for incompleteness, or the loan was originated or purchased.
        </p>
        <h2>Why does a line have gaps?</h2>
        <p>
          A point that rests on fewer than 100 records is left out to protect applicants&rsquo;
          privacy and because a median of so few records says little. The line then skips that
          quarter.
        </p>
        <h2>How do quarterly filers compare with all filers?</h2>
        <p>
          The graph &ldquo;How much of the total loan/application count do quarterly filers account
          for?&rdquo; draws the quarterly filers&rsquo; count beside the count from every
          institution&rsquo;s annual filing. The other graphs use the quarterly filers&rsquo; data
          only, so they show the trend among the largest lenders rather than the whole market.
        </p>
        <h2>How do I share or download what I see?</h2>
        <p>
          The address in the browser keeps the graph, the period and the series shown; copy it or
          use &ldquo;Copy link&rdquo;. &ldquo;Download CSV&rdquo; saves exactly the numbers in the
          table below the chart; &ldquo;Save image&rdquo; and &ldquo;Save SVG&rdquo; save the chart
          as a PNG picture or as a scalable SVG drawing, and &ldquo;Print&rdquo; prints the graph
          with its table. The table under each chart holds the same numbers as the lines, for screen
          readers and for copying.
        </p>
        <h2>Where can I find the full data?</h2>
        <p>
          The quarterly graphs are a summary. For record-level data, use the{' '}
          <Link to="/data-browser/data">Datasets</Link> screen or the{' '}
          <Link to="/data-publication/">Data Publication</Link> files; the quarterly reporting rules
          are explained in the <Link to="/documentation/">documentation</Link>.
        </p>
      </div>
    </div>
  )
}
