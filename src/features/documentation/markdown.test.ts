import {
  compileMarkdown,
  createSlugger,
  parseFrontMatter,
  slugify,
} from '../../../scripts/docs/markdown.mjs'
import { listPages, pageMeta, ROOT } from '../../../scripts/docs/pages.mjs'

const FIXTURES = `${ROOT}/docs/_fixtures-for-tests`

describe('front matter', () => {
  it('reads plain key: value lines and returns the body', () => {
    const { data, body } = parseFrontMatter(
      '---\r\ntitle: Legal Entity Identifier (LEI)\r\ndescription: One: two.\r\norder: 20\r\n---\r\n\r\nBody',
    )
    expect(data).toEqual({
      title: 'Legal Entity Identifier (LEI)',
      description: 'One: two.',
      order: '20',
    })
    expect(body.trim()).toBe('Body')
  })

  it('treats a file without front matter as all body', () => {
    expect(parseFrontMatter('# Hello')).toEqual({ data: {}, body: '# Hello' })
  })

  it('rejects a line that is not key: value, and a page without a title', () => {
    expect(() => parseFrontMatter('---\njust text\n---\n')).toThrow(/key: value/)
    expect(() => pageMeta('faq', 'x', { description: 'd' })).toThrow(/no title/)
  })

  it('turns order into a number (missing order sorts last)', () => {
    expect(pageMeta('faq', 'lei', { title: 'T', order: '20' }).order).toBe(20)
    expect(pageMeta('faq', 'lei', { title: 'T' }).order).toBe(1000)
    expect(pageMeta('faq', 'lei', { title: 'T' }).url).toBe('/documentation/faq/lei')
  })
})

describe('heading slugs', () => {
  it('lowercases and joins words with hyphens', () => {
    expect(slugify('Why does a HMDA filer need one?')).toBe('why-does-a-hmda-filer-need-one')
    expect(slugify('  NA versus Exempt — codes!  ')).toBe('na-versus-exempt-codes')
    expect(slugify('Réponse')).toBe('reponse')
    expect(slugify('???')).toBe('section')
  })

  it('de-duplicates repeats with -2, -3', () => {
    const slug = createSlugger()
    expect(['Example', 'Example', 'Example', 'Example 2'].map(slug)).toEqual([
      'example',
      'example-2',
      'example-3',
      'example-2-2',
    ])
  })
})

describe('compileMarkdown', () => {
  const source = [
    '---',
    'title: T',
    '---',
    'Intro with a [site link](/documentation/faq/lei) and [out](https://example.com).',
    '## First',
    'Text & more.',
    '## First',
    '- one',
    '- two `code`',
    '### Deeper: yes!',
    '| A | B |\n|---|---|\n| 1 | 2 |',
    '#### Fourth',
    '<script>alert(1)</script>',
  ].join('\n\n')
  const page = compileMarkdown(source)

  it('gives headings unique ids and makes the heading text a deep link', () => {
    expect(page.html).toContain(
      '<h2 id="first"><a class="docs-anchor" href="#first">First</a></h2>',
    )
    expect(page.html).toContain('<h2 id="first-2">')
    expect(page.html).toContain('<h3 id="deeper-yes">')
  })

  it('builds the table of contents from h2–h4', () => {
    expect(page.toc).toEqual([
      { id: 'first', text: 'First', level: 2 },
      { id: 'first-2', text: 'First', level: 2 },
      { id: 'deeper-yes', text: 'Deeper: yes!', level: 3 },
      { id: 'fourth', text: 'Fourth', level: 4 },
    ])
  })

  it('escapes raw HTML and marks external links', () => {
    expect(page.html).not.toContain('<script>')
    expect(page.html).toContain('&lt;script&gt;')
    expect(page.html).toContain('<a href="/documentation/faq/lei">site link</a>')
    expect(page.html).toContain('href="https://example.com" class="usa-link usa-link--external"')
    expect(page.html).toContain('<table class="usa-table">')
  })

  it('keeps plain-text blocks per section for search', () => {
    expect(page.sections.map((s) => [s.id, s.blocks])).toEqual([
      [null, ['Intro with a site link and out.']],
      ['first', ['Text & more.']],
      ['first-2', ['one', 'two code']],
      ['deeper-yes', ['A: 1; B: 2']],
      ['fourth', []],
    ])
  })
})

describe('listPages', () => {
  it('reads the pages of known categories, sorted by order, skipping _ folders', () => {
    const pages = listPages(FIXTURES)
    expect(pages.map((p) => `${p.category}/${p.slug}:${p.order}`)).toEqual([
      'faq/beta:10',
      'faq/alpha:20',
      'tools/gamma:1000',
    ])
  })

  it('finds the real documentation pages with titles and descriptions', () => {
    const pages = listPages()
    expect(pages.length).toBeGreaterThan(0)
    for (const page of pages) {
      expect(page.title, page.url).not.toBe('')
      expect(page.description, page.url).not.toBe('')
      expect(page.url).toMatch(
        /^\/documentation\/(faq|publications|tools|developer-apis)\/[a-z0-9-]+$/,
      )
    }
  })
})
