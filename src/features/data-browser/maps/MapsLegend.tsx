import { NO_DATA_COLOR, type Bin } from './mapData'

/** The map's legend: one swatch per bin of records per 1,000 people, then "no records". */
export function MapsLegend({ bins }: { bins: Bin[] }) {
  return (
    <div className="maps-legend">
      <h3 id="maps-legend-heading">Records per 1,000 people</h3>
      <ul aria-labelledby="maps-legend-heading">
        {bins.map((b) => (
          <li key={b.label}>
            <span className="maps-swatch" style={{ background: b.color }} />
            {b.label}
          </li>
        ))}
        <li>
          <span className="maps-swatch" style={{ background: NO_DATA_COLOR }} />
          No records or no population figure
        </li>
      </ul>
    </div>
  )
}
