/**
 * A tiny markdown subset for change-log descriptions, parsed into a tree that the `Markdown`
 * component renders as React elements (never as HTML strings):
 *
 * - paragraphs, separated by a blank line (lines of one paragraph are joined with a space);
 * - bullet lists: lines starting with "- " or "* " (an indented line continues the item);
 * - `**bold**`, `*italic*` or `_italic_`, `[text](url)` links, and a backslash to escape a
 *   marker character. An italic marker opens only before a non-space (and `_` only at the start
 *   of a word), so "2 * 3" and snake_case stay text.
 *
 * Links to anything but an in-site path ("/…"), a fragment ("#…"), http(s) or mailto are kept
 * as plain text, so a description can never produce a `javascript:` link.
 */

export type Inline =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'strong'; readonly children: readonly Inline[] }
  | { readonly kind: 'em'; readonly children: readonly Inline[] }
  | { readonly kind: 'link'; readonly href: string; readonly children: readonly Inline[] }

export type Block =
  | { readonly kind: 'paragraph'; readonly content: readonly Inline[] }
  | { readonly kind: 'list'; readonly items: readonly (readonly Inline[])[] }

const LIST_ITEM = /^[-*]\s+(.*)$/
const LINK = /^\[([^\]\n]+)\]\(([^()\s]+)\)/
const ESCAPABLE = new Set(['\\', '*', '[', ']', '(', ')', '-', '#', '_'])

/** True for the addresses a description may link to. */
export function isSafeHref(href: string): boolean {
  return /^(https?:\/\/|mailto:)/i.test(href) || isInSitePath(href) || href.startsWith('#')
}

/** In-site paths ("/tools/") are routed by the app; "//host" is another site. */
export const isInSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//')

/** Parses the inline markers of one paragraph or list item. */
export function parseInline(source: string): Inline[] {
  const out: Inline[] = []
  let text = ''
  const pushText = (value: string) => {
    text += value
  }
  const flush = () => {
    if (text) out.push({ kind: 'text', text })
    text = ''
  }
  let i = 0
  while (i < source.length) {
    const ch = source[i] ?? ''
    if (ch === '\\' && ESCAPABLE.has(source[i + 1] ?? '')) {
      pushText(source[i + 1] ?? '')
      i += 2
      continue
    }
    if (ch === '*' && source[i + 1] === '*') {
      const close = findClosingBold(source, i + 2)
      if (close > i + 2) {
        flush()
        out.push({ kind: 'strong', children: parseInline(source.slice(i + 2, close)) })
        i = close + 2
        continue
      }
      pushText('**')
      i += 2
      continue
    }
    if ((ch === '*' || ch === '_') && opensItalic(source, i)) {
      const close = findClosingItalic(source, i + 1, ch)
      if (close > i + 1) {
        flush()
        out.push({ kind: 'em', children: parseInline(source.slice(i + 1, close)) })
        i = close + 1
        continue
      }
    }
    if (ch === '[') {
      const match = LINK.exec(source.slice(i))
      if (match) {
        const [whole, label = '', href = ''] = match
        const children = parseInline(label)
        if (isSafeHref(href)) {
          flush()
          out.push({ kind: 'link', href, children })
        } else {
          pushText(plainInline(children))
        }
        i += whole.length
        continue
      }
    }
    pushText(ch)
    i += 1
  }
  flush()
  return out
}

/** Index of the "**" closing a bold run opened before `from`, skipping escapes; -1 if none. */
function findClosingBold(source: string, from: number): number {
  for (let i = from; i < source.length - 1; i++) {
    if (source[i] === '\\') {
      i += 1
      continue
    }
    if (source[i] === '*' && source[i + 1] === '*') {
      // "***" ends an italic run inside the bold one, then the bold run.
      return source[i + 2] === '*' ? i + 1 : i
    }
  }
  return -1
}

const isWordChar = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}]/u.test(ch)

/** True when the single `*` or `_` at `i` can open an italic run. */
function opensItalic(source: string, i: number): boolean {
  const next = source[i + 1]
  if (next === undefined || /\s/.test(next) || next === source[i]) return false
  return source[i] === '*' || !isWordChar(source[i - 1])
}

/**
 * Index of the single `marker` closing an italic run opened before `from`, skipping escapes and
 * `**` pairs; -1 if none. The closing marker follows a non-space (and `_` ends a word).
 */
function findClosingItalic(source: string, from: number, marker: string): number {
  for (let i = from; i < source.length; i++) {
    const ch = source[i]
    if (ch === '\\') {
      i += 1
      continue
    }
    if (ch === '*' && source[i + 1] === '*') {
      i += 1
      continue
    }
    if (ch !== marker || /\s/.test(source[i - 1] ?? ' ')) continue
    if (marker === '_' && isWordChar(source[i + 1])) continue
    return i
  }
  return -1
}

/** Parses a description into paragraphs and bullet lists. */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = []
  let paragraph: string[] = []
  let items: string[] = []
  const flushParagraph = () => {
    if (paragraph.length) {
      blocks.push({ kind: 'paragraph', content: parseInline(paragraph.join(' ')) })
    }
    paragraph = []
  }
  const flushList = () => {
    if (items.length) blocks.push({ kind: 'list', items: items.map(parseInline) })
    items = []
  }

  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim()
    if (!line) {
      flushParagraph()
      flushList()
      continue
    }
    const item = LIST_ITEM.exec(line)
    if (item) {
      flushParagraph()
      items.push(item[1] ?? '')
    } else if (items.length && /^\s/.test(raw)) {
      items[items.length - 1] += ` ${line}`
    } else {
      flushList()
      paragraph.push(line)
    }
  }
  flushParagraph()
  flushList()
  return blocks
}

function plainInline(nodes: readonly Inline[]): string {
  return nodes.map((n) => (n.kind === 'text' ? n.text : plainInline(n.children))).join('')
}

/** The text a reader sees: blocks separated by a line break, markers and addresses removed. */
export function plainText(blocks: readonly Block[]): string {
  return blocks
    .map((b) =>
      b.kind === 'paragraph' ? plainInline(b.content) : b.items.map(plainInline).join('\n'),
    )
    .join('\n')
}

/** Text length of the blocks (what "long" means for collapsing an entry). */
export const textLength = (blocks: readonly Block[]) => plainText(blocks).replace(/\n/g, '').length

const ELLIPSIS = '…'

/**
 * About the first `limit` characters of text of the blocks, ended with an ellipsis: the cut falls
 * before a space or between two blocks (or list items), or inside a word only when one word is
 * longer than `limit`. Bold and links keep their structure. Blocks that fit are returned as they are.
 */
export function truncateBlocks(blocks: readonly Block[], limit: number): Block[] {
  let full = ''
  const starts = new Set<number>()
  const collect = (nodes: readonly Inline[]) => {
    for (const n of nodes) {
      if (n.kind === 'text') full += n.text
      else collect(n.children)
    }
  }
  for (const block of blockRuns(blocks)) {
    starts.add(full.length)
    collect(block)
  }
  if (full.length <= limit) return [...blocks]

  let cutAt = limit
  while (cutAt > 0 && !starts.has(cutAt) && !/\s/.test(full[cutAt] ?? '')) cutAt -= 1
  if (cutAt === 0) cutAt = limit
  const betweenBlocks = starts.has(cutAt)

  let budget = cutAt
  const keep = (nodes: readonly Inline[]): Inline[] => {
    const out: Inline[] = []
    for (const node of nodes) {
      if (budget <= 0) break
      if (node.kind === 'text') {
        const kept = node.text.slice(0, budget)
        budget -= kept.length
        out.push({ kind: 'text', text: kept })
      } else {
        out.push({ ...node, children: keep(node.children) })
      }
    }
    return out
  }
  const out: Block[] = []
  for (const block of blocks) {
    if (budget <= 0) break
    if (block.kind === 'paragraph') {
      out.push({ kind: 'paragraph', content: keep(block.content) })
      continue
    }
    const items: Inline[][] = []
    for (const item of block.items) {
      if (budget <= 0) break
      items.push(keep(item))
    }
    out.push({ kind: 'list', items })
  }
  return betweenBlocks ? appendToLastBlock(out) : endLastText(out)
}

/** The inline runs of the blocks: each paragraph, and each list item. */
function blockRuns(blocks: readonly Block[]): (readonly Inline[])[] {
  return blocks.flatMap((b) => (b.kind === 'paragraph' ? [b.content] : b.items))
}

/** Applies `change` to the last inline run of the blocks. */
function mapLastRun(blocks: Block[], change: (run: readonly Inline[]) => Inline[]): Block[] {
  const last = blocks.at(-1)
  if (!last) return blocks
  const ended: Block =
    last.kind === 'paragraph'
      ? { kind: 'paragraph', content: change(last.content) }
      : { kind: 'list', items: [...last.items.slice(0, -1), change(last.items.at(-1) ?? [])] }
  return [...blocks.slice(0, -1), ended]
}

/** The cut fell between blocks: "… it. …". */
const appendToLastBlock = (blocks: Block[]) =>
  mapLastRun(blocks, (run) => [...run, { kind: 'text', text: ` ${ELLIPSIS}` }])

/** The cut fell inside a run: the last text loses trailing spaces and commas and gets "…". */
function endLastText(blocks: Block[]): Block[] {
  const end = (run: readonly Inline[]): Inline[] => {
    const last = run.at(-1)
    if (!last) return [{ kind: 'text', text: ELLIPSIS }]
    const ended: Inline =
      last.kind === 'text'
        ? { kind: 'text', text: last.text.replace(/[\s,;:.]+$/, '') + ELLIPSIS }
        : { ...last, children: end(last.children) }
    return [...run.slice(0, -1), ended]
  }
  return mapLastRun(blocks, end)
}
