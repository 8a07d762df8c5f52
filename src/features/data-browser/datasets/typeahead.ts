/**
 * Type-ahead matching for the geography and institution pickers: every word typed must start a
 * word of the label or code (case and accents ignored); options whose label starts with the
 * text come first. Options are prepared once per list so each keystroke only scans strings.
 */
export interface Option {
  value: string
  label: string
  /** Extra words to match (a code, an LEI). */
  extra?: string
}

export interface PreparedOption extends Option {
  /** Lower-case label and extra words, each word preceded by a space. */
  haystack: string
  lowerLabel: string
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

export function prepareOptions(options: readonly Option[]): PreparedOption[] {
  return options.map((o) => {
    const lowerLabel = fold(o.label)
    return {
      ...o,
      lowerLabel,
      haystack: ` ${`${lowerLabel} ${fold(o.extra ?? '')}`.replace(/[^a-z0-9]+/g, ' ')}`,
    }
  })
}

export interface Matches {
  options: PreparedOption[]
  /** Matches beyond the `limit` shown. */
  more: number
}

/** Options matching `text` (all when empty), at most `limit` of them. */
export function matchOptions(
  options: readonly PreparedOption[],
  text: string,
  limit = 50,
): Matches {
  const words = fold(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
  if (!words.length)
    return { options: options.slice(0, limit), more: Math.max(0, options.length - limit) }
  const first: PreparedOption[] = []
  const rest: PreparedOption[] = []
  const needles = words.map((w) => ` ${w}`)
  const prefix = fold(text).trim()
  for (const o of options) {
    if (!needles.every((n) => o.haystack.includes(n))) continue
    if (o.lowerLabel.startsWith(prefix)) first.push(o)
    else rest.push(o)
  }
  const all = first.length ? first.concat(rest) : rest
  return { options: all.slice(0, limit), more: Math.max(0, all.length - limit) }
}
