import { useMemo, useState, type FormEvent } from 'react'
import type { GraphInfo } from '@/lib/api/quarterly'
import {
  LOAN_PURPOSES,
  graphsByCategory,
  graphsForPurpose,
  loanPurposeOf,
  sameGraphFor,
  type LoanPurpose,
} from './graphState'

/**
 * The choice of graph: a loan purpose narrows the list (the service repeats each graph for home
 * purchase and refinance loans), then a graph; nothing changes until "Show graph".
 */
export function GraphPicker({
  graphs,
  current,
  onPick,
}: {
  graphs: GraphInfo[]
  current?: string
  onPick: (endpoint: string) => void
}) {
  const [purpose, setPurpose] = useState<LoanPurpose>(() => loanPurposeOf(current))
  const [choice, setChoice] = useState(
    () => current ?? graphsForPurpose(graphs, purpose)[0]?.endpoint ?? '',
  )
  const groups = useMemo(
    () => graphsByCategory(graphsForPurpose(graphs, purpose)),
    [graphs, purpose],
  )
  function choosePurpose(next: LoanPurpose) {
    setPurpose(next)
    setChoice(sameGraphFor(graphs, choice, next))
  }
  function submit(event: FormEvent) {
    event.preventDefault()
    if (choice && choice !== current) onPick(choice)
  }
  return (
    <form className="quarterly-graphs__picker" onSubmit={submit}>
      <div className="quarterly-graphs__picker-row">
        <div className="quarterly-graphs__purpose">
          <label className="usa-label" htmlFor="graph-purpose">
            Loan purpose
          </label>
          <select
            id="graph-purpose"
            className="usa-select"
            value={purpose}
            onChange={(e) => choosePurpose(e.target.value as LoanPurpose)}
          >
            {LOAN_PURPOSES.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </select>
        </div>
        <div className="quarterly-graphs__choice">
          <label className="usa-label" htmlFor="graph-choice">
            Graph
          </label>
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
        </div>
        <button type="submit" className="usa-button">
          Show graph
        </button>
      </div>
    </form>
  )
}
