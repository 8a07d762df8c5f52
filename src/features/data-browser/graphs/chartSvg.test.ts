import { describe, expect, it } from 'vitest'
import type { Graph } from '@/lib/api/quarterly'
import { chartSvg } from './chartSvg'
import { shownData } from './graphState'

const graph: Graph = {
  title: 'How have <median> DTIs & rates changed?',
  subtitle: '',
  xLabel: 'Year Quarter',
  yLabel: 'Median DTI',
  decimalPrecision: 2,
  series: [
    {
      name: 'FHA',
      updated: '',
      coordinates: [
        { x: '2024-Q1', y: 40 },
        { x: '2024-Q2', y: 42.5 },
        // 2024-Q3 suppressed: the line breaks there
        { x: '2024-Q4', y: 41 },
      ],
    },
    {
      name: 'VA',
      updated: '',
      coordinates: [
        { x: '2024-Q1', y: 38 },
        { x: '2024-Q2', y: 39 },
        { x: '2024-Q3', y: 39.5 },
        { x: '2024-Q4', y: 37 },
      ],
    },
    { name: 'HELOC', updated: '', coordinates: [{ x: '2024-Q1', y: 30 }] },
  ],
}

function parse(svg: string) {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml')
  expect(doc.querySelector('parsererror')).toBeNull()
  return doc
}

describe('chartSvg', () => {
  const data = shownData(graph, {
    periodLow: '2024-Q1',
    periodHigh: '2024-Q4',
    visibleSeries: ['FHA', 'VA'],
  })
  const svg = chartSvg(graph, data, [0, 1])
  const doc = parse(svg)

  it('is a standalone SVG document with a title naming the graph and period', () => {
    expect(svg.startsWith('<?xml')).toBe(true)
    const root = doc.documentElement
    expect(root.tagName).toBe('svg')
    expect(root.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg')
    expect(root.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/)
    expect(doc.querySelector('title')?.textContent).toBe(
      'How have <median> DTIs & rates changed? (2024-Q1 to 2024-Q4)',
    )
    // the markup characters in the title are escaped, not markup
    expect(svg).toContain('&lt;median&gt; DTIs &amp; rates')
  })

  it('draws one line per shown series, broken where a quarter is suppressed', () => {
    const lines = [...doc.querySelectorAll('path[data-series]')]
    expect(lines.map((p) => p.getAttribute('data-series'))).toEqual(['FHA', 'VA'])
    const fha = lines[0]?.getAttribute('d') ?? ''
    const va = lines[1]?.getAttribute('d') ?? ''
    // FHA: Q1–Q2 then a new segment at Q4; VA: one unbroken line of four points
    expect(fha.match(/M/g)).toHaveLength(2)
    expect(fha.match(/L/g)).toHaveLength(1)
    expect(va.match(/M/g)).toHaveLength(1)
    expect(va.match(/L/g)).toHaveLength(3)
    // the series' styles: colour and dash pattern as on the screen
    expect(lines[0]?.getAttribute('stroke')).toBe('#005ea2')
    expect(lines[0]?.hasAttribute('stroke-dasharray')).toBe(false)
    expect(lines[1]?.getAttribute('stroke-dasharray')).toBe('10 5')
  })

  it('marks an isolated point, which a line cannot show', () => {
    const isolated = [...doc.querySelectorAll('circle[data-series="FHA"]')]
    expect(isolated).toHaveLength(1)
  })

  it('higher values are drawn higher, within the plot', () => {
    const va = doc.querySelector('path[data-series="VA"]')?.getAttribute('d') ?? ''
    const ys = [...va.matchAll(/[ML]\s*([\d.]+)[ ,]([\d.]+)/g)].map((m) => Number(m[2]))
    // VA: 38, 39, 39.5, 37 → y (downwards) falls, falls, then rises below the start
    expect(ys).toHaveLength(4)
    expect(ys[1]).toBeLessThan(ys[0] ?? 0)
    expect(ys[2]).toBeLessThan(ys[1] ?? 0)
    expect(ys[3]).toBeGreaterThan(ys[0] ?? 0)
  })

  it('has a legend, axis labels and every shown quarter on the x axis', () => {
    const texts = [...doc.querySelectorAll('text')].map((t) => t.textContent)
    expect(texts).toEqual(expect.arrayContaining(['FHA', 'VA', 'Median DTI', 'Year Quarter']))
    expect(texts).not.toContain('HELOC')
    expect(texts).toEqual(expect.arrayContaining(['2024-Q1', '2024-Q2', '2024-Q3', '2024-Q4']))
    // y ticks use the graph's decimals
    const ticks = [...doc.querySelectorAll('text.y-tick')].map((t) => t.textContent ?? '')
    expect(ticks.length).toBeGreaterThanOrEqual(3)
    for (const t of ticks) expect(t).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/)
  })

  it('thins the x labels of a long range so they do not overlap', () => {
    const long: Graph = {
      ...graph,
      series: [
        {
          name: 'VA',
          updated: '',
          coordinates: Array.from({ length: 30 }, (_, i) => ({
            x: `${2018 + Math.floor(i / 4)}-Q${(i % 4) + 1}`,
            y: 30 + i,
          })),
        },
      ],
    }
    const d = shownData(long, {
      periodLow: '2018-Q1',
      periodHigh: '2025-Q2',
      visibleSeries: ['VA'],
    })
    const ticks = parse(chartSvg(long, d, [0])).querySelectorAll('text.x-tick')
    expect(ticks.length).toBeGreaterThan(4)
    expect(ticks.length).toBeLessThanOrEqual(12)
  })
})
