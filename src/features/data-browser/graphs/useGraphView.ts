import { useEffect, useMemo, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import type { Graph } from '@/lib/api/quarterly'
import {
  graphQuarters,
  graphViewSearch,
  missingViewParams,
  readGraphView,
  type GraphView,
} from './graphState'

/**
 * The view of one graph (period range and visible series), held in the address:
 * - read from the query and checked against the graph (problems name what was unusable);
 * - an address without the view (the bare graph address, or one from the graph picker) is
 *   replaced, not pushed, by one that carries it, so a copied address shows the same view;
 * - a change replaces the address too, and is shown at once (the router applies a new address in
 *   a transition; until the address holding the choice arrives, the choice is what is shown).
 */
export function useGraphView(graph: Graph) {
  const { search } = useLocation()
  const navigate = useNavigate()
  const quarters = useMemo(() => graphQuarters(graph), [graph])
  const names = useMemo(() => graph.series.map((s) => s.name), [graph])
  const fromUrl = useMemo(
    () => readGraphView(new URLSearchParams(search), quarters, names),
    [search, quarters, names],
  )
  const [pending, setPending] = useState<{ from: string; view: GraphView } | null>(null)
  const view = pending?.from === search ? pending.view : fromUrl.view
  const { problems } = fromUrl
  const complete =
    !missingViewParams(new URLSearchParams(search)) ||
    problems.badPeriods.length > 0 ||
    problems.unknownSeries.length > 0

  useEffect(() => {
    if (!complete && quarters.length > 0)
      void navigate({ search: graphViewSearch(fromUrl.view) }, { replace: true })
  }, [complete, quarters, fromUrl.view, navigate])

  function update(next: Partial<GraphView>) {
    const nextView = { ...view, ...next }
    setPending({ from: search, view: nextView })
    void navigate({ search: graphViewSearch(nextView) }, { replace: true })
  }

  function toggle(name: string, on: boolean) {
    const set = new Set(view.visibleSeries)
    if (on) set.add(name)
    else set.delete(name)
    update({ visibleSeries: names.filter((n) => set.has(n)) })
  }

  const first = quarters[0] ?? ''
  const last = quarters.at(-1) ?? ''
  const allQuarters = view.periodLow === first && view.periodHigh === last

  return {
    quarters,
    names,
    view,
    problems,
    update,
    toggle,
    allQuarters,
    showAllQuarters: () => update({ periodLow: first, periodHigh: last }),
  }
}
