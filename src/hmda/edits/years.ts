/** Every year from `first` to `last`, both included, ascending. */
export function yearRange(first: number, last: number): readonly number[] {
  const years: number[] = []
  for (let year = first; year <= last; year += 1) years.push(year)
  return years
}
