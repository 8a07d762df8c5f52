/** A count in U.S. English (1,234). */
export const count = (n: number) => n.toLocaleString('en-US')

/** A count and its noun, singular or plural: "1 line", "2,000 lines". */
export const plural = (n: number, one: string, many: string) =>
  `${count(n)} ${n === 1 ? one : many}`
