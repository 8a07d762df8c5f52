import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom'
import { useHydrated } from '@/config/hydration'
import { ApiErrorAlert } from '@/components/ApiErrorAlert'
import { PageMeta } from '@/components/PageMeta'
import { SampleDataNotice } from '@/components/SampleDataNotice'
import { Spinner } from '@/components/Spinner'
import { Alert } from '@/components/Alert'
import { useRemoteQuery } from '@/lib/api/queries'
import { graphListQuery, graphQuery } from '@/lib/api/quarterly'
import { GraphPicker } from './GraphPicker'
import { GraphSection } from './GraphSection'
import { GRAPHS_PATH, QuarterlyTabs } from './QuarterlyTabs'
import '@/styles/choices.css'
import '@/styles/tables.css'
import './graphs.css'

/** /data-browser/graphs/quarterly/{graph}; without a graph, the first graph of the list. */
export function QuarterlyGraphsPage() {
  const { graph: endpoint } = useParams()
  const { search } = useLocation()
  const navigate = useNavigate()
  const list = useRemoteQuery(graphListQuery())
  const graph = useRemoteQuery({ ...graphQuery(endpoint ?? ''), enabled: !!endpoint })
  const graphs = list.data?.graphs ?? []
  const info = graphs.find((g) => g.endpoint === endpoint)
  const hydrated = useHydrated()

  const title = info?.title ?? graph.data?.title
  return (
    <div className="grid-container page quarterly-graphs">
      <PageMeta
        title={title ? `Quarterly Graphs: ${title}` : 'Data Browser: Quarterly Graphs'}
        description="Line charts of the HMDA data that the largest filers report every quarter: application and loan counts, credit scores, CLTV, DTI, denial rates, interest rates and total loan costs."
      />
      {/* Without a graph in the address, the first one (the page stays: no blank moment). */}
      {!endpoint && graphs[0] && (
        <Navigate replace to={{ pathname: `${GRAPHS_PATH}/${graphs[0].endpoint}`, search }} />
      )}
      <h1 tabIndex={-1}>Data Browser: Quarterly Graphs</h1>
      <QuarterlyTabs current="graphs" />
      <p className="usa-intro">
        Quarterly trends among the largest filers, each graph with a table of the same numbers to
        download.
      </p>
      {/* The list, the graph and the query are read once hydrated (see useHydrated). */}
      {hydrated && list.data?.overview && <p>{list.data.overview}</p>}
      {/* After the introduction: its arrival with the first answer moves no text already shown. */}
      <SampleDataNotice className="print-also" />

      {!hydrated && <div className="graphs-pending" />}
      {hydrated && list.status === 'loading' && <Spinner label="Loading the list of graphs" />}
      {hydrated && list.status === 'error' && (
        <ApiErrorAlert
          error={list.error}
          what={
            graph.status === 'error'
              ? 'the list of quarterly graphs and this graph'
              : 'the list of quarterly graphs'
          }
          onRetry={() => {
            list.retry()
            if (graph.status === 'error') graph.retry()
          }}
        />
      )}
      {hydrated && list.data && (
        <GraphPicker
          key={endpoint}
          graphs={graphs}
          current={endpoint}
          onPick={(next) => void navigate(`${GRAPHS_PATH}/${next}${keptPeriod(search)}`)}
        />
      )}
      {hydrated && list.data && endpoint && !info && (
        <Alert type="warning" live data-testid="unknown-graph">
          There is no quarterly graph named &ldquo;{endpoint}&rdquo;. Choose one of the graphs
          above.
        </Alert>
      )}

      {hydrated && endpoint && (!list.data || info) && (
        <>
          {graph.status === 'loading' && <Spinner label="Loading the graph" />}
          {graph.status === 'error' && list.status !== 'error' && (
            <ApiErrorAlert error={graph.error} what="this graph" onRetry={graph.retry} />
          )}
          {graph.data && <GraphSection key={endpoint} endpoint={endpoint} graph={graph.data} />}
        </>
      )}
    </div>
  )
}

/** Another graph keeps the period range (its series differ, so all of them are shown). */
function keptPeriod(search: string): string {
  const old = new URLSearchParams(search)
  const kept = new URLSearchParams()
  for (const name of ['periodLow', 'periodHigh']) {
    const value = old.get(name)
    if (value) kept.set(name, value)
  }
  const text = kept.toString()
  return text ? `?${text}` : ''
}
