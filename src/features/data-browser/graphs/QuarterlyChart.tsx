/**
 * The line chart of a quarterly graph, drawn by uPlot (canvas) in its own chunk. The canvas is
 * not readable by assistive technology, so the chart is a focusable group with its own tooltip:
 * the mouse or the arrow keys (Home/End) choose a quarter, and the tooltip (also announced)
 * lists every visible series' value with the graph's decimals. The data table beside it carries
 * the same numbers.
 */
import { useEffect, useRef, useState } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { Graph } from '@/lib/api/quarterly'
import { formatValue, type ShownData } from './graphState'
import { SERIES_STYLES } from './seriesStyles'

export interface QuarterlyChartProps {
  graph: Graph
  data: ShownData
  /** Index of each shown series in the graph (keeps colours stable when series are hidden). */
  styleIndex: number[]
  /** Receives the chart's canvas for "Save image". */
  onCanvas?: (canvas: HTMLCanvasElement | null) => void
}

const HEIGHT = 360

export function QuarterlyChart({ graph, data, styleIndex, onCanvas }: QuarterlyChartProps) {
  const boxRef = useRef<HTMLDivElement>(null)
  const plotRef = useRef<uPlot | null>(null)
  // the chosen quarter belongs to one shown data set: a new range or series set starts afresh
  const [cursor, setCursor] = useState<{ data: ShownData; idx: number } | null>(null)
  const active = cursor?.data === data ? cursor.idx : null
  const activeRef = useRef<number | null>(null)

  useEffect(() => {
    const box = boxRef.current
    if (!box) return
    const decimals = graph.decimalPrecision
    activeRef.current = null
    const xs = data.quarters.map((_, i) => i)
    const plot = new uPlot(
      {
        width: Math.max(280, box.clientWidth),
        height: HEIGHT,
        legend: { show: false },
        scales: { x: { time: false } },
        cursor: { y: false, points: { size: 8 } },
        series: [
          { label: graph.xLabel || 'Year Quarter' },
          ...data.series.map((s, i) => {
            const style = SERIES_STYLES[(styleIndex[i] ?? i) % SERIES_STYLES.length]
            return {
              label: s.name,
              stroke: style?.color,
              dash: style?.dash,
              width: 2,
              points: { show: data.quarters.length <= 12 },
            }
          }),
        ],
        axes: [
          {
            label: graph.xLabel || 'Year Quarter',
            values: (_u, splits) => splits.map((v) => data.quarters[v] ?? ''),
            incrs: [1, 2, 4, 8, 12],
            space: 70,
          },
          {
            label: graph.yLabel,
            size: 70,
            values: (_u, splits) =>
              splits.map((v) =>
                Math.abs(v) >= 10_000
                  ? `${(v / 1000).toLocaleString('en-US', { maximumFractionDigits: 0 })}k`
                  : v.toLocaleString('en-US', { maximumFractionDigits: Math.max(decimals, 0) }),
              ),
          },
        ],
        hooks: {
          setCursor: [
            (u) => {
              const idx = u.cursor.idx
              const next = idx === undefined || idx === null ? activeRef.current : idx
              activeRef.current = next
              setCursor(next === null ? null : { data, idx: next })
            },
          ],
        },
      },
      [xs, ...data.series.map((s) => s.values)],
      box,
    )
    plotRef.current = plot
    onCanvas?.(plot.ctx.canvas)
    const observer = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(280, box.clientWidth), height: HEIGHT }),
    )
    observer.observe(box)
    return () => {
      observer.disconnect()
      plot.destroy()
      plotRef.current = null
      onCanvas?.(null)
    }
  }, [graph, data, styleIndex, onCanvas])

  function show(idx: number) {
    const plot = plotRef.current
    activeRef.current = idx
    setCursor({ data, idx })
    if (!plot) return
    const left = plot.valToPos(idx, 'x')
    plot.setCursor({ left, top: HEIGHT / 3 })
  }

  function onKeyDown(event: React.KeyboardEvent) {
    const last = data.quarters.length - 1
    if (last < 0) return
    const current = active ?? -1
    let next: number | null = null
    if (event.key === 'ArrowRight') next = Math.min(last, current + 1)
    else if (event.key === 'ArrowLeft') next = current < 0 ? last : Math.max(0, current - 1)
    else if (event.key === 'Home') next = 0
    else if (event.key === 'End') next = last
    if (next === null) return
    event.preventDefault()
    show(next)
  }

  const quarter = active !== null ? data.quarters[active] : undefined
  const tooltip =
    quarter === undefined
      ? null
      : {
          quarter,
          rows: data.series.map((s, i) => ({
            name: s.name,
            style: SERIES_STYLES[(styleIndex[i] ?? i) % SERIES_STYLES.length],
            value: formatValue(s.values[active ?? 0] ?? null, graph.decimalPrecision),
          })),
        }

  return (
    <div className="quarterly-chart">
      <div
        className="quarterly-chart__plot"
        role="group"
        tabIndex={0}
        aria-label={`Line chart: ${graph.title.replace(/[.?!]$/, '')}. ${graph.yLabel} by quarter. Use the left and right arrow keys to read each quarter's values; the table below has the same numbers.`}
        aria-describedby="quarterly-chart-tooltip"
        onKeyDown={onKeyDown}
        data-testid="quarterly-chart"
      >
        <div ref={boxRef} aria-hidden="true" />
      </div>
      <div
        id="quarterly-chart-tooltip"
        className="quarterly-chart__tooltip"
        aria-live="polite"
        data-testid="chart-tooltip"
      >
        {tooltip ? (
          <>
            <p className="quarterly-chart__tooltip-title">{tooltip.quarter}</p>
            <ul>
              {tooltip.rows.map((row) => (
                <li key={row.name}>
                  <span
                    className="quarterly-chart__swatch"
                    style={{ borderColor: row.style?.color, borderStyle: row.style?.border }}
                    aria-hidden="true"
                  />
                  {row.name}: <strong>{row.value}</strong>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="quarterly-chart__hint">
            Point at the chart, or focus it and use the arrow keys, to read a quarter&apos;s values.
          </p>
        )}
      </div>
    </div>
  )
}
