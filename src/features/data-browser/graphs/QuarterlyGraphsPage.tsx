import { lazy, Suspense, useCallback, useMemo, useRef, useState, type FormEvent } from 'react'
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom'
import { useHydrated } from '../../../config/hydration'
import { ApiErrorAlert } from '../../../components/ApiErrorAlert'
import { PageMeta } from '../../../components/PageMeta'
import { SampleDataNotice } from '../../../components/SampleDataNotice'
import { Spinner } from '../../../components/Spinner'
import { fetchGraph, fetchGraphList, type Graph, type GraphInfo } from '../../../lib/api/quarterly'
import { useRemote } from '../../../lib/api/useRemote'
import { downloadText } from '../../data-publication/reports/download'
import {
  graphQuarters,
  graphsByCategory,
  graphViewSearch,
  readGraphView,
  shownCsv,
  shownData,
  type GraphView,
  type ShownData,
} from './graphState'
import { GraphTable } from './GraphTable'
import { GRAPHS_PATH, QuarterlyTabs } from './QuarterlyTabs'
import { SERIES_STYLES } from './seriesStyles'
import '../../../styles/choices.css'
import '../../../styles/tables.css'
import './graphs.css'

const QuarterlyChart = lazy(() =>
  import('./QuarterlyChart').then((m) => ({ default: m.QuarterlyChart })),
)

/** /data-browser/graphs/quarterly/{graph}; without a graph, the first graph of the list. */
export function QuarterlyGraphsPage() {
  const { graph: endpoint } = useParams()
  const { search } = useLocation()
  const navigate = useNavigate()
  const list = useRemote('graphs', (signal) => fetchGraphList({ signal }))
  const graph = useRemote(endpoint ?? null, (signal) => fetchGraph(endpoint ?? '', { signal }))
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
      <SampleDataNotice />
      <p className="usa-intro">
        Quarterly trends among the largest filers, each graph with a table of the same numbers to
        download.
      </p>
      {/* The list, the graph and the query are read once hydrated (see useHydrated). */}
      {hydrated && list.data?.overview && <p>{list.data.overview}</p>}

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
        <div className="usa-alert usa-alert--warning" role="status" data-testid="unknown-graph">
          <div className="usa-alert__body">
            <p className="usa-alert__text">
              There is no quarterly graph named &ldquo;{endpoint}&rdquo;. Choose one of the graphs
              above.
            </p>
          </div>
        </div>
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

function GraphPicker({
  graphs,
  current,
  onPick,
}: {
  graphs: GraphInfo[]
  current?: string
  onPick: (endpoint: string) => void
}) {
  const [choice, setChoice] = useState(current ?? graphs[0]?.endpoint ?? '')
  const groups = useMemo(() => graphsByCategory(graphs), [graphs])
  function submit(event: FormEvent) {
    event.preventDefault()
    if (choice && choice !== current) onPick(choice)
  }
  return (
    <form className="quarterly-graphs__picker" onSubmit={submit}>
      <label className="usa-label" htmlFor="graph-choice">
        Graph
      </label>
      <div className="quarterly-graphs__picker-row">
        <select
          id="graph-choice"
          className="usa-select"
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
        >
          {groups.map(([category, items]) => (
            <optgroup key={category} label={category}>
              {items.map((g) => (
                <option key={g.endpoint} value={g.endpoint}>
                  {g.title}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <button type="submit" className="usa-button">
          Show graph
        </button>
      </div>
    </form>
  )
}

function GraphSection({ endpoint, graph }: { endpoint: string; graph: Graph }) {
  const { search } = useLocation()
  const navigate = useNavigate()
  const quarters = useMemo(() => graphQuarters(graph), [graph])
  const names = useMemo(() => graph.series.map((s) => s.name), [graph])
  const fromUrl = useMemo(
    () => readGraphView(new URLSearchParams(search), quarters, names),
    [search, quarters, names],
  )
  // The router applies a new address in a transition; the choice just made is shown at once
  // (controls and chart) until the address that holds it arrives.
  const [pending, setPending] = useState<{ from: string; view: GraphView } | null>(null)
  const view = pending?.from === search ? pending.view : fromUrl.view
  const { problems } = fromUrl
  const data = useMemo(() => shownData(graph, view), [graph, view])
  const styleIndex = useMemo(() => data.series.map((s) => names.indexOf(s.name)), [data, names])
  const canvas = useRef<HTMLCanvasElement | null>(null)
  const onCanvas = useCallback((c: HTMLCanvasElement | null) => {
    canvas.current = c
  }, [])
  const [status, setStatus] = useState('')

  function update(next: Partial<GraphView>) {
    const nextView = { ...view, ...next }
    setPending({ from: search, view: nextView })
    void navigate({ search: graphViewSearch(nextView) }, { replace: true })
  }

  function toggle(name: string, on: boolean) {
    const set = new Set(view.visibleSeries)
    if (on) set.add(name)
    else set.delete(name)
    update({ visibleSeries: names.filter((n) => set.has(n)) })
  }

  function downloadCsv() {
    downloadText(shownCsv(graph, data), `${fileBase(endpoint, view)}.csv`)
    setStatus('The CSV file of the shown data was downloaded.')
  }

  function saveImage() {
    const source = canvas.current
    if (!source) {
      setStatus('The chart is not drawn yet; try again in a moment.')
      return
    }
    const png = chartPng(source, graph, data, styleIndex)
    if (!png) {
      setStatus('This browser could not make an image of the chart.')
      return
    }
    const a = document.createElement('a')
    a.href = png
    a.download = `${fileBase(endpoint, view)}.png`
    document.body.append(a)
    a.click()
    a.remove()
    setStatus('The chart was saved as a PNG image.')
  }

  async function copyLink() {
    const url = `${window.location.origin}${GRAPHS_PATH}/${endpoint}${graphViewSearch(view)}`
    try {
      await navigator.clipboard.writeText(url)
      setStatus(`Link copied: ${url}`)
    } catch {
      setStatus(`Copying is not allowed here. The link to this view is ${url}`)
    }
  }

  return (
    <section aria-labelledby="graph-title" className="quarterly-graphs__graph">
      <h2 id="graph-title" data-testid="graph-title">
        {graph.title}
      </h2>
      {graph.subtitle && <p className="quarterly-graphs__subtitle">{graph.subtitle}</p>}
      {(problems.unknownSeries.length > 0 || problems.badPeriods.length > 0) && (
        <div
          className="usa-alert usa-alert--info usa-alert--slim"
          role="status"
          data-testid="view-problems"
        >
          <div className="usa-alert__body">
            <p className="usa-alert__text">
              {problems.badPeriods.length > 0 &&
                `This graph has no data for ${problems.badPeriods.join(', ')}; its first or last quarter is shown instead. `}
              {problems.unknownSeries.length > 0 &&
                `This graph has no series named ${problems.unknownSeries.join(', ')}.`}
            </p>
          </div>
        </div>
      )}

      <div className="quarterly-graphs__controls">
        <fieldset className="usa-fieldset quarterly-graphs__series">
          <legend className="usa-legend">Series</legend>
          {graph.series.map((s, i) => {
            const style = SERIES_STYLES[i % SERIES_STYLES.length]
            const id = `series-${i}`
            return (
              <div className="usa-checkbox" key={s.name}>
                <input
                  className="usa-checkbox__input"
                  id={id}
                  type="checkbox"
                  checked={view.visibleSeries.includes(s.name)}
                  onChange={(e) => toggle(s.name, e.target.checked)}
                />
                <label className="usa-checkbox__label" htmlFor={id}>
                  <span
                    className="quarterly-chart__swatch"
                    style={{ borderColor: style?.color, borderStyle: style?.border }}
                    aria-hidden="true"
                  />
                  {s.name}
                  {s.coordinates.length === 0 && ' (no data)'}
                </label>
              </div>
            )
          })}
        </fieldset>
        <fieldset className="usa-fieldset quarterly-graphs__period">
          <legend className="usa-legend">Period</legend>
          <label className="usa-label" htmlFor="period-low">
            From
          </label>
          <select
            id="period-low"
            className="usa-select"
            value={view.periodLow}
            onChange={(e) => update({ periodLow: e.target.value })}
          >
            {quarters.map((q) => (
              <option key={q} value={q}>
                {q}
              </option>
            ))}
          </select>
          <label className="usa-label" htmlFor="period-high">
            To
          </label>
          <select
            id="period-high"
            className="usa-select"
            value={view.periodHigh}
            onChange={(e) => update({ periodHigh: e.target.value })}
          >
            {quarters.map((q) => (
              <option key={q} value={q}>
                {q}
              </option>
            ))}
          </select>
        </fieldset>
      </div>

      <div className="quarterly-graphs__actions">
        <button type="button" className="usa-button usa-button--outline" onClick={downloadCsv}>
          Download CSV
        </button>
        <button type="button" className="usa-button usa-button--outline" onClick={saveImage}>
          Save image
        </button>
        <button
          type="button"
          className="usa-button usa-button--outline"
          onClick={() => void copyLink()}
        >
          Copy link
        </button>
      </div>
      <p className="quarterly-graphs__status" role="status" data-testid="graph-status">
        {status}
      </p>

      {data.series.length === 0 || data.quarters.length === 0 ? (
        <p className="usa-alert usa-alert--info usa-alert--slim" data-testid="nothing-shown">
          <span className="usa-alert__body usa-alert__text">
            No series is selected. Tick at least one series to draw the chart.
          </span>
        </p>
      ) : (
        <Suspense fallback={<Spinner label="Loading the chart" />}>
          <QuarterlyChart graph={graph} data={data} styleIndex={styleIndex} onCanvas={onCanvas} />
        </Suspense>
      )}

      <GraphTable graph={graph} data={data} />

      <p className="quarterly-graphs__more">
        Which institutions are behind these numbers? See the{' '}
        <Link to={`${GRAPHS_PATH}/info/filers`}>quarterly filers</Link>, and{' '}
        <Link to={`${GRAPHS_PATH}/info/faq`}>how to read the quarterly graphs</Link>.
      </p>
    </section>
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

const fileBase = (endpoint: string, view: GraphView) =>
  `hmda-quarterly-${endpoint}-${view.periodLow}-to-${view.periodHigh}`

/** The chart as a PNG data URL: white background, title, legend, then the plot. */
function chartPng(
  source: HTMLCanvasElement,
  graph: Graph,
  data: ShownData,
  styleIndex: number[],
): string | null {
  const scale = source.width / Math.max(1, source.clientWidth || source.width)
  const header = Math.round((36 + 22 * Math.ceil(data.series.length / 3)) * scale)
  const out = document.createElement('canvas')
  out.width = source.width
  out.height = source.height + header
  const ctx = out.getContext('2d')
  if (!ctx) return null
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(0, 0, out.width, out.height)
  ctx.fillStyle = '#1b1b1b'
  ctx.font = `bold ${Math.round(16 * scale)}px sans-serif`
  ctx.fillText(
    `${graph.title} (${data.quarters[0]} to ${data.quarters.at(-1)})`,
    8 * scale,
    22 * scale,
  )
  ctx.font = `${Math.round(13 * scale)}px sans-serif`
  const columnWidth = out.width / 3
  data.series.forEach((s, i) => {
    const style = SERIES_STYLES[(styleIndex[i] ?? i) % SERIES_STYLES.length]
    const x = 8 * scale + (i % 3) * columnWidth
    const y = (44 + 22 * Math.floor(i / 3)) * scale
    ctx.strokeStyle = style?.color ?? '#1b1b1b'
    ctx.lineWidth = 3 * scale
    ctx.setLineDash((style?.dash ?? []).map((d) => d * scale))
    ctx.beginPath()
    ctx.moveTo(x, y - 4 * scale)
    ctx.lineTo(x + 24 * scale, y - 4 * scale)
    ctx.stroke()
    ctx.fillText(s.name, x + 30 * scale, y)
  })
  ctx.drawImage(source, 0, header)
  return out.toDataURL('image/png')
}
