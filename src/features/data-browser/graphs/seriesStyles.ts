/**
 * Line styles of the series: dark, colour-blind-safe colours (each at least 3:1 against white,
 * WCAG 1.4.11) and a dash pattern per series, so lines differ without colour too.
 */
export interface SeriesStyle {
  color: string
  /** uPlot dash pattern (undefined = solid). */
  dash?: number[]
  /** CSS border style of the swatch in legends and tooltips. */
  border: 'solid' | 'dashed' | 'dotted' | 'double'
}

export const SERIES_STYLES: readonly SeriesStyle[] = [
  { color: '#005ea2', border: 'solid' },
  { color: '#b64e00', dash: [10, 5], border: 'dashed' },
  { color: '#00796b', dash: [2, 4], border: 'dotted' },
  { color: '#a4336f', dash: [14, 4, 2, 4], border: 'double' },
  { color: '#5c4aa8', border: 'solid' },
  { color: '#1b1b1b', dash: [10, 5], border: 'dashed' },
]
