import { queryOptions } from '@tanstack/react-query'
import { msaMdsQuery, statesQuery, type MsaMdEntry, type State } from '@/lib/api/geography'

/**
 * The states and territories a year's aggregate reports can be chosen for: those with at least
 * one MSA/MD (reports are per MSA/MD), and the others, named up front instead of a dead end.
 */
export function statesWithMsaMds(
  states: State[],
  msaMds: MsaMdEntry[],
): { offered: State[]; without: State[] } {
  const spanned = new Set(msaMds.flatMap((m) => m.states))
  return {
    offered: states.filter((s) => spanned.has(s.abbr)),
    without: states.filter((s) => !spanned.has(s.abbr)),
  }
}

/** Every state of the list, and which of them the year's aggregate reports offer. */
export const aggregateStatesQuery = (year: string) =>
  queryOptions({
    queryKey: ['data-publication', 'aggregate-states', year],
    queryFn: async ({ client }) => {
      const [all, msaMds] = await Promise.all([
        client.ensureQueryData(statesQuery()),
        client.ensureQueryData(msaMdsQuery(year)),
      ])
      return { all, ...statesWithMsaMds(all, msaMds) }
    },
    staleTime: Infinity,
  })
