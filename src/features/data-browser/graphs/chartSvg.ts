/**
 * The shown chart as a standalone SVG document (pure: no DOM), for "Save SVG": the same
 * quarters, series, colours and dash patterns as the screen's chart, with the graph's title and
 * period, a legend and both axes. A suppressed quarter breaks a line (as on the screen); a point
 * with no neighbour is marked with a dot so it is not lost.
 */
import type { Graph } from '@/lib/api/quarterly'
import { formatValue, type ShownData } from './graphState'
import { SERIES_STYLES } from './seriesStyles'

const WIDTH = 960
const PLOT_HEIGHT = 360
const LEFT = 90
const RIGHT = 24
const LEGEND_COLUMNS = 3
const MAX_X_LABELS = 12

const escapeXml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;')

const num = (value: number) => String(Math.round(value * 10) / 10)

/** Round tick values covering [min, max]: steps of 1, 2 or 5 × 10ⁿ, about five of them. */
export function yTicks(min: number, max: number): number[] {
  let low = min
  let high = max
  if (low === high) {
    const pad = Math.abs(low) * 0.1 || 1
    low -= pad
    high += pad
  }
  const rough = (high - low) / 5
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = ([1, 2, 5, 10].find((m) => m * power >= rough) ?? 10) * power
  const first = Math.floor(low / step) * step
  const ticks: number[] = []
  for (let v = first; v < high + step * 0.999; v += step) ticks.push(Number(v.toPrecision(12)))
  return ticks
}

export function chartSvg(graph: Graph, data: ShownData, styleIndex: readonly number[]): string {
  const first = data.quarters[0] ?? ''
  const last = data.quarters.at(-1) ?? ''
  const title = `${graph.title} (${first} to ${last})`
  const legendRows = Math.ceil(data.series.length / LEGEND_COLUMNS)
  const top = 56 + 24 * legendRows + 16
  const bottom = top + PLOT_HEIGHT
  const height = bottom + 64
  const right = WIDTH - RIGHT
  const plotWidth = right - LEFT

  const values = data.series.flatMap((s) => s.values.filter((v): v is number => v !== null))
  const ticks = values.length ? yTicks(Math.min(...values), Math.max(...values)) : [0, 1]
  const yMin = ticks[0] ?? 0
  const yMax = ticks.at(-1) ?? 1
  const y = (v: number) => bottom - ((v - yMin) / (yMax - yMin || 1)) * PLOT_HEIGHT
  const count = data.quarters.length
  const x = (i: number) =>
    count <= 1 ? LEFT + plotWidth / 2 : LEFT + (i / (count - 1)) * plotWidth

  const out: string[] = []
  out.push('<?xml version="1.0" encoding="UTF-8"?>')
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="Source Sans Pro, Helvetica, Arial, sans-serif" role="img">`,
  )
  out.push(`<title>${escapeXml(title)}</title>`)
  out.push(`<rect width="${WIDTH}" height="${height}" fill="#ffffff"/>`)
  out.push(
    `<text x="16" y="32" font-size="18" font-weight="700" fill="#1b1b1b">${escapeXml(title)}</text>`,
  )

  // legend
  const columnWidth = (WIDTH - 32) / LEGEND_COLUMNS
  data.series.forEach((s, i) => {
    const style = SERIES_STYLES[(styleIndex[i] ?? i) % SERIES_STYLES.length]
    const lx = 16 + (i % LEGEND_COLUMNS) * columnWidth
    const ly = 60 + 24 * Math.floor(i / LEGEND_COLUMNS)
    out.push(
      `<line x1="${num(lx)}" y1="${ly - 5}" x2="${num(lx + 28)}" y2="${ly - 5}" stroke="${style?.color ?? '#1b1b1b'}" stroke-width="3"${dashAttr(style?.dash)}/>`,
    )
    out.push(
      `<text x="${num(lx + 36)}" y="${ly}" font-size="14" fill="#1b1b1b">${escapeXml(s.name)}</text>`,
    )
  })

  // y axis: grid lines and values with the graph's decimals
  for (const t of ticks) {
    const ty = num(y(t))
    out.push(`<line x1="${LEFT}" y1="${ty}" x2="${right}" y2="${ty}" stroke="#dfe1e2"/>`)
    out.push(
      `<text class="y-tick" x="${LEFT - 8}" y="${ty}" font-size="12" fill="#1b1b1b" text-anchor="end" dominant-baseline="middle">${escapeXml(formatValue(t, graph.decimalPrecision))}</text>`,
    )
  }
  const yLabelY = top + PLOT_HEIGHT / 2
  out.push(
    `<text x="18" y="${yLabelY}" font-size="14" fill="#1b1b1b" text-anchor="middle" transform="rotate(-90 18 ${yLabelY})">${escapeXml(graph.yLabel)}</text>`,
  )

  // x axis: every n-th quarter, at most MAX_X_LABELS labels
  out.push(`<line x1="${LEFT}" y1="${bottom}" x2="${right}" y2="${bottom}" stroke="#565c65"/>`)
  const every = Math.max(1, Math.ceil(count / MAX_X_LABELS))
  data.quarters.forEach((q, i) => {
    if (i % every !== 0) return
    const tx = num(x(i))
    out.push(
      `<line x1="${tx}" y1="${bottom}" x2="${tx}" y2="${bottom + 5}" stroke="#565c65"/>`,
      `<text class="x-tick" x="${tx}" y="${bottom + 20}" font-size="12" fill="#1b1b1b" text-anchor="middle">${escapeXml(q)}</text>`,
    )
  })
  out.push(
    `<text x="${LEFT + plotWidth / 2}" y="${bottom + 48}" font-size="14" fill="#1b1b1b" text-anchor="middle">${escapeXml(graph.xLabel || 'Year Quarter')}</text>`,
  )

  // the lines: a new segment after each suppressed quarter; isolated points as dots
  data.series.forEach((s, i) => {
    const style = SERIES_STYLES[(styleIndex[i] ?? i) % SERIES_STYLES.length]
    const color = style?.color ?? '#1b1b1b'
    const name = escapeXml(s.name)
    let d = ''
    const dots: string[] = []
    s.values.forEach((v, k) => {
      if (v === null) return
      const before = k > 0 && s.values[k - 1] !== null
      const after = k < s.values.length - 1 && s.values[k + 1] !== null
      d += `${before ? 'L' : 'M'}${num(x(k))} ${num(y(v))}`
      if (!before && !after)
        dots.push(
          `<circle data-series="${name}" cx="${num(x(k))}" cy="${num(y(v))}" r="3.5" fill="${color}"/>`,
        )
    })
    if (d)
      out.push(
        `<path data-series="${name}" d="${d}" fill="none" stroke="${color}" stroke-width="2.5" stroke-linejoin="round"${dashAttr(style?.dash)}/>`,
      )
    out.push(...dots)
  })

  out.push('</svg>')
  return `${out.join('\n')}\n`
}

function dashAttr(dash: readonly number[] | undefined): string {
  return dash?.length ? ` stroke-dasharray="${dash.join(' ')}"` : ''
}
