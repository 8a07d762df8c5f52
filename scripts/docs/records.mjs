// Builds the DocSearch (Algolia) records of the documentation: every markdown page, the
// Filing Instructions Guide with its quarterly supplement, and the tool pages. Used by the Vite plugin (search/docs-index.json), by
// `npm run docs:records -- --out FILE` and by the unit tests.
import { join } from 'node:path'
import { compileFile } from './markdown.mjs'
import { CATEGORIES, DOCS_DIR, listPages, ROOT } from './pages.mjs'
import { SRC_ALIAS } from '../lib/alias.mjs'

const LEVEL_WEIGHT = {
  lvl0: 100,
  lvl1: 90,
  lvl2: 80,
  lvl3: 70,
  lvl4: 60,
  lvl5: 50,
  lvl6: 40,
  content: 0,
}
const LEVELS = /** @type {const} */ (['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'])

/** The records' shapes are the site's own (src/lib/search reads them). */
/** @typedef {import('@/lib/search/types.ts').RecordType} RecordType */
/** @typedef {import('@/lib/search/types.ts').Hierarchy} Hierarchy */
/** @typedef {import('@/lib/search/types.ts').DocSearchRecord} DocSearchRecord */

/** Collects the records of one page, numbering their positions. */
function pageRecords(pageUrl) {
  /** @type {DocSearchRecord[]} */
  const records = []
  return {
    records,
    /**
     * @param {RecordType} type
     * @param {(string | null)[]} path hierarchy from lvl0 down
     * @param {string | null} anchor
     * @param {string | null} content
     */
    add(type, path, anchor, content = null) {
      const position = records.length
      /** @type {Hierarchy} */
      const hierarchy = {
        lvl0: path[0] ?? '',
        lvl1: null,
        lvl2: null,
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      }
      LEVELS.forEach((level, i) => {
        if (i > 0) hierarchy[level] = path[i] ?? null
      })
      records.push({
        objectID: `${pageUrl}-${position}`,
        url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
        url_without_anchor: pageUrl,
        anchor,
        type,
        hierarchy,
        content,
        weight: { pageRank: 0, level: LEVEL_WEIGHT[type], position },
      })
    },
  }
}

/** Records of one compiled markdown page. */
export function markdownRecords(meta, compiled) {
  const label = CATEGORIES.find((c) => c.id === meta.category)?.label ?? meta.category
  const page = pageRecords(meta.url)
  /** @type {(string | null)[]} */
  const heads = [label, meta.title, null, null, null, null, null]
  page.add('lvl1', heads, null)
  for (const section of compiled.sections) {
    if (section.id && section.text) {
      const level = Math.min(section.level, 6)
      heads[level] = section.text
      for (let i = level + 1; i < heads.length; i += 1) heads[i] = null
      page.add(/** @type {RecordType} */ (`lvl${level}`), heads, section.id)
    }
    for (const block of section.blocks) {
      if (block) page.add('content', heads, section.id, block)
    }
  }
  return page.records
}

/** Records of the Filing Instructions Guide of `year` (full) — the model comes from figModel.ts. */
export function figRecords(model, figUrl) {
  const lvl0 = 'Filing Instructions Guide'
  const url = figUrl(model.year)
  const page = pageRecords(url)
  page.add('lvl1', [lvl0, model.title], null)
  for (const section of [...model.intro, model.ts, model.lar, ...model.editSections]) {
    const path = [lvl0, model.title, section.title]
    page.add('lvl2', path, section.anchor)
    for (const paragraph of section.paragraphs) page.add('content', path, section.anchor, paragraph)
    const fields =
      section === model.ts ? model.tsFields : section === model.lar ? model.larFields : []
    // Each field and edit sits under its own lvl3 (its name or id), as a heading of the page
    // would: a query naming it then matches a hierarchy attribute, which ranks above content.
    for (const field of fields) {
      page.add(
        'content',
        [...path, field.name],
        field.anchor,
        `${field.name} (field ${field.position}): ${field.help} Valid values: ${field.validValues}`,
      )
    }
    for (const edit of section.edits ?? []) {
      page.add('content', [...path, edit.id], edit.anchor, `${edit.id}: ${edit.description}`)
    }
  }
  return page.records
}

/** Records of the Supplemental Guide for Quarterly Filers of `model.year` (quarterlyModel). */
export function quarterlyRecords(model, quarterlyUrl) {
  const lvl0 = 'Filing Instructions Guide'
  const page = pageRecords(quarterlyUrl(model.year))
  page.add('lvl1', [lvl0, model.title], null)
  const sections = [...model.intro, model.quarterSection, ...model.editSections, model.annualOnly]
  for (const section of sections) {
    const path = [lvl0, model.title, section.title]
    page.add('lvl2', path, section.anchor)
    for (const paragraph of section.paragraphs) page.add('content', path, section.anchor, paragraph)
  }
  return page.records
}

/** The tools hub's record text (the tools' own come from src/features/tools/tools.ts). */
const TOOLS_HUB = {
  title: 'Platform Tools',
  url: '/tools/',
  text: 'The HMDA Platform tools check the formatting and accuracy of HMDA data before you file: Rate Spread, Excel LAR Formatting, Online LAR Formatting, File Format Verification and Check Digit. They run in your browser.',
}

/** What people also call each tool, said once in its record (by path). */
const TOOL_ALSO = {
  '/tools/rate-spread': 'A rate spread calculator for one loan or a whole file.',
  '/tools/check-digit': 'Generates and validates ULI check digits.',
  '/tools/file-format-verification': 'Verifies the format of a HMDA file before you file it.',
  '/tools/online-lar-formatting': 'Creates and edits LAR rows online.',
  '/tools/lar-formatting': 'An Excel spreadsheet to format LAR rows.',
}

/**
 * One page per tool, under lvl0 "Platform Tools" (so the modal groups them apart from the
 * documentation's tool guides): the page's name and what it is for. The pages themselves rank
 * before documentation that matches as well (pageRank 1).
 * @param {readonly { name: string, path: string, available: boolean, whenToUse: string }[]} tools
 */
export function toolRecords(tools) {
  /** @type {DocSearchRecord[]} */
  const records = []
  const hub = pageRecords(TOOLS_HUB.url)
  hub.add('lvl1', [TOOLS_HUB.title, TOOLS_HUB.title], null)
  hub.add('content', [TOOLS_HUB.title, TOOLS_HUB.title], null, TOOLS_HUB.text)
  records.push(...hub.records)
  for (const tool of tools) {
    if (!tool.available) continue
    const page = pageRecords(tool.path)
    const also = TOOL_ALSO[/** @type {keyof typeof TOOL_ALSO} */ (tool.path)] ?? ''
    page.add('lvl1', [TOOLS_HUB.title, tool.name], null)
    page.add(
      'content',
      [TOOLS_HUB.title, tool.name],
      null,
      `${tool.name} tool. ${tool.whenToUse}${also ? ` ${also}` : ''}`,
    )
    records.push(...page.records)
  }
  for (const record of records) record.weight.pageRank = 1
  return records
}

/** Loads a TypeScript module of src/ with Vite's module runner. */
async function loadTs(path) {
  const { runnerImport } = await import('vite')
  const { module } = await runnerImport(join(ROOT, path), {
    configFile: false,
    root: ROOT,
    resolve: { alias: SRC_ALIAS },
    logLevel: 'silent',
  })
  return module
}

let figModule
/** Loads src/features/documentation/fig/figModel.ts (TypeScript) with Vite's module runner. */
export async function loadFigModule() {
  figModule ??= await loadTs('src/features/documentation/fig/figModel.ts')
  return figModule
}

let toolList
/** The tool list of src/features/tools/tools.ts. */
export async function loadTools() {
  toolList ??= (await loadTs('src/features/tools/tools.ts')).TOOLS
  return toolList
}

/**
 * Every search record: markdown pages (in `docsDir`), the full guide of `docsYear` and its
 * quarterly supplement, one lvl1 record per other guide and supplement year, and the tool pages.
 * @param {{ docsYear: number, docsDir?: string, fig?: import('./records.d.mts').FigSource, tools?: import('./records.d.mts').ToolSource[] }} options
 * @returns {Promise<DocSearchRecord[]>}
 */
export async function buildSearchRecords({ docsYear, docsDir = DOCS_DIR, fig, tools }) {
  const { figModel, figUrl, FIG_YEARS, quarterlyModel, quarterlyUrl, QUARTERLY_YEARS } =
    fig ?? (await loadFigModule())
  /** @type {DocSearchRecord[]} */
  const records = []
  for (const meta of listPages(docsDir)) {
    records.push(...markdownRecords(meta, compileFile(meta.file)))
  }
  records.push(...figRecords(figModel(docsYear), figUrl))
  if (QUARTERLY_YEARS.includes(docsYear)) {
    records.push(...quarterlyRecords(quarterlyModel(docsYear), quarterlyUrl))
  }
  // Other years by title, after the current documentation when both match as well (pageRank
  // -1): "quarterly filers" should not list seven supplements before the FAQ answer.
  for (const year of FIG_YEARS) {
    if (year === docsYear) continue
    const page = pageRecords(figUrl(year))
    page.add('lvl1', ['Filing Instructions Guide', figModel(year).title], null)
    if (QUARTERLY_YEARS.includes(year)) {
      const supplement = pageRecords(quarterlyUrl(year))
      supplement.add('lvl1', ['Filing Instructions Guide', quarterlyModel(year).title], null)
      page.records.push(...supplement.records)
    }
    for (const record of page.records) record.weight.pageRank = -1
    records.push(...page.records)
  }
  records.push(...toolRecords(tools ?? (await loadTools())))
  return records
}
