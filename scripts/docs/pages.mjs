// The documentation categories and the page list read from docs/{category}/{slug}.md.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseFrontMatter } from './markdown.mjs'

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
export const DOCS_DIR = join(ROOT, 'docs')

/**
 * @typedef {{ id: string, label: string, indexSlug: string, indexUrl: string, description: string }} DocCategory
 * @typedef {{ category: string, slug: string, title: string, description: string, order: number, url: string, file: string }} DocPageMeta
 */

/** @type {readonly DocCategory[]} */
export const CATEGORIES = [
  {
    id: 'faq',
    label: 'Frequently Asked Questions',
    indexSlug: 'frequently-asked-questions',
    description:
      'Answers to common questions about filing HMDA data, identifiers, timelines and the published data.',
  },
  {
    id: 'publications',
    label: 'Publications',
    indexSlug: 'publications',
    description: 'What each HMDA dataset and report contains and how to use it.',
  },
  {
    id: 'tools',
    label: 'Tools',
    indexSlug: 'tools',
    description: 'How to use each of the HMDA Platform tools.',
  },
  {
    id: 'developer-apis',
    label: 'Developer APIs',
    indexSlug: 'developer-apis',
    description: 'The public APIs behind the HMDA site, with requests and responses.',
  },
].map((c) => ({ ...c, indexUrl: `/documentation/category/${c.indexSlug}` }))

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * Front matter → page metadata; throws on a missing title.
 * @returns {DocPageMeta}
 */
export function pageMeta(category, slug, data, file = '') {
  if (!data.title) throw new Error(`${file || `${category}/${slug}`}: front matter has no title`)
  const order = Number(data.order ?? '')
  return {
    category,
    slug,
    title: data.title,
    description: data.description ?? '',
    order: Number.isFinite(order) && data.order !== undefined && data.order !== '' ? order : 1000,
    url: `/documentation/${category}/${slug}`,
    file,
  }
}

/**
 * Every page under `dir` ({category}/{slug}.md of a known category), sorted by category, then
 * order, then title. Folders starting with `_` and unknown categories are skipped.
 * @returns {DocPageMeta[]}
 */
export function listPages(dir = DOCS_DIR) {
  /** @type {DocPageMeta[]} */
  const pages = []
  /** @type {string[]} */
  let entries
  try {
    entries = readdirSync(dir)
  } catch {
    return pages
  }
  for (const category of CATEGORIES) {
    if (!entries.includes(category.id)) continue
    const folder = join(dir, category.id)
    if (!statSync(folder).isDirectory()) continue
    for (const name of readdirSync(folder)) {
      if (!name.endsWith('.md')) continue
      const slug = name.slice(0, -3)
      const file = join(folder, name)
      if (!SLUG.test(slug)) throw new Error(`${file}: the slug must be lowercase words joined by -`)
      const { data } = parseFrontMatter(readFileSync(file, 'utf8'))
      pages.push(pageMeta(category.id, slug, data, file))
    }
  }
  const rank = new Map(CATEGORIES.map((c, i) => [c.id, i]))
  return pages.sort(
    (a, b) =>
      (rank.get(a.category) ?? 0) - (rank.get(b.category) ?? 0) ||
      a.order - b.order ||
      a.title.localeCompare(b.title),
  )
}
