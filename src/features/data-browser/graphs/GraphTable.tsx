import { useEffect, type RefObject } from 'react'
import type { Graph } from '@/lib/api/quarterly'
import { formatValue, type ShownData } from './graphState'

/**
 * The chart's numbers as a table: a row per shown quarter, a column per visible series. It can be
 * folded away on screen, but is always printed with the graph (opened before printing).
 */
export function GraphTable({
  graph,
  data,
  tableRef,
}: {
  graph: Graph
  data: ShownData
  tableRef: RefObject<HTMLDetailsElement | null>
}) {
  useEffect(() => {
    const open = () => {
      if (tableRef.current) tableRef.current.open = true
    }
    window.addEventListener('beforeprint', open)
    return () => window.removeEventListener('beforeprint', open)
  }, [tableRef])
  if (data.series.length === 0 || data.quarters.length === 0) return null
  return (
    <details className="quarterly-graphs__table" open ref={tableRef}>
      <summary>Data table</summary>
      <div
        className="usa-table-container--scrollable"
        tabIndex={0}
        role="region"
        aria-label={`Data table: ${graph.title}`}
      >
        <table className="usa-table usa-table--compact" data-testid="graph-table">
          <caption>
            {graph.yLabel} by quarter, {data.quarters[0]} to {data.quarters.at(-1)}
            {graph.decimalPrecision > 0 ? ` (${graph.decimalPrecision} decimals)` : ''}
          </caption>
          <thead>
            <tr>
              <th scope="col">{graph.xLabel || 'Year Quarter'}</th>
              {data.series.map((s) => (
                <th scope="col" key={s.name} className="quarterly-graphs__num">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.quarters.map((q, i) => (
              <tr key={q}>
                <th scope="row">{q}</th>
                {data.series.map((s) => (
                  <td key={s.name} className="quarterly-graphs__num">
                    {formatValue(s.values[i] ?? null, graph.decimalPrecision)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="quarterly-graphs__note">
        &ldquo;Not shown&rdquo;: fewer than 100 records in that quarter, so the value is not
        published.
      </p>
    </details>
  )
}
