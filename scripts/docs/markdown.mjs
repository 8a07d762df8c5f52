// Compiles one documentation page (docs/{category}/{slug}.md) at build time: front matter,
// HTML with heading ids and anchor links, the table of contents, and plain-text blocks for the
// search index. Runs in Node only (the browser never receives a markdown parser).
import { readFileSync } from 'node:fs'
import { Marked } from 'marked'

/**
 * Splits `---` front matter of plain `key: value` lines from the body. Numbers stay strings
 * here; `order` is converted by `pageMeta`.
 * @param {string} source
 * @returns {{ data: Record<string, string>, body: string }}
 */
export function parseFrontMatter(source) {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
  const match = /^---\n([\s\S]*?)\n---(?:\n|$)/.exec(text)
  if (!match) return { data: {}, body: text }
  /** @type {Record<string, string>} */
  const data = {}
  for (const line of (match[1] ?? '').split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue
    const colon = line.indexOf(':')
    if (colon < 1) throw new Error(`Front matter line is not "key: value": ${line}`)
    data[line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
  }
  return { data, body: text.slice(match[0].length) }
}

/** Heading text → id: lowercase, every run of non-alphanumerics becomes one `-`. */
export function slugify(text) {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return slug || 'section'
}

/** Returns a function giving unique slugs: repeats get `-2`, `-3`, … */
export function createSlugger() {
  const seen = new Set()
  return (/** @type {string} */ text) => {
    const base = slugify(text)
    let slug = base
    for (let n = 2; seen.has(slug); n += 1) slug = `${base}-${n}`
    seen.add(slug)
    return slug
  }
}

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
export const escapeHtml = (/** @type {string} */ s) =>
  s.replace(/[&<>"']/g, (c) => ESCAPES[/** @type {keyof typeof ESCAPES} */ (c)])

/** Decodes the few entities marked leaves in token text. */
const decode = (/** @type {string} */ s) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')

/** Plain text of inline tokens (links and emphasis reduced to their text). */
export function inlineText(tokens) {
  let out = ''
  for (const token of tokens ?? []) {
    if (token.type === 'br') out += ' '
    else if (token.type === 'image') out += token.text ?? ''
    else if ('tokens' in token && token.tokens) out += inlineText(token.tokens)
    else out += decode(token.text ?? '')
  }
  return out.replace(/\s+/g, ' ').trim()
}

const isExternal = (/** @type {string} */ href) => /^[a-z][a-z0-9+.-]*:/i.test(href)

/**
 * @typedef {{ id: string, text: string, level: number }} TocEntry
 * @typedef {{ level: number, id: string | null, text: string | null, blocks: string[] }} TextSection
 * @typedef {{ data: Record<string, string>, html: string, toc: TocEntry[], sections: TextSection[] }} CompiledPage
 */

/**
 * Compiles a page's markdown.
 * @param {string} source the whole file, front matter included
 * @returns {CompiledPage}
 */
export function compileMarkdown(source) {
  const { data, body } = parseFrontMatter(source)
  const slug = createSlugger()
  /** @type {TocEntry[]} */
  const toc = []
  /** @type {TextSection[]} */
  const sections = [{ level: 1, id: null, text: null, blocks: [] }]
  const current = () => /** @type {TextSection} */ (sections[sections.length - 1])

  const marked = new Marked({ gfm: true })
  const tokens = marked.lexer(body)

  // Plain-text pass (search) and heading ids, in document order, before rendering.
  const ids = new Map()
  const walk = (/** @type {any[]} */ list) => {
    for (const token of list) {
      switch (token.type) {
        case 'heading': {
          const text = inlineText(token.tokens)
          const level = Math.max(2, Math.min(6, token.depth))
          const id = slug(text)
          ids.set(token, id)
          if (level <= 4) toc.push({ id, text, level })
          sections.push({ level, id, text, blocks: [] })
          break
        }
        case 'paragraph':
          current().blocks.push(inlineText(token.tokens))
          break
        case 'list':
          for (const item of token.items) {
            const own = item.tokens.filter((/** @type {any} */ t) => t.type !== 'list')
            const text = own
              .map((/** @type {any} */ t) =>
                t.tokens ? inlineText(t.tokens) : decode(t.text ?? ''),
              )
              .join(' ')
              .trim()
            if (text) current().blocks.push(text)
            walk(item.tokens.filter((/** @type {any} */ t) => t.type === 'list'))
          }
          break
        case 'table':
          for (const row of token.rows) {
            const cells = row.map((/** @type {any} */ cell) => inlineText(cell.tokens))
            const text = token.header
              .map(
                (/** @type {any} */ h, /** @type {number} */ i) =>
                  `${inlineText(h.tokens)}: ${cells[i] ?? ''}`,
              )
              .join('; ')
            current().blocks.push(text)
          }
          break
        case 'blockquote':
          walk(token.tokens)
          break
        default:
          break
      }
    }
  }
  walk(tokens)

  marked.use({
    renderer: {
      heading(token) {
        const id = ids.get(token) ?? slug(inlineText(token.tokens))
        const level = Math.max(2, Math.min(6, token.depth))
        const inner = this.parser.parseInline(token.tokens)
        // The heading text is the deep link itself, so the heading's name stays its text (a
        // heading that already holds a link keeps only its id: links cannot nest).
        if (inner.includes('<a ')) return `<h${level} id="${id}">${inner}</h${level}>\n`
        return `<h${level} id="${id}"><a class="docs-anchor" href="#${id}">${inner}</a></h${level}>\n`
      },
      html({ text }) {
        return escapeHtml(text)
      },
      link({ href, title, tokens: inner }) {
        const text = this.parser.parseInline(inner)
        const titleAttr = title ? ` title="${escapeHtml(title)}"` : ''
        const external = isExternal(href) ? ' class="usa-link usa-link--external"' : ''
        return `<a href="${escapeHtml(href)}"${titleAttr}${external}>${text}</a>`
      },
      table(token) {
        const head = token.header
          .map((cell) => `<th scope="col">${this.parser.parseInline(cell.tokens)}</th>`)
          .join('')
        const rows = token.rows
          .map(
            (row) =>
              `<tr>${row.map((cell) => `<td>${this.parser.parseInline(cell.tokens)}</td>`).join('')}</tr>`,
          )
          .join('\n')
        return `<div class="docs-table-wrap"><table class="usa-table"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>\n`
      },
    },
  })
  const html = /** @type {string} */ (marked.parser(tokens))
  return { data, html, toc, sections: sections.filter((s) => s.id !== null || s.blocks.length) }
}

/** Reads and compiles one markdown file. */
export const compileFile = (/** @type {string} */ file) =>
  compileMarkdown(readFileSync(file, 'utf8'))
