/** The page numbers to show, USWDS style: at most seven slots, gaps shown as 'gap'. */
export function pageSlots(page: number, last: number): (number | 'gap')[] {
  if (last <= 7) return Array.from({ length: last }, (_, i) => i + 1)
  if (page <= 4) return [1, 2, 3, 4, 5, 'gap', last]
  if (page >= last - 3) return [1, 'gap', last - 4, last - 3, last - 2, last - 1, last]
  return [1, 'gap', page - 1, page, page + 1, 'gap', last]
}
