import { Link } from 'react-router-dom'

/** The links to the same guide for the other years (the shown year is the current page). */
export function YearNav(props: {
  year: number
  years: readonly number[]
  url: (year: number) => string
  label: string
  text: string
}) {
  return (
    <nav className="fig-years" aria-label={props.label}>
      <span className="fig-years__label">{props.text}</span>
      <ul>
        {[...props.years].reverse().map((y) => (
          <li key={y}>
            <Link to={props.url(y)} aria-current={y === props.year ? 'page' : undefined}>
              {y}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
