import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { Spinner } from '@/components/Spinner'
import { Alert } from '@/components/Alert'
import { Checkbox } from '@/components/Checkbox'
import { Select } from '@/components/Select'
import type { Graph } from '@/lib/api/quarterly'
import { saveFile, saveUrl } from '@/lib/saveFile'
import { chartSvg } from './chartSvg'
import { graphViewSearch, shownCsv, shownData, type GraphView, type ShownData } from './graphState'
import { GraphTable } from './GraphTable'
import { GRAPHS_PATH } from './QuarterlyTabs'
import { SERIES_STYLES } from './seriesStyles'
import { useGraphView } from './useGraphView'

const QuarterlyChart = lazy(() =>
  import('./QuarterlyChart').then((m) => ({ default: m.QuarterlyChart })),
)

/** One graph: its view controls, the chart, the exports (CSV, PNG, SVG, print) and the table. */
export function GraphSection({ endpoint, graph }: { endpoint: string; graph: Graph }) {
  const { quarters, names, view, problems, update, toggle, allQuarters, showAllQuarters } =
    useGraphView(graph)
  const data = useMemo(() => shownData(graph, view), [graph, view])
  const quarterOptions = useMemo(() => quarters.map((q) => ({ value: q, label: q })), [quarters])
  const styleIndex = useMemo(() => data.series.map((s) => names.indexOf(s.name)), [data, names])
  const canvas = useRef<HTMLCanvasElement | null>(null)
  const onCanvas = useCallback((c: HTMLCanvasElement | null) => {
    canvas.current = c
  }, [])
  const tableRef = useRef<HTMLDetailsElement | null>(null)
  const fromRef = useRef<HTMLSelectElement | null>(null)
  const [status, setStatus] = useState('')
  const nothingShown = data.series.length === 0 || data.quarters.length === 0

  function downloadCsv() {
    saveFile(`${fileBase(endpoint, view)}.csv`, shownCsv(graph, data))
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
    saveUrl(png, `${fileBase(endpoint, view)}.png`)
    setStatus('The chart was saved as a PNG image.')
  }

  function saveSvg() {
    saveFile(
      `${fileBase(endpoint, view)}.svg`,
      chartSvg(graph, data, styleIndex),
      'image/svg+xml;charset=utf-8',
    )
    setStatus('The chart was saved as an SVG image.')
  }

  function print() {
    // the table prints with the graph, even when it was folded away
    if (tableRef.current) tableRef.current.open = true
    window.print()
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
    <section aria-labelledby="graph-title" className="quarterly-graphs__graph print-alone">
      <h2 id="graph-title" data-testid="graph-title">
        {graph.title}
      </h2>
      {graph.subtitle && <p className="quarterly-graphs__subtitle">{graph.subtitle}</p>}
      {(problems.unknownSeries.length > 0 || problems.badPeriods.length > 0) && (
        <Alert type="info" slim className="no-print" live data-testid="view-problems">
          {problems.badPeriods.length > 0 &&
            `This graph has no data for ${problems.badPeriods.join(', ')}; its first or last quarter is shown instead. `}
          {problems.unknownSeries.length > 0 &&
            `This graph has no series named ${problems.unknownSeries.join(', ')}.`}
        </Alert>
      )}

      <div className="quarterly-graphs__controls no-print">
        <fieldset className="usa-fieldset quarterly-graphs__series">
          <legend className="usa-legend">Series</legend>
          {graph.series.map((s, i) => {
            const style = SERIES_STYLES[i % SERIES_STYLES.length]
            return (
              <Checkbox
                key={s.name}
                id={`series-${i}`}
                checked={view.visibleSeries.includes(s.name)}
                onChange={(checked) => toggle(s.name, checked)}
                label={
                  <>
                    <span
                      className="quarterly-chart__swatch"
                      style={{ borderColor: style?.color, borderStyle: style?.border }}
                      aria-hidden="true"
                    />
                    {s.name}
                    {s.coordinates.length === 0 && ' (no data)'}
                  </>
                }
              />
            )
          })}
        </fieldset>
        <fieldset className="usa-fieldset quarterly-graphs__period">
          <legend className="usa-legend">Period</legend>
          <Select
            id="period-low"
            label="From"
            ref={fromRef}
            value={view.periodLow}
            onChange={(periodLow) => update({ periodLow })}
            options={quarterOptions}
          />
          <Select
            id="period-high"
            label="To"
            value={view.periodHigh}
            onChange={(periodHigh) => update({ periodHigh })}
            options={quarterOptions}
          />
          {!allQuarters && (
            <button
              type="button"
              className="usa-button usa-button--unstyled quarterly-graphs__all-quarters"
              onClick={() => {
                showAllQuarters()
                // the button goes away with the full range: focus stays in the period controls
                fromRef.current?.focus()
              }}
            >
              Show all quarters
            </button>
          )}
        </fieldset>
      </div>

      <div className="quarterly-graphs__actions no-print">
        <button type="button" className="usa-button usa-button--outline" onClick={downloadCsv}>
          Download CSV
        </button>
        <button type="button" className="usa-button usa-button--outline" onClick={saveImage}>
          Save image
        </button>
        <button
          type="button"
          className="usa-button usa-button--outline"
          onClick={saveSvg}
          disabled={nothingShown}
        >
          Save SVG
        </button>
        <button type="button" className="usa-button usa-button--outline" onClick={print}>
          Print
        </button>
        <button
          type="button"
          className="usa-button usa-button--outline"
          onClick={() => void copyLink()}
        >
          Copy link
        </button>
      </div>
      <p className="quarterly-graphs__status no-print" role="status" data-testid="graph-status">
        {status}
      </p>

      {nothingShown ? (
        <Alert type="info" slim data-testid="nothing-shown">
          No series is selected. Tick at least one series to draw the chart.
        </Alert>
      ) : (
        <Suspense fallback={<Spinner label="Loading the chart" />}>
          <QuarterlyChart graph={graph} data={data} styleIndex={styleIndex} onCanvas={onCanvas} />
        </Suspense>
      )}

      <GraphTable graph={graph} data={data} tableRef={tableRef} />

      <p className="quarterly-graphs__more no-print">
        Which institutions are behind these numbers? See the{' '}
        <Link to={`${GRAPHS_PATH}/info/filers`}>quarterly filers</Link>, and{' '}
        <Link to={`${GRAPHS_PATH}/info/faq`}>how to read the quarterly graphs</Link>.
      </p>
    </section>
  )
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
