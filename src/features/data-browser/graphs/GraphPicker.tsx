import { useMemo, useState, type FormEvent } from 'react'
import { Select } from '@/components/Select'
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
    () =>
      graphsByCategory(graphsForPurpose(graphs, purpose)).map(([group, items]) => ({
        group,
        options: items.map((g) => ({ value: g.endpoint, label: g.title })),
      })),
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
        <Select
          id="graph-purpose"
          label="Loan purpose"
          groupClassName="quarterly-graphs__purpose"
          value={purpose}
          onChange={choosePurpose}
          options={LOAN_PURPOSES}
        />
        <Select
          id="graph-choice"
          label="Graph"
          groupClassName="quarterly-graphs__choice"
          value={choice}
          onChange={setChoice}
          options={groups}
        />
        <button type="submit" className="usa-button">
          Show graph
        </button>
      </div>
    </form>
  )
}
